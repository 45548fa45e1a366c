import { Column, Entity, Index } from 'typeorm';
import { UserRowColumns } from './user-row-columns';

/** How long the stored browser description (User-Agent) may be; longer ones are cut. */
export const SIGN_IN_USER_AGENT_MAX = 500;

/**
 * One successful sign-in of a user (the admin panel's Activity tab): when, from which address and
 * browser. Removed with the account, and after the audit trail's retention period.
 */
@Entity('sign_in_record')
@Index('IDX_sign_in_record_user_id_at', ['userId', 'at'])
export class SignInRecordRow extends UserRowColumns('sign_in_record', { indexed: false }) {
  @Index('IDX_sign_in_record_at')
  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  @Column({ type: 'varchar', length: SIGN_IN_USER_AGENT_MAX, nullable: true })
  userAgent: string | null;
}
