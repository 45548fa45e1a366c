import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Cookie } from '@playwright/test';
import { queryProduct } from './database';
import { runCommand } from './product';

export interface Account {
  username: string;
  email: string;
  password: string;
}

/**
 * A verified member for the member-area specs, one per worker (workers run spec files side by side,
 * and one member's settings or bookings must not change under another spec's feet). The first spec
 * of a worker to need it creates it with the product's own create-admin command (registering is
 * limited to 5 accounts per address and hour) and makes it a plain member; the worker's other specs
 * read it from a file next to the run's mailbox.
 */
export async function memberAccount(): Promise<Account> {
  const worker = process.env.TEST_PARALLEL_INDEX ?? '0';
  const file = path.join(
    path.dirname(process.env.E2E_MAILBOX ?? '.'),
    `member-account-${worker}.json`,
  );
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Account;
  const username = `member${worker}${Date.now().toString(36)}`;
  const account = {
    username,
    email: `${username}@example.org`,
    password: 'Bridges-and-ramps-42',
  };
  runCommand('create-admin', [account.username, account.email], {
    ADMIN_PASSWORD: account.password,
  });
  await queryProduct('UPDATE app_user SET is_admin = false WHERE username = $1', [username]);
  writeFileSync(file, JSON.stringify(account));
  return account;
}

/** Signs the account in once; each test's context gets the session cookies. */
export async function signInCookies(context: BrowserContext, account: Account): Promise<Cookie[]> {
  const response = await context.request.post('/api/login', {
    data: { username: account.username, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return context.cookies();
}
