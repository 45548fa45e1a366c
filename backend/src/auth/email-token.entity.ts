import { Check, Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { UserRowColumns } from '../users/user-row-columns';

export type EmailTokenPurpose = 'verify-email' | 'reset-password' | 'set-password';

/**
 * A one-time secret sent by e-mail. Only its SHA-256 is stored; it is bound to one purpose and to the
 * address it was sent to, expires, and is marked used by the request that redeems it.
 */
@Entity('email_token')
@Check('CHK_email_token_purpose', `"purpose" IN ('verify-email', 'reset-password', 'set-password')`)
export class EmailToken extends UserRowColumns('email_token') {
  @Column({ type: 'varchar', length: 20 })
  purpose: EmailTokenPurpose;

  /** SHA-256 (hex) of the token in the link. */
  @Index('UQ_email_token_token_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  /** The address the link was sent to; the token is worth nothing once the account's address changed. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
