import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(path.join(tmpdir(), 'bb-config-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('gives safe development defaults and generates a session secret once, kept in DATA_DIR', () => {
    const a = loadConfig({ DATA_DIR: dataDir });
    expect(a).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      dataDir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      publicOrigin: 'http://localhost:3000',
      secureCookies: false,
      smtpUrl: undefined,
      logLevel: 'info',
    });
    expect(a.sessionSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).sessionSecret).toBe(a.sessionSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(a.sessionSecret);
  });

  it('derives the public origin and secure cookies from an https PUBLIC_URL', () => {
    const c = loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://bridges.example.org/',
      TRUST_PROXY: '1',
    });
    expect(c.publicUrl).toBe('https://bridges.example.org');
    expect(c.publicOrigin).toBe('https://bridges.example.org');
    expect(c.secureCookies).toBe(true);
    expect(c.trustProxy).toBe(1);
  });

  it('refuses an https PUBLIC_URL without TRUST_PROXY, saying what to set', () => {
    // Behind a TLS-terminating proxy that Express does not trust, the Secure session cookie is never
    // set: sign-in would look successful and every call after it would answer 401.
    for (const trust of [undefined, 'false']) {
      let error: ConfigError | undefined;
      try {
        loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://x.example', TRUST_PROXY: trust });
      } catch (e) {
        error = e as ConfigError;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect(error!.problems).toEqual([
        expect.stringMatching(/^PUBLIC_URL is https.*TRUST_PROXY=1/),
      ]);
    }
    expect(
      loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://x.example', TRUST_PROXY: '10.0.0.0/8' })
        .trustProxy,
    ).toBe('10.0.0.0/8');
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://x.example' }).trustProxy).toBe(
      false,
    );
  });

  it('requires SESSION_SECRET, TWO_FACTOR_KEY and PUBLIC_URL in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
    } catch (e) {
      expect((e as ConfigError).problems).toEqual([
        'PUBLIC_URL is required in production (e.g. https://example.org)',
        'SESSION_SECRET is required in production (at least 32 random characters, e.g. `openssl rand -base64 48`)',
        'TWO_FACTOR_KEY is required in production (at least 32 random characters, e.g. `openssl rand -base64 48`); it encrypts the two-factor keys',
      ]);
    }
    const ok = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://x.example',
      SESSION_SECRET: 's'.repeat(48),
      TWO_FACTOR_KEY: 't'.repeat(48),
      TRUST_PROXY: '1',
    });
    expect(ok.sessionSecret).toBe('s'.repeat(48));
    expect(ok.twoFactorKey).toBe('t'.repeat(48));
  });

  it('lists every invalid value at once with a clear message', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'not a url',
        LOG_LEVEL: 'loud',
        SESSION_SECRET: 'short',
        TWO_FACTOR_KEY: 'short',
        TWO_FACTOR_KEY_PREVIOUS: 'also short',
        NODE_ENV: 'staging',
      });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error?.problems).toEqual([
      'NODE_ENV must be one of development, production, test (got "staging")',
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'DATABASE_URL must use postgres: or postgresql: (got "mysql:")',
      'SMTP_URL must be an absolute URL (got "not a url")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'SESSION_SECRET must be at least 32 characters',
      'TWO_FACTOR_KEY must be at least 32 characters',
      'TWO_FACTOR_KEY_PREVIOUS must be at least 32 characters',
    ]);
    expect(error?.message).toContain('Invalid configuration:');
  });

  it('reads the inquiry notification address and the sample-content switch', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir });
    expect(defaults.notificationEmail).toBeUndefined();
    expect(defaults.seedSampleContent).toBe(true);
    const set = loadConfig({
      DATA_DIR: dataDir,
      NOTIFICATION_EMAIL: ' bookings@bridges.example.org ',
      SEED_SAMPLE_CONTENT: 'false',
    });
    expect(set.notificationEmail).toBe('bookings@bridges.example.org');
    expect(set.seedSampleContent).toBe(false);
    for (const [raw, value] of [
      ['0', false],
      ['FALSE', false],
      ['1', true],
      ['true', true],
      ['', true],
    ] as const)
      expect(loadConfig({ DATA_DIR: dataDir, SEED_SAMPLE_CONTENT: raw }).seedSampleContent).toBe(
        value,
      );

    let error: ConfigError | undefined;
    try {
      loadConfig({ DATA_DIR: dataDir, NOTIFICATION_EMAIL: 'team', SEED_SAMPLE_CONTENT: 'no' });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error?.problems).toEqual([
      'NOTIFICATION_EMAIL must be an e-mail address (got "team")',
      'SEED_SAMPLE_CONTENT must be true, false, 1 or 0 (got "no")',
    ]);
  });

  it('reads MAIL_MAINTENANCE_SECONDS (15 s by default) and refuses anything but 1 to 300', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).mailMaintenanceSeconds).toBe(15);
    expect(
      loadConfig({ DATA_DIR: dataDir, MAIL_MAINTENANCE_SECONDS: '2' }).mailMaintenanceSeconds,
    ).toBe(2);
    for (const raw of ['0', '301', 'soon']) {
      let error: ConfigError | undefined;
      try {
        loadConfig({ DATA_DIR: dataDir, MAIL_MAINTENANCE_SECONDS: raw });
      } catch (e) {
        error = e as ConfigError;
      }
      expect(error?.problems).toEqual([
        `MAIL_MAINTENANCE_SECONDS must be a whole number from 1 to 300 (got "${raw}")`,
      ]);
    }
  });

  it('reads INBOUND_IMAP_POLL_SECONDS (60 s by default) and refuses anything but 1 to 3600', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).inboundMail.imapPollSeconds).toBe(60);
    expect(
      loadConfig({ DATA_DIR: dataDir, INBOUND_IMAP_POLL_SECONDS: '5' }).inboundMail.imapPollSeconds,
    ).toBe(5);
    for (const raw of ['0', '3601', 'often']) {
      let error: ConfigError | undefined;
      try {
        loadConfig({ DATA_DIR: dataDir, INBOUND_IMAP_POLL_SECONDS: raw });
      } catch (e) {
        error = e as ConfigError;
      }
      expect(error?.problems).toEqual([
        `INBOUND_IMAP_POLL_SECONDS must be a whole number from 1 to 3600 (got "${raw}")`,
      ]);
    }
  });

  it('refuses an INBOUND_IMAP_URL it cannot read without repeating it (it holds a password)', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({
        DATA_DIR: dataDir,
        INBOUND_ADDRESS: 'replies@org.example',
        INBOUND_IMAP_URL: 'imaps://replies:Secret pass@[imap.example.org/INBOX',
      });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error?.problems).toHaveLength(1);
    expect(error?.problems[0]).toMatch(/^INBOUND_IMAP_URL must be an absolute URL/);
    expect(error?.message).not.toContain('Secret');
  });

  it('reads the mail delivery settings: 3 SMTP connections, 100 messages each, one delivery per connection', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      mailSmtpConnections: 3,
      mailSmtpMaxMessages: 100,
      mailConcurrency: 3,
    });
    // MAIL_CONCURRENCY follows MAIL_SMTP_CONNECTIONS unless it is set.
    expect(loadConfig({ DATA_DIR: dataDir, MAIL_SMTP_CONNECTIONS: '5' })).toMatchObject({
      mailSmtpConnections: 5,
      mailConcurrency: 5,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        MAIL_SMTP_CONNECTIONS: '1',
        MAIL_SMTP_MAX_MESSAGES: '1',
        MAIL_CONCURRENCY: '8',
      }),
    ).toMatchObject({
      mailSmtpConnections: 1,
      mailSmtpMaxMessages: 1,
      mailConcurrency: 8,
    });
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir,
        MAIL_SMTP_CONNECTIONS: '0',
        MAIL_SMTP_MAX_MESSAGES: 'many',
        MAIL_CONCURRENCY: '101',
      }),
    ).toThrow(
      expect.objectContaining({
        problems: [
          'MAIL_SMTP_CONNECTIONS must be a whole number from 1 to 50 (got "0")',
          'MAIL_SMTP_MAX_MESSAGES must be a whole number from 1 to 10000 (got "many")',
          'MAIL_CONCURRENCY must be a whole number from 1 to 100 (got "101")',
        ],
      }),
    );
  });

  it('takes the first administrator from ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).bootstrapAdmin).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        ADMIN_USERNAME: ' founder ',
        ADMIN_EMAIL: 'Founder@Example.org',
        ADMIN_PASSWORD: 'Granite-Heron-204',
      }).bootstrapAdmin,
    ).toEqual({
      username: 'founder',
      email: 'founder@example.org',
      password: 'Granite-Heron-204',
    });
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dataDir, ...env });
        return [];
      } catch (e) {
        return (e as ConfigError).problems;
      }
    };
    expect(problems({ ADMIN_USERNAME: 'founder' })).toEqual([
      'ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD go together (missing: ADMIN_EMAIL, ADMIN_PASSWORD)',
    ]);
    expect(
      problems({ ADMIN_USERNAME: 'a b', ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'qwertyuiop' }),
    ).toEqual([
      'ADMIN_USERNAME may contain only letters, numbers, dots, hyphens and underscores',
      'ADMIN_EMAIL must be an e-mail address (got "nope")',
      'ADMIN_PASSWORD is one of the most commonly used passwords; choose a less common one',
    ]);
    expect(
      problems({
        ADMIN_USERNAME: 'founder',
        ADMIN_EMAIL: 'f@example.org',
        ADMIN_PASSWORD: 'short',
      }),
    ).toEqual(['ADMIN_PASSWORD must be 8 to 128 characters']);
  });
});
