import { DataSource } from 'typeorm';
import { hashPassword } from './password';
import { User } from './user.entity';

export interface AdminAccountInput {
  username: string;
  email: string;
  /** Required to create an account; when promoting, replaces the password if given. */
  password?: string;
}

export interface AdminAccountResult {
  action: 'created' | 'promoted';
  user: User;
  /** An existing account got a new password: the caller ends its sessions (SessionsService.end). */
  passwordChanged: boolean;
}

/**
 * Creates an administrator, or promotes the existing account with that username or e-mail address
 * (both compared without regard to case). The account counts as verified: whoever runs this vouches
 * for the address. When it gives an existing account a new password, the caller ends that
 * account's sessions (`passwordChanged`).
 */
export async function createOrPromoteAdmin(
  dataSource: DataSource,
  input: AdminAccountInput,
): Promise<AdminAccountResult> {
  const email = input.email.trim().toLowerCase();
  const username = input.username.trim();
  const repo = dataSource.getRepository(User);
  const matches = await repo
    .createQueryBuilder('u')
    .where('lower(u.username) = lower(:username) OR lower(u.email) = :email', { username, email })
    .getMany();
  if (matches.length > 1)
    throw new Error(
      `The username "${username}" and the e-mail address ${email} belong to two different accounts.`,
    );
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const existing = matches[0];
  if (existing) {
    await repo.update(
      { id: existing.id },
      {
        isAdmin: true,
        emailVerified: true,
        suspended: false,
        ...(passwordHash ? { passwordHash } : {}),
      },
    );
    return {
      action: 'promoted',
      user: (await repo.findOneBy({ id: existing.id }))!,
      passwordChanged: !!passwordHash,
    };
  }
  if (!passwordHash) throw new Error('A password is needed to create a new administrator.');
  const user = await repo.save(
    repo.create({ username, email, passwordHash, isAdmin: true, emailVerified: true }),
  );
  return { action: 'created', user, passwordChanged: false };
}
