import {
  ACTIVE_USER_DAYS,
  type AdminStats,
  type SignInRecord,
  type SortOrder,
  type UserFilters,
  type UserSortField,
} from '@bb/shared/admin';
import {
  permissionsOf,
  rolesHolding,
  rolesOf,
  STAFF_ROLES,
  type Permission,
  type StaffRoleCode,
  STORED_STAFF_ROLE_CODES,
} from '@bb/shared/staff-roles';
import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import {
  EntityManager,
  In,
  LessThan,
  type ObjectLiteral,
  Repository,
  type SelectQueryBuilder,
} from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { PublicUser } from '../auth/request-user';
import { csvDateSql, newestFirstCsvLines, whereContains } from '../common/list-query';
import { SessionsService } from '../sessions/sessions.service';
import { SettingsService } from '../settings/settings.service';
import { SIGN_IN_USER_AGENT_MAX, SignInRecordRow } from './sign-in-record.entity';
import { describeUserAgent } from './user-agent';
import { User } from './user.entity';

/** Where a sign-in came from (the request's client address and User-Agent). */
export interface SignInOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const cut = (value: string | null, max: number) =>
  value === null ? null : [...value].slice(0, max).join('');

/** What every view of an account starts with (the member's own, the admin panel's): who and what it is. */
export function accountBasics(user: User): Pick<
  User,
  'id' | 'username' | 'email' | 'isAdmin' | 'emailVerified'
> & {
  roles: StaffRoleCode[];
} {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerified,
    roles: rolesOf(user),
  };
}

/** The account as every API answer shows it: never the password hash, notes or other internals. */
export function toPublicUser(user: User): PublicUser {
  const basics = accountBasics(user);
  return {
    ...basics,
    permissions: permissionsOf(basics.roles),
    pendingEmail: user.pendingEmail,
  };
}

/** Constraint names of the unique indexes (migration 1732400000000-Accounts). */
const UNIQUE_FIELDS: Record<string, 'username' | 'email'> = {
  UQ_app_user_username_lower: 'username',
  UQ_app_user_email_lower: 'email',
};

/** What callers say when a username or an e-mail address is already taken. */
/** What runs when an account's address is verified: the account and its (now verified) address. */
export type AddressVerifiedHook = (
  user: { id: string; email: string },
  m: EntityManager,
) => Promise<void>;

/**
 * What runs when a member's confirmed change of address takes effect (confirmPendingEmail): the
 * account, the address it had and the one it has now (lower-cased), in the confirming transaction.
 */
export type AddressChangedHook = (
  change: { id: string; username: string; previousEmail: string; newEmail: string },
  m: EntityManager,
) => Promise<void>;

export type TakenMessages = Record<'username' | 'email', string>;

/** The fields of an account other modules may set. */
export type UserChanges = Partial<
  Pick<
    User,
    | 'username'
    | 'email'
    | 'pendingEmail'
    | 'passwordHash'
    | 'isAdmin'
    | 'staffRoles'
    | 'emailVerified'
    | 'suspended'
    | 'notes'
    | 'preferences'
    | 'lastLoginAt'
  >
>;

/** An account with whether it has a password (never the hash itself). */
export type UserWithPasswordState = User & { hasPassword: boolean };

function withPasswordState(user: User): UserWithPasswordState {
  const { passwordHash, ...rest } = user;
  return { ...rest, hasPassword: !!passwordHash } as UserWithPasswordState;
}

/**
 * An administrator who can use the admin panel: not suspended, e-mail address verified, a password
 * set. The site always keeps at least one (docs/decisions.md, "The last administrator").
 */
export function isActiveAdministrator(
  user: Pick<User, 'isAdmin' | 'suspended' | 'emailVerified'> & { hasPassword: boolean },
): boolean {
  return user.isAdmin && !user.suspended && user.emailVerified && user.hasPassword;
}

/** Whether the account holds any staff role (administrator or another): may use the admin panel. */
export function isStaff(user: Pick<User, 'isAdmin' | 'staffRoles'>): boolean {
  return user.isAdmin || (user.staffRoles ?? []).length > 0;
}

/** Whether the account's roles hold `permission` (@bb/shared/staff-roles). */
export function holds(user: Pick<User, 'isAdmin' | 'staffRoles'>, permission: Permission): boolean {
  return permissionsOf(rolesOf(user)).includes(permission);
}

/** SQL (alias `u`): the account holds a role that holds `permission`; uses the GIN index on staff_roles. */
function holdingSql(permission: Permission): string {
  const stored = rolesHolding(permission)
    .map((role) => role.code)
    .filter((code) => code !== 'administrator');
  const list = stored.map((code) => `'${code}'`).join(', ');
  return stored.length
    ? `("u"."is_admin" OR "u"."staff_roles" && ARRAY[${list}]::varchar[])`
    : `"u"."is_admin"`;
}

/** SQL (alias `u`): the account's roles as the export writes them, "Administrator, Editor". */
const ROLE_LABELS_SQL = `concat_ws(', ', ${STAFF_ROLES.map((role) =>
  role.code === 'administrator'
    ? `CASE WHEN "u"."is_admin" THEN '${role.label}' END`
    : `CASE WHEN '${role.code}' = ANY("u"."staff_roles") THEN '${role.label}' END`,
).join(', ')})`;

const ANY_STORED_ROLE = `ARRAY[${STORED_STAFF_ROLE_CODES.map((c) => `'${c}'`).join(', ')}]::varchar[]`;

export const LAST_ADMIN_MESSAGE = (username: string) =>
  `${username} is the only active administrator, and the site needs at least one. Make another account an administrator first.`;

/**
 * The accounts (table `app_user`). Other modules read and change accounts only through this service.
 * Methods that take an EntityManager run inside the caller's transaction.
 */
@Injectable()
export class UsersService {
  private readonly logger = new Logger('Users');
  private readonly verifiedHooks: AddressVerifiedHook[] = [];
  private readonly changedHooks: AddressChangedHook[] = [];

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(SignInRecordRow) private readonly signIns: Repository<SignInRecordRow>,
    private readonly sessions: SessionsService,
    private readonly settings: SettingsService,
  ) {}

  private repo(m?: EntityManager): Repository<User> {
    return m ? m.getRepository(User) : this.users;
  }

  findById(id: string, m?: EntityManager): Promise<User | null> {
    return this.repo(m).findOneBy({ id });
  }

  /** The usernames of these accounts, by id (an id without an account is left out). */
  async usernamesOf(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.users.find({
      select: { id: true, username: true },
      where: { id: In(unique) },
    });
    return new Map(rows.map((u) => [u.id, u.username]));
  }

  /**
   * For a query of another module that writes a username beside each of its rows (an export whose
   * lines PostgreSQL writes): `join` adds the account whose id is `idColumn` to a query builder as
   * `alias` (a LEFT JOIN on the primary key: no account, no name), and `username` is the SQL of its
   * username. The table stays this module's to name.
   */
  usernameJoin<E extends ObjectLiteral>(
    idColumn: string,
    alias: string,
  ): { join: (qb: SelectQueryBuilder<E>) => SelectQueryBuilder<E>; username: string } {
    return {
      join: (qb) => qb.leftJoin(User, alias, `"${alias}"."id" = ${idColumn}`),
      username: `"${alias}"."username"`,
    };
  }

  /** By username, without regard to case; with the password hash (for sign-in). */
  findByUsernameWithHash(username: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.username) = lower(:username)', { username })
      .getOne();
  }

  /** The password hash of an account (null when it has none yet), to confirm a change. */
  async passwordHashOf(id: string): Promise<string | null> {
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.id = :id', { id })
      .getOne();
    return user?.passwordHash ?? null;
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username })
      .getOne();
  }

  findByEmail(email: string, m?: EntityManager): Promise<User | null> {
    return this.repo(m)
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email })
      .getOne();
  }

  /** The account whose address is `email` (without regard to case), only while it is verified. */
  findByVerifiedEmail(email: string, m?: EntityManager): Promise<User | null> {
    return (m ? m.getRepository(User) : this.users)
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email })
      .andWhere('u.emailVerified = true')
      .getOne();
  }

  /** The accounts whose verified addresses are among `emails` (lower-cased), for a whole list at once. */
  findVerifiedByEmails(emails: string[], m?: EntityManager): Promise<User[]> {
    if (!emails.length) return Promise.resolve([]);
    return (m ? m.getRepository(User) : this.users)
      .createQueryBuilder('u')
      .where('lower(u.email) IN (:...emails)', { emails })
      .andWhere('u.emailVerified = true')
      .getMany();
  }

  /**
   * Creates an account. A username or e-mail address that another account has (the unique indexes
   * decide, also for two requests at once) is a 409 with the caller's message.
   */
  async create(
    fields: UserChanges & Pick<User, 'username' | 'email'>,
    taken: TakenMessages,
    m?: EntityManager,
  ): Promise<User> {
    if (fields.emailVerified && !m)
      return this.users.manager.transaction((tx) => this.create(fields, taken, tx));
    const repo = this.repo(m);
    let user: User;
    try {
      user = await repo.save(repo.create(fields));
    } catch (err) {
      throw this.conflict(err, taken);
    }
    if (user.emailVerified && m) await this.addressVerified(user.id, m);
    return user;
  }

  /**
   * Changes an account (only the fields given); a taken username or address is a 409 as in create().
   * When the change marks the address verified, the address-verified hooks run in the same
   * transaction (see onAddressVerified).
   */
  async update(
    id: string,
    changes: UserChanges,
    taken?: TakenMessages,
    m?: EntityManager,
  ): Promise<void> {
    if (!Object.keys(changes).length) return;
    if (changes.emailVerified === true && !m) {
      await this.users.manager.transaction((tx) => this.update(id, changes, taken, tx));
      return;
    }
    try {
      await this.repo(m).update({ id }, changes as QueryDeepPartialEntity<User>);
    } catch (err) {
      throw taken ? this.conflict(err, taken) : err;
    }
    if (changes.emailVerified === true && m) await this.addressVerified(id, m);
  }

  /**
   * Registers what happens when an account's address is verified (by its link, a confirmed change of
   * address, a password set from the set-up e-mail, or an administrator): the inquiry modules link
   * the inquiries sent from that address to the account (docs/member-api.md). Hooks run in the
   * transaction that verifies the address, in the order registered.
   */
  onAddressVerified(hook: AddressVerifiedHook): void {
    this.verifiedHooks.push(hook);
  }

  /**
   * Registers what happens when a member's change of address is confirmed: the inquiry modules move
   * the member's open conversations to the new address (docs/member-api.md). Hooks run in the
   * confirming transaction, after the address-verified hooks, in the order registered.
   */
  onAddressChanged(hook: AddressChangedHook): void {
    this.changedHooks.push(hook);
  }

  private async addressVerified(id: string, m: EntityManager): Promise<void> {
    const user = await this.repo(m).findOneBy({ id });
    if (!user?.emailVerified) return;
    for (const hook of this.verifiedHooks) await hook({ id: user.id, email: user.email }, m);
  }

  private conflict(err: unknown, taken: TakenMessages): unknown {
    const field = UNIQUE_FIELDS[(err as { constraint?: string }).constraint ?? ''];
    return field ? new ConflictException(taken[field]) : err;
  }

  /**
   * Deletes an account and ends its sessions; rows that reference it cascade or are unlinked. The
   * last active administrator is never deleted (409, see keepsAnAdministrator). Inside the caller's
   * transaction when given one; the caller then ends the sessions after it commits.
   */
  async delete(id: string, m?: EntityManager): Promise<void> {
    if (m) {
      await this.deleteIn(m, id);
      return;
    }
    await this.users.manager.transaction((tx) => this.deleteIn(tx, id));
    await this.sessions.end({ userId: id });
  }

  private async deleteIn(m: EntityManager, id: string): Promise<void> {
    const admins = await this.lockActiveAdministrators(m);
    const user = await this.findWithPasswordState(id, m, true);
    if (!user) return;
    this.keepsAnAdministrator(user, null, admins);
    await m.getRepository(User).delete({ id });
  }

  /**
   * Makes the account's pending address its address, verified (its link was followed), when
   * `address` is that pending address; null when it is not (a replaced or cancelled change). When
   * another account has the address by now, the change is dropped instead ('taken'). A confirmation
   * racing a registration or another account's confirmation of the same address: the unique index
   * decides, and the loser's update is a 409 with `taken.email` (its transaction rolls back). In the
   * caller's transaction; the account's row is locked until it ends.
   */
  async confirmPendingEmail(
    m: EntityManager,
    id: string,
    address: string,
    taken: TakenMessages,
  ): Promise<{ previousEmail: string; previousVerified: boolean; user: User } | 'taken' | null> {
    const user = await this.repo(m)
      .createQueryBuilder('u')
      .where('u.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
    if (!user?.pendingEmail || user.pendingEmail.toLowerCase() !== address.toLowerCase())
      return null;
    const other = await this.findByEmail(address, m);
    if (other && other.id !== id) {
      await this.update(id, { pendingEmail: null }, undefined, m);
      return 'taken';
    }
    const changes = { email: address.toLowerCase(), pendingEmail: null, emailVerified: true };
    await this.update(id, changes, taken, m);
    if (user.email.toLowerCase() !== changes.email)
      for (const hook of this.changedHooks)
        await hook(
          {
            id,
            username: user.username,
            previousEmail: user.email.toLowerCase(),
            newEmail: changes.email,
          },
          m,
        );
    return {
      previousEmail: user.email,
      previousVerified: user.emailVerified,
      user: { ...user, ...changes },
    };
  }

  /**
   * The accounts matching the users table's search (username or e-mail contains, without regard to
   * case; LIKE's characters match themselves) and filters, without joins (alias `u`).
   */
  private matching({
    search,
    role = 'all',
    status = 'all',
  }: UserFilters): SelectQueryBuilder<User> {
    const qb = this.users.createQueryBuilder('u');
    whereContains(qb, ['"u"."username"', '"u"."email"'], search);
    // Each uses an index: is_admin's, or the GIN index on staff_roles (&&, @>).
    if (role === 'admin') qb.andWhere('"u"."is_admin"');
    else if (role === 'user')
      qb.andWhere(`NOT "u"."is_admin" AND NOT ("u"."staff_roles" && ${ANY_STORED_ROLE})`);
    else if (role === 'staff')
      qb.andWhere(`("u"."is_admin" OR "u"."staff_roles" && ${ANY_STORED_ROLE})`);
    else if (role !== 'all') qb.andWhere('"u"."staff_roles" @> ARRAY[:role]::varchar[]', { role });
    if (status !== 'all')
      qb.andWhere('"u"."email_verified" = :verified', { verified: status === 'verified' });
    return qb;
  }

  /**
   * One page of the users table: the accounts matching `filters` in the order of `sort` (within a
   * role or status newest first; every order ends with the id, so pages never overlap), with whether
   * each has a password, and how many match.
   * Each order has its index (migration 1733520000000-UserListIndexes); descending is the exact
   * reverse of ascending.
   */
  async page(
    filters: UserFilters,
    sort: UserSortField,
    order: SortOrder,
    { offset, limit }: { offset: number; limit: number },
  ): Promise<{ items: UserWithPasswordState[]; total: number }> {
    const asc = order === 'asc';
    const [up, down] = asc ? (['ASC', 'DESC'] as const) : (['DESC', 'ASC'] as const);
    const keys: [string, 'ASC' | 'DESC'][] = {
      username: [['lower("u"."username")', up]],
      email: [['lower("u"."email")', up]],
      // Ascending by the labels: Admin before User, Unverified before Verified; ties newest first.
      role: [
        ['"u"."is_admin"', down],
        ['"u"."created_at"', down],
      ],
      status: [
        ['"u"."email_verified"', up],
        ['"u"."created_at"', down],
      ],
      createdAt: [['"u"."created_at"', up]],
    }[sort] as [string, 'ASC' | 'DESC'][];
    const tieBreak = sort === 'role' || sort === 'status' ? down : up;
    const qb = this.matching(filters).addSelect('u.passwordHash');
    keys.forEach(([expression, direction], i) =>
      i === 0 ? qb.orderBy(expression, direction) : qb.addOrderBy(expression, direction),
    );
    qb.addOrderBy('"u"."id"', tieBreak).offset(offset).limit(limit);
    const [users, total] = await Promise.all([qb.getMany(), this.matching(filters).getCount()]);
    return { items: users.map(withPasswordState), total };
  }

  /**
   * Every account matching `filters`, newest first, as the CSV export's lines, batch by batch:
   * Username, Email, Role (Admin or User), Status (Verified or Unverified), Created Date (the spec's
   * columns), then Staff Roles ("Administrator, Editor"; empty for a member).
   */
  exportLines(filters: UserFilters): AsyncGenerator<string> {
    return newestFirstCsvLines(() => this.matching(filters), 'u', [
      '"u"."username"',
      '"u"."email"',
      `CASE WHEN "u"."is_admin" THEN 'Admin' ELSE 'User' END`,
      `CASE WHEN "u"."email_verified" THEN 'Verified' ELSE 'Unverified' END`,
      csvDateSql('"u"."created_at"'),
      ROLE_LABELS_SQL,
    ]);
  }

  /** One account with whether it has a password; `lock`: FOR UPDATE (in a transaction). */
  async findWithPasswordState(
    id: string,
    m?: EntityManager,
    lock = false,
  ): Promise<UserWithPasswordState | null> {
    const qb = this.repo(m)
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.id = :id', { id });
    if (lock) qb.setLock('pessimistic_write');
    const user = await qb.getOne();
    return user ? withPasswordState(user) : null;
  }

  /**
   * The ids of the active administrators (see isActiveAdministrator), locked until the transaction
   * ends: two requests that could each remove an administrator run one after the other, and the
   * second sees what the first did.
   */
  async lockActiveAdministrators(m: EntityManager): Promise<string[]> {
    const rows: { id: string }[] = await m.query(
      `SELECT id FROM app_user
        WHERE is_admin AND NOT suspended AND email_verified AND password_hash IS NOT NULL
        ORDER BY id FOR UPDATE`,
    );
    return rows.map((r) => r.id);
  }

  /**
   * Refuses (409) a change that would leave the site without an active administrator: `user` is one
   * now, would not be after `next` (null: deleted), and no other is (`activeAdmins` from
   * lockActiveAdministrators, in the same transaction).
   */
  keepsAnAdministrator(
    user: UserWithPasswordState,
    next: UserChanges | null,
    activeAdmins: string[],
  ): void {
    if (!isActiveAdministrator(user)) return;
    if (next && isActiveAdministrator({ ...user, ...next })) return;
    if (activeAdmins.some((id) => id !== user.id)) return;
    throw new ConflictException(LAST_ADMIN_MESSAGE(user.username));
  }

  /** The encrypted two-factor key of an account (null while two-factor sign-in is off). */
  async twoFactorSecretOf(id: string, m?: EntityManager): Promise<string | null> {
    const user = await this.repo(m)
      .createQueryBuilder('u')
      .addSelect('u.twoFactorSecret')
      .where('u.id = :id', { id })
      .getOne();
    return user?.twoFactorSecret ?? null;
  }

  /**
   * Turns two-factor sign-in on with `encryptedSecret`, the code of `step` counting as used; false
   * (nothing changed) when it is on already.
   */
  async turnOnTwoFactor(
    id: string,
    encryptedSecret: string,
    step: number,
    m?: EntityManager,
  ): Promise<boolean> {
    const { affected } = await this.repo(m)
      .createQueryBuilder()
      .update(User)
      .set({
        twoFactorSecret: encryptedSecret,
        twoFactorEnabledAt: () => 'now()',
        twoFactorLastStep: step,
      })
      .where('id = :id AND two_factor_enabled_at IS NULL', { id })
      .execute();
    return affected === 1;
  }

  /** Turns two-factor sign-in off; false when it was not on. */
  async turnOffTwoFactor(id: string, m?: EntityManager): Promise<boolean> {
    const { affected } = await this.repo(m)
      .createQueryBuilder()
      .update(User)
      .set({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null })
      .where('id = :id AND two_factor_enabled_at IS NOT NULL', { id })
      .execute();
    return affected === 1;
  }

  /**
   * Takes the code of time step `step` as used, atomically: true for the first request with a step
   * newer than any accepted before, false for every other (a replay, also on another instance).
   */
  async acceptTwoFactorStep(id: string, step: number): Promise<boolean> {
    const { affected } = await this.users
      .createQueryBuilder()
      .update(User)
      .set({ twoFactorLastStep: step })
      .where('id = :id AND two_factor_enabled_at IS NOT NULL', { id })
      .andWhere('(two_factor_last_step IS NULL OR two_factor_last_step < :step)', { step })
      .execute();
    return affected === 1;
  }

  /** Every account's encrypted two-factor key (for a key rotation). */
  async encryptedTwoFactorSecrets(): Promise<{ id: string; secret: string }[]> {
    return this.users.query(
      `SELECT id, two_factor_secret AS secret FROM app_user WHERE two_factor_secret IS NOT NULL`,
    );
  }

  /** Replaces an encrypted two-factor key, only if it is still `previous` (no change meanwhile). */
  async replaceTwoFactorSecret(id: string, previous: string, next: string): Promise<void> {
    await this.users.query(
      `UPDATE app_user SET two_factor_secret = $3 WHERE id = $1 AND two_factor_secret = $2`,
      [id, previous, next],
    );
  }

  /**
   * Suspends or reinstates an account. Suspension ends all of the user's sessions at once (and the
   * per-request user loader refuses any request that was already under way).
   */
  async setSuspended(userId: string, suspended: boolean): Promise<void> {
    await this.users.update({ id: userId }, { suspended });
    if (suspended) await this.sessions.end({ userId });
  }

  /**
   * A successful sign-in: the time of the last sign-in (and a new hash when the old one needs one)
   * and a row of the user's sign-in history with where it came from. Answers whether it is the
   * account's first sign-in: none before it, neither a time of the last one (kept for ever) nor a
   * row of the history (kept for the audit trail's retention period). The account's row is locked
   * while it is decided, so two sign-ins at once cannot both be the first.
   */
  async recordLogin(userId: string, origin: SignInOrigin, newHash?: string): Promise<boolean> {
    return this.users.manager.transaction(async (m) => {
      const [before] = (await m.query(
        `SELECT u.last_login_at IS NULL
                AND NOT EXISTS (SELECT 1 FROM sign_in_record r WHERE r.user_id = u.id) AS first
           FROM app_user u WHERE u.id = $1 FOR UPDATE OF u`,
        [userId],
      )) as { first: boolean }[];
      await m
        .getRepository(User)
        .update(
          { id: userId },
          { lastLoginAt: new Date(), ...(newHash ? { passwordHash: newHash } : {}) },
        );
      await m.getRepository(SignInRecordRow).insert({
        userId,
        ipAddress: cut(origin.ipAddress, 64),
        userAgent: cut(origin.userAgent, SIGN_IN_USER_AGENT_MAX),
      });
      return before?.first === true;
    });
  }

  /** A user's newest sign-ins, at most `limit`. */
  async signInsOf(userId: string, limit: number): Promise<SignInRecord[]> {
    const rows = await this.signIns.find({
      where: { userId },
      order: { at: 'DESC', id: 'DESC' },
      take: limit,
    });
    return rows.map((row) => ({
      at: row.at.toISOString(),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      browser: describeUserAgent(row.userAgent),
    }));
  }

  /**
   * Removes the sign-in records older than the audit trail's retention period (settings, else
   * AUDIT_RETENTION_DAYS) before `now`; answers how many.
   */
  async removeExpiredSignIns(now = new Date()): Promise<number> {
    const days = await this.settings.auditRetentionDays();
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    const { affected } = await this.signIns.delete({ at: LessThan(cutoff) });
    return affected ?? 0;
  }

  /** The daily job: sign-in records follow the audit trail's retention period. */
  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'sign-in-retention', timeZone: 'UTC' })
  async removeExpiredSignInsDaily(): Promise<void> {
    try {
      const removed = await this.removeExpiredSignIns();
      if (removed) this.logger.log(`Removed ${removed} sign-in records past the retention period`);
    } catch (err) {
      this.logger.error({ err }, 'Could not remove old sign-in records');
    }
  }

  /**
   * The dashboard's user figures, in one query. Active: not suspended and signed in within the last
   * ACTIVE_USER_DAYS days. New this month: created since the start of the current calendar month, UTC.
   */
  async counts(): Promise<NonNullable<AdminStats['users']>> {
    const [row] = (await this.users.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE is_admin)::int AS admins,
              count(*) FILTER (WHERE email_verified)::int AS verified,
              count(*) FILTER (WHERE NOT email_verified)::int AS unverified,
              count(*) FILTER (WHERE suspended)::int AS suspended,
              count(*) FILTER (WHERE NOT suspended
                AND last_login_at >= now() - make_interval(days => $1))::int AS active,
              count(*) FILTER (WHERE created_at >=
                (date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'))::int AS "newThisMonth"
         FROM app_user`,
      [ACTIVE_USER_DAYS],
    )) as NonNullable<AdminStats['users']>[];
    return row;
  }

  /** Whether the site has an administrator at all. */
  hasAdministrator(): Promise<boolean> {
    return this.users.existsBy({ isAdmin: true });
  }

  /**
   * The active staff (not suspended, address verified, a password set) whose roles hold
   * `permission`, by username: who an inquiry may be assigned to ('inbox'), who may decide a review
   * (its mail).
   */
  async activeStaffWith(
    permission: Permission,
    m?: EntityManager,
  ): Promise<Pick<User, 'id' | 'username' | 'email'>[]> {
    const rows = await this.repo(m)
      .createQueryBuilder('u')
      .select(['u.id', 'u.username', 'u.email'])
      .where(holdingSql(permission))
      .andWhere('NOT "u"."suspended" AND "u"."email_verified" AND "u"."password_hash" IS NOT NULL')
      .orderBy('lower("u"."username")', 'ASC')
      .addOrderBy('"u"."id"', 'ASC')
      .getMany();
    return rows.map(({ id, username, email }) => ({ id, username, email }));
  }
}
