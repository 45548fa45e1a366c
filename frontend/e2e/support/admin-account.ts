import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, type APIRequestContext, type BrowserContext, type Cookie } from '@playwright/test';
import { signInCookies, type Account } from './member-account';
import { queryProduct } from './database';
import { runCommand } from './product';

/**
 * A verified administrator for the admin-panel specs, one per worker (like memberAccount): the first
 * spec of a worker that needs it creates it with the product's own create-admin command; the worker's
 * other specs read it from a file next to the run's mailbox. Administrators' sessions are separate
 * from the member's, so a spec may use both.
 */
export function adminAccount(): Account {
  const worker = process.env.TEST_PARALLEL_INDEX ?? '0';
  const file = path.join(
    path.dirname(process.env.E2E_MAILBOX ?? '.'),
    `admin-account-${worker}.json`,
  );
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Account;
  const username = `admin${worker}${Date.now().toString(36)}`;
  const account = {
    username,
    email: `${username}@example.org`,
    password: 'Admin-bridges-and-ramps-42',
  };
  runCommand('create-admin', [account.username, account.email], {
    ADMIN_PASSWORD: account.password,
  });
  writeFileSync(file, JSON.stringify(account));
  return account;
}

/**
 * The administrator's session cookies, signed in once per worker and kept in a file for the
 * worker's other admin specs: the server allows 30 sign-ins per client address in 15 minutes, and
 * the whole run signs in from one address. An administrator's session lasts 12 hours.
 */
export async function adminCookies(context: BrowserContext): Promise<Cookie[]> {
  const worker = process.env.TEST_PARALLEL_INDEX ?? '0';
  const file = path.join(
    path.dirname(process.env.E2E_MAILBOX ?? '.'),
    `admin-cookies-${worker}.json`,
  );
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Cookie[];
  const cookies = await signInCookies(context, adminAccount());
  writeFileSync(file, JSON.stringify(cookies));
  return cookies;
}

/**
 * Signs every test of the spec file in as the worker's administrator. `prepare` runs once before
 * them, signed in, for data the file's tests need. Call it at the top of the spec file.
 */
export function signedInAsAdmin(prepare?: (request: APIRequestContext) => Promise<void>): void {
  let cookies: Cookie[];
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    cookies = await adminCookies(context);
    if (prepare) {
      await context.addCookies(cookies);
      await prepare(context.request);
    }
    await context.close();
  });
  test.beforeEach(async ({ context }) => {
    await context.addCookies(cookies);
  });
}

/**
 * A verified member of a test's own (never the worker's shared memberAccount, which other specs
 * use): made with the product's create-admin command (registering is limited per address and
 * hour), then demoted to a plain member. For tests that suspend, message or otherwise change it.
 */
export async function throwawayMember(label: string): Promise<Account> {
  const username = `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const account = {
    username,
    email: `${username}@example.org`,
    password: 'Throwaway-ramps-42',
  };
  runCommand('create-admin', [account.username, account.email], {
    ADMIN_PASSWORD: account.password,
  });
  await queryProduct('UPDATE app_user SET is_admin = false WHERE username = $1', [username]);
  return account;
}

/**
 * A verified staff member of a test's own holding `roles` (issue 45; not the administrator role):
 * a throwaway member given the roles in the database, as an administrator would give them.
 */
export async function throwawayStaff(
  label: string,
  roles: readonly ('editor' | 'inbox' | 'newsletter' | 'contributor')[],
): Promise<Account> {
  const account = await throwawayMember(label);
  await queryProduct('UPDATE app_user SET staff_roles = $2 WHERE username = $1', [
    account.username,
    roles,
  ]);
  return account;
}
