import { Column, Entity, Index } from 'typeorm';
import { UserRowColumns } from '../../users/user-row-columns';

/**
 * One recovery code of an account with two-factor sign-in: only its SHA-256 is kept (the code is
 * shown once). Usable once (`usedAt`); a new set replaces the old one; removed with the account.
 */
@Entity('two_factor_recovery_code')
@Index('UQ_two_factor_recovery_code_user_hash', ['userId', 'codeHash'], { unique: true })
export class RecoveryCodeRow extends UserRowColumns('two_factor_recovery_code', {
  indexed: false,
}) {
  /** Hex SHA-256 of the code as shown ("x7k2m-9qp4d"). */
  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
