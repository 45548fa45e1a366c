import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { PublicUser } from '../auth/request-user';
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

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** By username, without regard to case; with the password hash (for sign-in). */
  findByUsernameWithHash(username: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.username) = lower(:username)', { username })
      .getOne();
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

  /** Ends every session of a user (except `exceptSid`): their rows leave the session store. */
  async endSessions(userId: string, exceptSid?: string): Promise<number> {
    // A DELETE answers [rows, count].
    const [, count] = (await this.dataSource.query(
      `DELETE FROM session WHERE sess->>'userId' = $1 AND sid <> $2`,
      [userId, exceptSid ?? ''],
    )) as [unknown[], number];
    return count;
  }

  /**
   * Suspends or reinstates an account. Suspension ends all of the user's sessions at once (and the
   * per-request user loader refuses any request that was already under way).
   */
  async setSuspended(userId: string, suspended: boolean): Promise<void> {
    await this.users.update({ id: userId }, { suspended });
    if (suspended) await this.endSessions(userId);
  }

  async recordLogin(userId: string, newHash?: string): Promise<void> {
    await this.users.update(
      { id: userId },
      { lastLoginAt: new Date(), ...(newHash ? { passwordHash: newHash } : {}) },
    );
  }
}
