import request from 'supertest';
import { AUTH_LIMITS, AUTH_MESSAGES } from '../src/auth/auth-messages';
import { createUser, PASSWORD } from './support/accounts';
import { TestSmtpServer } from './support/smtp';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Brute force stays expensive, but nobody can lock a member out: failures count per account name
 * *and* client address (docs/decisions.md, "Sign-in limits without a lock-out"). Clients are told
 * apart by the address a trusted proxy reports (X-Forwarded-For).
 */
describe('sign-in and reset limits without a lock-out button', () => {
  let t: TestApp;
  const smtp = new TestSmtpServer();

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ TRUST_PROXY: 'true', SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  const login = (from: string, username: string, password: string) =>
    request(t.http).post('/api/login').set('X-Forwarded-For', from).send({ username, password });

  it('failures from one address block that address only: the member signs in from their own', async () => {
    await createUser(t, { username: 'victim' });
    for (let i = 0; i < AUTH_LIMITS.loginPerClient.limit; i++)
      await login('203.0.113.9', 'victim', `guess-${i}`).expect(401);
    const blocked = await login('203.0.113.9', 'victim', 'another-guess').expect(429);
    expect(blocked.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyLogins });
    // The attacker's address waits, even with the right password...
    await login('203.0.113.9', 'victim', PASSWORD).expect(429);
    // ...while the member, elsewhere, is not locked out.
    await login('198.51.100.7', 'victim', PASSWORD).expect(200);
  });

  it('an account attacked from many addresses gives each one guess; the right password from a clean client still works', async () => {
    await createUser(t, { username: 'target' });
    const attackers = Array.from(
      { length: AUTH_LIMITS.loginUnderAttack.limit },
      (_, i) => `192.0.2.${i + 1}`,
    );
    for (const address of attackers) await login(address, 'target', 'wrong').expect(401);
    // Under attack: an address that already failed on the account is refused at once...
    const res = await login(attackers[0], 'target', 'wrong-again').expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await login(attackers[1], 'target', PASSWORD).expect(429);
    // ...a fresh address gets exactly one guess...
    await login('192.0.2.200', 'target', 'wrong').expect(401);
    await login('192.0.2.200', 'target', 'wrong').expect(429);
    // ...and the member, from a client without failures, signs in.
    await login('198.51.100.8', 'target', PASSWORD).expect(200);
    // Other accounts are not affected.
    await createUser(t, { username: 'bystander2' });
    await login(attackers[0], 'bystander2', PASSWORD).expect(200);
  });

  const forgot = (from: string, email: string) =>
    request(t.http).post('/api/forgot-password').set('X-Forwarded-For', from).send({ email });

  it('reset mails: one address cannot flood an inbox, nor stop the owner from getting a link', async () => {
    const owner = await createUser(t, { username: 'resetowner' });
    for (let i = 0; i < AUTH_LIMITS.mailPerClient.limit; i++)
      await forgot('203.0.113.50', owner.email).expect(200);
    const refused = await forgot('203.0.113.50', owner.email).expect(429);
    expect(refused.body.message).toBe(AUTH_MESSAGES.tooManyMails);
    // The owner asks from their own address and gets the mail.
    const before = smtp.to(owner.email).length;
    await forgot('198.51.100.20', owner.email).expect(200);
    await smtp.waitFor(owner.email, () => smtp.to(owner.email).length > before);
  });

  it('reset mails asked for from many addresses: each gets one, the owner still gets theirs', async () => {
    const owner = await createUser(t, { username: 'resetowner2' });
    for (let i = 0; i < AUTH_LIMITS.mailUnderAttack.limit; i++)
      await forgot(`192.0.2.${100 + i}`, owner.email).expect(200);
    await forgot('192.0.2.100', owner.email).expect(429);
    await forgot('198.51.100.21', owner.email).expect(200);
    await forgot('198.51.100.21', owner.email).expect(429);
  });
});
