import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { PublicUser } from '../auth/request-user';
import { SessionsService } from '../sessions/sessions.service';
import { User } from './user.entity';

/** The account as every API answer shows it: never the password hash, notes or other internals. */
export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerified,
  };
}

/** Constraint names of the unique indexes (migration 1732400000000-Accounts). */
const UNIQUE_FIELDS: Record<string, 'username' | 'email'> = {
  UQ_app_user_username_lower: 'username',
  UQ_app_user_email_lower: 'email',
};

/** What callers say when a username or an e-mail address is already taken. */
export type TakenMessages = Record<'username' | 'email', string>;

/** The fields of an account other modules may set. */
export type UserChanges = Partial<
  Pick<
    User,
    | 'username'
    | 'email'
    | 'passwordHash'
    | 'isAdmin'
    | 'emailVerified'
    | 'suspended'
    | 'notes'
    | 'preferences'
    | 'lastLoginAt'
  >
>;

/**
 * The accounts (table `app_user`). Other modules read and change accounts only through this service.
 * Methods that take an EntityManager run inside the caller's transaction.
 */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: SessionsService,
  ) {}

  private repo(m?: EntityManager): Repository<User> {
    return m ? m.getRepository(User) : this.users;
  }

  findById(id: string, m?: EntityManager): Promise<User | null> {
    return this.repo(m).findOneBy({ id });
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

  findByEmail(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email })
      .getOne();
  }

  /** The account whose address is `email` (without regard to case), only while it is verified. */
  findByVerifiedEmail(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email })
      .andWhere('u.emailVerified = true')
      .getOne();
  }

  /**
   * Creates an account. A username or e-mail address that another account has (the unique indexes
   * decide, also for two requests at once) is a 409 with the caller's message.
   */
  async create(fields: UserChanges & Pick<User, 'username' | 'email'>, taken: TakenMessages) {
    try {
      return await this.users.save(this.users.create(fields));
    } catch (err) {
      throw this.conflict(err, taken);
    }
  }

  /** Changes an account (only the fields given); a taken username or address is a 409 as in create(). */
  async update(
    id: string,
    changes: UserChanges,
    taken?: TakenMessages,
    m?: EntityManager,
  ): Promise<void> {
    if (!Object.keys(changes).length) return;
    try {
      await this.repo(m).update({ id }, changes as QueryDeepPartialEntity<User>);
    } catch (err) {
      throw taken ? this.conflict(err, taken) : err;
    }
  }

  private conflict(err: unknown, taken: TakenMessages): unknown {
    const field = UNIQUE_FIELDS[(err as { constraint?: string }).constraint ?? ''];
    return field ? new ConflictException(taken[field]) : err;
  }

  /** Deletes an account and ends its sessions; rows that reference it cascade or are unlinked. */
  async delete(id: string): Promise<void> {
    await this.users.delete({ id });
    await this.sessions.end({ userId: id });
  }

  /**
   * Suspends or reinstates an account. Suspension ends all of the user's sessions at once (and the
   * per-request user loader refuses any request that was already under way).
   */
  async setSuspended(userId: string, suspended: boolean): Promise<void> {
    await this.users.update({ id: userId }, { suspended });
    if (suspended) await this.sessions.end({ userId });
  }

  async recordLogin(userId: string, newHash?: string): Promise<void> {
    await this.users.update(
      { id: userId },
      { lastLoginAt: new Date(), ...(newHash ? { passwordHash: newHash } : {}) },
    );
  }

  /** Whether the site has an administrator at all. */
  hasAdministrator(): Promise<boolean> {
    return this.users.existsBy({ isAdmin: true });
  }
}
