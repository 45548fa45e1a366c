import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Cookie } from '@playwright/test';
import { queryProduct } from './database';

export interface Account {
  username: string;
  email: string;
  password: string;
}

/**
 * One verified member for the member-area specs of this run (registering is limited per address
 * and hour): the first spec to need it registers it through the API and marks its address
 * verified; the others read it from a file next to the run's mailbox.
 */
export async function memberAccount(request: APIRequestContext): Promise<Account> {
  const file = path.join(path.dirname(process.env.E2E_MAILBOX ?? '.'), 'member-account.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Account;
  const username = `member${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = {
    username,
    email: `${username}@example.org`,
    password: 'Bridges-and-ramps-42',
  };
  const response = await request.post('/api/register', {
    data: { ...account, isAdmin: false },
  });
  expect(response.status(), await response.text()).toBe(201);
  await queryProduct('UPDATE app_user SET email_verified = true WHERE username = $1', [username]);
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
