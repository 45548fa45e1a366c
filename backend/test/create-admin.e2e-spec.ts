import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createAdminCommand } from '../src/cli/create-admin';
import { User } from '../src/users/user.entity';
import { createUser, PASSWORD, sessionCount, signedIn } from './support/accounts';
import { createTestApp, TestApp } from './support/test-app';

const ADMIN_PASSWORD = 'Granite-Heron-204';

describe('the first administrator', () => {
  describe('npm run create-admin', () => {
    let t: TestApp;
    let dataDir: string;
    beforeAll(async () => {
      t = await createTestApp();
      dataDir = mkdtempSync(path.join(tmpdir(), 'bb-cli-'));
    });
    afterAll(async () => {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const env = (extra: Record<string, string> = {}) => ({
      NODE_ENV: 'test',
      DATABASE_URL: t.config.databaseUrl,
      DATA_DIR: dataDir,
      ...extra,
    });
    const byName = (username: string) =>
      t.dataSource.getRepository(User).findOneByOrFail({ username });

    it('creates a verified administrator who can sign in', async () => {
      const message = await createAdminCommand(['Ada', 'Ada@Example.org'], {
        env: env({ ADMIN_PASSWORD }),
      });
      expect(message).toBe(
        'Administrator Ada <ada@example.org> created. Sign in at http://localhost:3000/login.',
      );
      expect(await byName('Ada')).toMatchObject({
        email: 'ada@example.org',
        isAdmin: true,
        emailVerified: true,
        suspended: false,
      });
      const res = await request(t.http)
        .post('/api/login')
        .send({ username: 'ada', password: ADMIN_PASSWORD })
        .expect(200);
      expect(res.body.isAdmin).toBe(true);
    });

    it('asks for the password (twice) when ADMIN_PASSWORD is not set', async () => {
      const answers = ['Copper-Finch-771', 'Copper-Finch-771'];
      const asked: string[] = [];
      await createAdminCommand(['asked', 'asked@example.org'], {
        env: env(),
        ask: async (prompt) => {
          asked.push(prompt);
          return answers.shift()!;
        },
      });
      expect(asked).toHaveLength(2);
      await request(t.http)
        .post('/api/login')
        .send({ username: 'asked', password: 'Copper-Finch-771' })
        .expect(200);
      await expect(
        createAdminCommand(['other', 'other@example.org'], {
          env: env(),
          ask: async (prompt) =>
            prompt.startsWith('Repeat') ? 'Second-Guess-22' : 'First-Guess-11',
        }),
      ).rejects.toThrow('The two passwords differ. Nothing was changed.');
    });

    it('promotes an existing member (found by username or e-mail), keeping the password unless given', async () => {
      const member = await createUser(t, { username: 'promoteMe', emailVerified: false });
      const message = await createAdminCommand(['someone-else', 'PROMOTEME@example.org'], {
        env: env(),
      });
      expect(message).toBe('promoteMe <promoteme@example.org> is now an administrator.');
      expect(await byName('promoteMe')).toMatchObject({ isAdmin: true, emailVerified: true });
      const agent = await signedIn(t, 'promoteMe', PASSWORD);
      expect(await sessionCount(t, member.id)).toBe(1);

      await createAdminCommand(['promoteme', 'unused@example.org'], {
        env: env({ ADMIN_PASSWORD }),
      });
      expect(await sessionCount(t, member.id)).toBe(0); // a new password ends the sessions
      await agent.get('/api/user').expect(401);
      await signedIn(t, 'promoteMe', ADMIN_PASSWORD);
    });

    it('refuses bad input with its usage and changes nothing', async () => {
      await expect(createAdminCommand([], { env: env() })).rejects.toThrow(
        /Usage: npm run create-admin -- <username> <email>/,
      );
      await expect(
        createAdminCommand(['ab', 'not-an-email'], { env: env({ ADMIN_PASSWORD: 'short' }) }),
      ).rejects.toThrow(
        /username must be 3 to 50 characters[\s\S]*email must be an e-mail address[\s\S]*password must be 8 to 128 characters/,
      );
      await expect(
        createAdminCommand(['newbie', 'newbie@example.org'], {
          env: env({ ADMIN_PASSWORD: 'password123' }),
        }),
      ).rejects.toThrow(/most commonly used/);
      await expect(
        createAdminCommand(['newbie', 'newbie@example.org'], { env: env() }),
      ).rejects.toThrow('A password is needed to create a new administrator.');
      await createUser(t, { username: 'left', email: 'left@example.org' });
      await createUser(t, { username: 'right', email: 'right@example.org' });
      await expect(
        createAdminCommand(['left', 'right@example.org'], { env: env() }),
      ).rejects.toThrow(/belong to two different accounts/);
      expect(await t.dataSource.getRepository(User).findOneBy({ username: 'newbie' })).toBeNull();
    });
  });

  describe('ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD at first start', () => {
    const vars = {
      ADMIN_USERNAME: 'founder',
      ADMIN_EMAIL: 'founder@example.org',
      ADMIN_PASSWORD,
    };

    it('creates the administrator while the site has none, and never again', async () => {
      const t = await createTestApp(vars);
      try {
        const admins = () => t.dataSource.getRepository(User).findBy({ isAdmin: true });
        expect(await admins()).toMatchObject([
          { username: 'founder', email: 'founder@example.org', emailVerified: true },
        ]);
        await request(t.http)
          .post('/api/login')
          .send({ username: 'founder', password: ADMIN_PASSWORD })
          .expect(200);

        // A second instance on the same database with other values changes nothing.
        const second = await createTestApp({
          DATABASE_URL: t.config.databaseUrl!,
          ADMIN_USERNAME: 'intruder',
          ADMIN_EMAIL: 'intruder@example.org',
          ADMIN_PASSWORD: 'Another-Admin-903',
        });
        await second.close(); // drops only the unused database it made for itself
        expect((await admins()).map((a) => a.username)).toEqual(['founder']);
      } finally {
        await t.close();
      }
    });
  });
});
