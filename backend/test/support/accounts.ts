import type { StaffRoleCode, StoredStaffRoleCode } from '@bb/shared/staff-roles';
import request from 'supertest';
import { hashPassword } from '../../src/users/password';
import { User } from '../../src/users/user.entity';
import type { ReceivedMail } from './smtp';
import { linkIn } from './smtp';
import type { TestApp } from './test-app';

export const PASSWORD = 'Violet-Harbour-42';

export interface NewUser {
  username?: string;
  email?: string;
  password?: string | null;
  isAdmin?: boolean;
  /** Staff roles (@bb/shared/staff-roles); 'administrator' is isAdmin, the others are stored beside it. */
  roles?: StaffRoleCode[];
  emailVerified?: boolean;
  suspended?: boolean;
}

let counter = 0;

/** Inserts an account directly (verified member with PASSWORD unless told otherwise). */
export async function createUser(t: TestApp, fields: NewUser = {}): Promise<User> {
  counter += 1;
  const username = fields.username ?? `member${counter}`;
  const repo = t.dataSource.getRepository(User);
  const saved = await repo.save(
    repo.create({
      username,
      email: fields.email ?? `${username.toLowerCase()}@example.org`,
      passwordHash:
        fields.password === null ? null : await hashPassword(fields.password ?? PASSWORD),
      isAdmin: fields.isAdmin ?? fields.roles?.includes('administrator') ?? false,
      staffRoles: (fields.roles ?? []).filter(
        (r): r is StoredStaffRoleCode => r !== 'administrator',
      ),
      emailVerified: fields.emailVerified ?? true,
      suspended: fields.suspended ?? false,
    }),
  );
  return saved;
}

/** A supertest agent (keeps cookies) signed in as `username`. */
export async function signedIn(
  t: TestApp,
  username: string,
  password = PASSWORD,
): Promise<ReturnType<typeof request.agent>> {
  const agent = request.agent(t.http);
  await agent.post('/api/login').send({ username, password }).expect(200);
  return agent;
}

/** The session id in a Set-Cookie answer, or undefined. */
export function sessionIdOf(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const sid = cookies.find((c) => c.startsWith('sid='));
  if (!sid) return undefined;
  const value = decodeURIComponent(sid.slice(4).split(';')[0]);
  return value.slice(2, value.lastIndexOf('.')); // "s:<id>.<signature>"
}

/** The token of the first link in `mail` that starts with `prefix`. */
export function tokenIn(mail: ReceivedMail, prefix: string): string {
  return new URL(linkIn(mail, prefix)).searchParams.get('token')!;
}

export async function sessionCount(t: TestApp, userId: string): Promise<number> {
  const [{ n }] = await t.dataSource.query(
    `SELECT count(*)::int AS n FROM session WHERE sess->>'userId' = $1`,
    [userId],
  );
  return n as number;
}
