import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { comingSoonCommand } from '../src/cli/coming-soon';
import { createTestApp, TestApp } from './support/test-app';

describe('npm run coming-soon', () => {
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
  const env = () => ({ NODE_ENV: 'test', DATABASE_URL: t.config.databaseUrl, DATA_DIR: dataDir });

  it('turns coming-soon mode on and off for the running site', async () => {
    expect(await comingSoonCommand('on', env())).toBe('Coming-soon mode is on.');
    await request(t.http).get('/api/coming-soon-status').expect(200, { enabled: true });
    expect(await comingSoonCommand('status', env())).toBe('Coming-soon mode is on.');
    expect(await comingSoonCommand('off', env())).toBe('Coming-soon mode is off.');
    await request(t.http).get('/api/coming-soon-status').expect(200, { enabled: false });
  });

  it('explains its usage for anything else', async () => {
    await expect(comingSoonCommand('maybe', env())).rejects.toThrow(
      'Usage: npm run coming-soon -- on|off|status',
    );
    await expect(comingSoonCommand(undefined, env())).rejects.toThrow(/Usage/);
  });
});
