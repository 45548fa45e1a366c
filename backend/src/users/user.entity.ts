import type { StoredStaffRoleCode } from '@bb/shared/staff-roles';
import { Check, Column, Entity, Index } from 'typeorm';
import { RecordColumns } from '../database/columns';

/** Settings a member chooses in the member area (spec 000 section 3, "Settings preferences"). */
export type UserPreferences = Record<string, unknown>;

/**
 * An account. Username and e-mail are each unique without regard to case: unique indexes on
 * lower(...) that the migration creates (expression indexes, so the entity only names them); they
 * also serve the users table's sorts by username and e-mail. The table's other orders have their
 * indexes (migration 1733520000000-UserListIndexes): newest first (and the export's batches), by
 * role or status with newest first within each, and trigram indexes for the search.
 */
@Entity('app_user')
@Index('IDX_app_user_created_at_id', ['createdAt', 'id'])
@Index('IDX_app_user_is_admin_created_at_id', ['isAdmin', 'createdAt', 'id'])
@Index('IDX_app_user_email_verified_created_at_id', { synchronize: false })
@Index('IDX_app_user_username_trgm', { synchronize: false })
@Index('IDX_app_user_email_trgm', { synchronize: false })
@Index('IDX_app_user_staff_roles', { synchronize: false })
@Check(
  'CHK_app_user_staff_roles',
  `"staff_roles" <@ ARRAY['editor', 'inbox', 'newsletter', 'contributor']::varchar[]`,
)
export class User extends RecordColumns {
  /** As the member typed it; compared case-insensitively. */
  @Index('UQ_app_user_username_lower', { synchronize: false })
  @Column({ type: 'varchar', length: 50 })
  username: string;

  /** Trimmed and lower-cased. */
  @Index('UQ_app_user_email_lower', { synchronize: false })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /**
   * A new address the member asked for (trimmed, lower-cased), waiting for its link to be followed;
   * `email` stays in force until then. Null when no change is waiting.
   */
  @Column({ type: 'varchar', length: 254, nullable: true })
  pendingEmail: string | null;

  /**
   * argon2id hash (PHC string). Null for an account an administrator prepared, until its owner sets
   * a password. Never selected unless asked for, never in an answer.
   */
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  passwordHash?: string | null;

  /** The administrator role (@bb/shared/staff-roles): the spec's isAdmin. */
  @Column({ type: 'boolean', default: false })
  isAdmin: boolean;

  /**
   * The staff roles held besides administrator (editor, inbox, newsletter, contributor); empty for a
   * member. The account's roles are `rolesOf(user)` (@bb/shared/staff-roles).
   */
  @Column({ type: 'varchar', length: 20, array: true, default: () => "'{}'" })
  staffRoles: StoredStaffRoleCode[];

  @Column({ type: 'boolean', default: false })
  emailVerified: boolean;

  @Column({ type: 'boolean', default: false })
  suspended: boolean;

  /** Administrators' notes about the account; never shown to the member. */
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  preferences: UserPreferences;

  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  /**
   * The two-factor key (TOTP), encrypted (auth/two-factor/two-factor-cipher.ts); null while
   * two-factor sign-in is off. Never selected unless asked for, never in an answer.
   */
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  twoFactorSecret?: string | null;

  /** When two-factor sign-in was turned on; null while it is off. */
  @Column({ type: 'timestamptz', nullable: true })
  twoFactorEnabledAt: Date | null;

  /** The newest time step (30 s) whose code was accepted: no code of it or before is taken again. */
  @Column({ type: 'integer', nullable: true, select: false })
  twoFactorLastStep?: number | null;
}
