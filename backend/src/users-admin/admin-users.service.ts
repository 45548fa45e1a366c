import {
  ACTIVITY_LIMIT,
  type AdminUser,
  type AdminUserActivity,
  type AdminUserPage,
  type AssigneeList,
  type AuditAction,
  type CreateAdminUserBody,
  type UpdateAdminUserBody,
  USER_DEFAULT_PAGE_SIZE,
  type UserFilters,
  type UserListQuery,
} from '@bb/shared/admin';
import { auditedChange } from '../audit/audit-actor.decorator';
import { TWO_FACTOR_MESSAGES } from '@bb/shared/two-factor';
import {
  rolesOf,
  staffRole,
  type StaffRoleCode,
  STORED_STAFF_ROLE_CODES,
  type StoredStaffRoleCode,
} from '@bb/shared/staff-roles';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.decorator';
import { AuditService, changesOf } from '../audit/audit.service';
import { AccountMailer } from '../auth/account-mailer';
import { TwoFactorService } from '../auth/two-factor/two-factor.service';
import { KeyedRateLimiter } from '../common/keyed-rate-limit';
import { MailService } from '../mail/mail.service';
import { SessionsService } from '../sessions/sessions.service';
import { pageOf } from '../common/list-query';
import type { User } from '../users/user.entity';
import {
  accountBasics,
  type UserChanges,
  UsersService,
  type UserWithPasswordState,
} from '../users/users.service';

/** What the users API answers with (besides the spec's own success texts, which the screen shows). */
export const ADMIN_USER_MESSAGES = {
  notFound: 'That user does not exist (it may have been deleted).',
  usernameTaken: 'That username is already taken.',
  emailTaken: 'A user with this email address already exists.',
  selfDemote: 'You cannot remove your own administrator role.',
  selfSuspend: 'You cannot suspend your own account.',
  selfUnverify: 'You cannot mark your own email address unverified.',
  selfDelete: 'You cannot delete your own account from the admin panel.',
  deleted: 'User has been successfully deleted.',
  resetSent: "A password reset link has been sent to the user's email.",
  rolesDisagree:
    "isAdmin and roles disagree: list 'administrator' in roles exactly when isAdmin is true (or send only one of them).",
  invitationSent:
    "A new invitation has been sent to the user's email. The previous link no longer works.",
  invitationLimit:
    'This invitation has been sent again several times in the last hour. Please wait before sending it again.',
  hasPassword:
    'This user has already set a password, so there is no invitation to send again. Send a password reset instead.',
} as const;

/** Invitations sent again to one account: at most 5 an hour. */
export const INVITATION_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 };

/**
 * The roles a create or change asks for, as the account stores them (isAdmin, staffRoles in the
 * table's order); undefined fields are not asked for. `isAdmin` is the spec's alias of the
 * administrator role: with `roles` it must agree (400).
 */
export function requestedRoles(body: { roles?: StaffRoleCode[]; isAdmin?: boolean }): {
  isAdmin?: boolean;
  staffRoles?: StoredStaffRoleCode[];
} {
  if (body.roles === undefined) return body.isAdmin === undefined ? {} : { isAdmin: body.isAdmin };
  const isAdmin = body.roles.includes('administrator');
  if (body.isAdmin !== undefined && body.isAdmin !== isAdmin)
    throw new BadRequestException({
      statusCode: 400,
      message: ADMIN_USER_MESSAGES.rolesDisagree,
      errors: { roles: ADMIN_USER_MESSAGES.rolesDisagree },
    });
  return {
    isAdmin,
    staffRoles: STORED_STAFF_ROLE_CODES.filter((code) => body.roles!.includes(code)),
  };
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code) => b.includes(code));

/**
 * What the set-password e-mail (the invitation) says of the account's roles: each one's label and
 * what it may do (@bb/shared/staff-roles descriptions); nothing for a member.
 */
export function invitationContext(user: Pick<User, 'isAdmin' | 'staffRoles'>): {
  roles: { label: string; description: string }[];
  oneRole: boolean;
} {
  const roles = rolesOf(user).map((code) => {
    const { label, description } = staffRole(code);
    return { label, description };
  });
  return { roles, oneRole: roles.length === 1 };
}

const TAKEN = {
  username: ADMIN_USER_MESSAGES.usernameTaken,
  email: ADMIN_USER_MESSAGES.emailTaken,
};

/** The admin panel's view of an account: an explicit mapping, never the entity. */
export function toAdminUser(user: UserWithPasswordState): AdminUser {
  return {
    ...accountBasics(user),
    suspended: user.suspended,
    hasPassword: user.hasPassword,
    twoFactorEnabled: user.twoFactorEnabledAt !== null,
    notes: user.notes,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
  };
}

/** A 409 naming the field (`errors`, for the form) and saying why. */
function taken(field: 'username' | 'email'): ConflictException {
  return new ConflictException({
    statusCode: 409,
    message: TAKEN[field],
    errors: { [field]: TAKEN[field] },
  });
}

/**
 * The users administration (`/api/admin/users`). Every change, its e-mails and its audit entries are
 * stored in one transaction; guard rails keep an administrator from locking themself out and the
 * site from losing its last active administrator.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly mailer: AccountMailer,
    private readonly sessions: SessionsService,
    private readonly twoFactor: TwoFactorService,
    private readonly limiter: KeyedRateLimiter,
  ) {}

  /**
   * One page of the users table (the first 10 newest without parameters) and the stat cards'
   * figures over every user.
   */
  async page(query: UserListQuery): Promise<AdminUserPage> {
    const { page, pageSize, offset } = pageOf(query, USER_DEFAULT_PAGE_SIZE);
    const sort = query.sort ?? 'createdAt';
    const order = query.order ?? (sort === 'createdAt' ? 'desc' : 'asc');
    const [{ items, total }, counts] = await Promise.all([
      this.users.page(query, sort, order, { offset, limit: pageSize }),
      this.users.counts(),
    ]);
    const { total: all, admins, verified, unverified, suspended, newThisMonth } = counts;
    return {
      items: items.map(toAdminUser),
      total,
      page,
      pageSize,
      counts: { total: all, admins, verified, unverified, suspended, newThisMonth },
    };
  }

  /** The CSV rows of every user matching the table's filters, newest first, batch by batch. */
  exportLines(filters: UserFilters): AsyncGenerator<string> {
    return this.users.exportLines(filters);
  }

  private async found(id: string, m?: EntityManager, lock = false) {
    const user = await this.users.findWithPasswordState(id, m, lock);
    if (!user) throw new NotFoundException(ADMIN_USER_MESSAGES.notFound);
    return user;
  }

  /** A 409 when another account has the username or address (without regard to case). */
  private async assertFree(
    fields: { username?: string; email?: string },
    exceptId: string | null,
  ): Promise<void> {
    if (fields.username !== undefined) {
      const other = await this.users.findByUsername(fields.username);
      if (other && other.id !== exceptId) throw taken('username');
    }
    if (fields.email !== undefined) {
      const other = await this.users.findByEmail(fields.email);
      if (other && other.id !== exceptId) throw taken('email');
    }
  }

  private record(
    m: EntityManager,
    actor: AuditActor,
    action: AuditAction,
    user: Pick<UserWithPasswordState, 'id' | 'username'>,
    extra: {
      changes?: Record<string, { from: unknown; to: unknown }> | null;
      detail?: string;
    } = {},
  ): Promise<void> {
    return this.audit.record(
      {
        ...auditedChange(actor, action, { type: 'user', id: user.id, label: user.username }),
        changes: extra.changes ?? null,
        detail: extra.detail ?? null,
      },
      m,
    );
  }

  /**
   * Prepares an account without a password, unverified: its owner gets the set-password e-mail at
   * once; following it sets the password and verifies the address (the link proves it). Until then
   * the account cannot sign in.
   */
  async create(actor: AuditActor, body: CreateAdminUserBody): Promise<AdminUser> {
    const roles = requestedRoles(body);
    await this.assertFree(body, null);
    const id = await this.mail.transaction(async (m, mail) => {
      // Two requests at once: the unique indexes decide (409 with TAKEN's message).
      const user = await this.users.create(
        {
          username: body.username,
          email: body.email,
          isAdmin: roles.isAdmin ?? false,
          staffRoles: roles.staffRoles ?? [],
          emailVerified: false,
          passwordHash: null,
        },
        TAKEN,
        m,
      );
      await this.mailer.sendInTransaction(m, mail, user, 'set-password', invitationContext(user));
      await this.record(m, actor, 'user.create', user, {
        changes: {
          username: { from: null, to: user.username },
          email: { from: null, to: user.email },
          isAdmin: { from: null, to: user.isAdmin },
          roles: { from: null, to: rolesOf(user) },
        },
      });
      return user.id;
    });
    return toAdminUser(await this.found(id));
  }

  /**
   * Changes the fields sent. An e-mail change applies at once and keeps the verification status
   * unless the request sets emailVerified (the administrator vouches for the address); it drops a
   * change of address the member asked for and has not confirmed (its link stops working). An
   * account without a password gets its set-password link again, at the new address. Suspension ends every session of
   * the user. One audit entry per kind of change; a request that changes nothing writes nothing.
   */
  async update(actor: AuditActor, id: string, body: UpdateAdminUserBody): Promise<AdminUser> {
    const roles = requestedRoles(body);
    const result = await this.mail.transaction(async (m, mail) => {
      // Changes that could take an administrator away lock the administrators first (always in the
      // same order: administrators, then the user), so that two of them run one after the other.
      const mayRemoveAdmin =
        roles.isAdmin === false || body.suspended === true || body.emailVerified === false;
      const admins = mayRemoveAdmin ? await this.users.lockActiveAdministrators(m) : [];
      const user = await this.found(id, m, true);

      const next: UserChanges = {};
      if (body.username !== undefined && body.username !== user.username)
        next.username = body.username;
      if (body.email !== undefined && body.email !== user.email.toLowerCase()) {
        next.email = body.email;
        // The organisation sets the address: a change the member asked for no longer applies.
        if (user.pendingEmail) next.pendingEmail = null;
      }
      if (roles.isAdmin !== undefined && roles.isAdmin !== user.isAdmin)
        next.isAdmin = roles.isAdmin;
      if (roles.staffRoles && !sameRoles(roles.staffRoles, user.staffRoles))
        next.staffRoles = roles.staffRoles;
      for (const key of ['emailVerified', 'suspended'] as const)
        if (body[key] !== undefined && body[key] !== user[key]) next[key] = body[key];
      if (body.notes !== undefined && (body.notes ?? null) !== user.notes)
        next.notes = body.notes ?? null;

      if (user.id === actor.user.id) {
        if (next.isAdmin === false) throw new ConflictException(ADMIN_USER_MESSAGES.selfDemote);
        if (next.suspended === true) throw new ConflictException(ADMIN_USER_MESSAGES.selfSuspend);
        if (next.emailVerified === false)
          throw new ConflictException(ADMIN_USER_MESSAGES.selfUnverify);
      }
      if (mayRemoveAdmin) this.users.keepsAnAdministrator(user, next, admins);
      if (!Object.keys(next).length) return { user, suspendedNow: false };

      await this.assertFree({ username: next.username, email: next.email }, user.id);
      await this.users.update(user.id, next, TAKEN, m);
      const after = { ...user, ...next };

      const edited = changesOf(user, next, ['username', 'email', 'notes']);
      if (edited) await this.record(m, actor, 'user.update', after, { changes: edited });
      const flags: [
        keyof typeof next & ('isAdmin' | 'emailVerified' | 'suspended'),
        AuditAction,
        AuditAction,
      ][] = [
        ['isAdmin', 'user.grant-admin', 'user.revoke-admin'],
        ['emailVerified', 'user.verify-email', 'user.unverify-email'],
        ['suspended', 'user.suspend', 'user.reactivate'],
      ];
      for (const [key, on, off] of flags)
        if (next[key] !== undefined)
          await this.record(m, actor, next[key] ? on : off, after, {
            changes: { [key]: { from: user[key], to: next[key] } },
          });
      // The other roles (the administrator role has its entry above): all the roles before and after.
      if (next.staffRoles)
        await this.record(m, actor, 'user.change-roles', after, {
          changes: { roles: { from: rolesOf(user), to: rolesOf(after) } },
        });

      // A prepared account's set-password link was bound to the old address: a new one goes out.
      if (next.email && !after.hasPassword)
        await this.mailer.sendInTransaction(
          m,
          mail,
          after,
          'set-password',
          invitationContext(after),
        );
      return { user: after, suspendedNow: next.suspended === true };
    });
    // The per-request user loader already refuses a suspended user; this removes their sessions.
    if (result.suspendedNow) await this.sessions.end({ userId: id });
    return toAdminUser(await this.found(id));
  }

  /** Deletes the account and its sessions; its inquiries stay, unlinked. */
  async delete(actor: AuditActor, id: string): Promise<void> {
    if (id === actor.user.id) throw new ConflictException(ADMIN_USER_MESSAGES.selfDelete);
    await this.mail.transaction(async (m) => {
      const user = await this.found(id, m);
      await this.users.delete(id, m); // refuses the last active administrator
      await this.record(m, actor, 'user.delete', user, {
        changes: {
          username: { from: user.username, to: null },
          email: { from: user.email, to: null },
        },
      });
    });
    await this.sessions.end({ userId: id });
  }

  /**
   * Mails the user a password reset link; to an account without a password yet, its set-password
   * link instead (the only way into it).
   */
  async sendPasswordReset(actor: AuditActor, id: string): Promise<void> {
    await this.mail.transaction(async (m, mail) => {
      const user = await this.found(id, m);
      const purpose = user.hasPassword ? 'reset-password' : 'set-password';
      await this.mailer.sendInTransaction(
        m,
        mail,
        user,
        purpose,
        user.hasPassword ? {} : invitationContext(user),
      );
      await this.record(m, actor, 'user.send-password-reset', user, {
        detail: user.hasPassword
          ? 'Password reset link sent'
          : 'Set-password link sent (the account has no password yet)',
      });
    });
  }

  /**
   * Sends the invitation (the set-password e-mail, naming the roles) again: a new link valid 72 hours;
   * the previous one stops working. 409 when the account already has a password (a password reset
   * is what it needs then). Audited.
   */
  async resendInvitation(actor: AuditActor, id: string): Promise<void> {
    // Per invited account, whoever asks: the invitee's inbox is not flooded.
    await this.limiter.hit('invitation', id, INVITATION_LIMIT, ADMIN_USER_MESSAGES.invitationLimit);
    await this.mail.transaction(async (m, mail) => {
      const user = await this.found(id, m, true);
      if (user.hasPassword) throw new ConflictException(ADMIN_USER_MESSAGES.hasPassword);
      await this.mailer.sendInTransaction(m, mail, user, 'set-password', invitationContext(user));
      await this.record(m, actor, 'user.resend-invitation', user, {
        detail: 'Set-password link sent again (the previous one no longer works)',
      });
    });
  }

  /** Who an inquiry may be assigned to: the active staff holding 'inbox', by username. */
  async assignees(): Promise<AssigneeList> {
    return { items: await this.users.activeHolders('inbox') };
  }

  /**
   * Turns the user's two-factor sign-in off (key and recovery codes gone), for someone who lost
   * their phone and their codes: audited, the user is e-mailed, and every session of the user ends,
   * so whoever is signed in signs in again with the password alone (an administrator resetting
   * their own keeps the session of `req`). 409 when it is not on.
   */
  async resetTwoFactor(actor: AuditActor, id: string, req: Request): Promise<AdminUser> {
    await this.mail.transaction(async (m, mail) => {
      const user = await this.found(id, m, true);
      if (!(await this.twoFactor.turnOffIn(m, mail, user, 'reset')))
        throw new ConflictException(TWO_FACTOR_MESSAGES.notOn);
      await this.record(m, actor, 'user.reset-two-factor', user, {
        changes: { twoFactorEnabled: { from: true, to: false } },
      });
    });
    await this.sessions.end({ userId: id, keep: req });
    return toAdminUser(await this.found(id));
  }

  /** The user's newest sign-ins and the newest administrative actions on the account. */
  async activity(id: string): Promise<AdminUserActivity> {
    await this.found(id);
    const [signIns, actions] = await Promise.all([
      this.users.signInsOf(id, ACTIVITY_LIMIT),
      this.audit.forTarget('user', id, ACTIVITY_LIMIT),
    ]);
    return { signIns, actions };
  }
}
