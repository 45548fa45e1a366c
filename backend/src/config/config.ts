import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AUDIT_RETENTION_DAYS_DEFAULT } from '@bb/shared/admin';
import { DEFAULT_NEWSLETTER_RATE_PER_MINUTE, NEWSLETTER_RATE_LIMITS } from '@bb/shared/newsletter';
import { isEmail } from 'class-validator';
import { adminAccountProblems } from '../credentials/account-rules';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** The validated, typed configuration of one app instance. Built once at start from the environment. */
export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Absolute path of the data directory (embedded PostgreSQL, generated secrets, mail files, uploads). */
  dataDir: string;
  /** Connection string of an external PostgreSQL; undefined means "start the embedded one". */
  databaseUrl?: string;
  /** Origin and base path the public reaches the site at; every link in an e-mail starts with it. */
  publicUrl: string;
  /** Origin of publicUrl, e.g. "https://example.org"; the only Origin accepted on state-changing requests. */
  publicOrigin: string;
  /** True when publicUrl is https: cookies get Secure and the __Host- prefix, HSTS is sent. */
  secureCookies: boolean;
  sessionSecret: string;
  /**
   * The secret the two-factor keys are encrypted under at rest (TWO_FACTOR_KEY; AES-256-GCM with a
   * key derived from it). Production must be given it; development generates one once.
   */
  twoFactorKey: string;
  /**
   * TWO_FACTOR_KEY_PREVIOUS while rotating TWO_FACTOR_KEY: keys still encrypted under it are read,
   * and re-encrypted under the new one at start (docs/operations.md).
   */
  twoFactorPreviousKey?: string;
  smtpUrl?: string;
  mailFrom: string;
  logLevel: LogLevel;
  /** Express "trust proxy" setting: how many proxy hops (or which addresses) to trust for client IPs. */
  trustProxy: boolean | number | string;
  /** Directory of the built frontend (index.html + assets); undefined when it has not been built. */
  frontendDist?: string;
  /** Seconds pg-boss waits before retrying a mail that could not be delivered. */
  mailRetryDelaySeconds: number;
  /**
   * How often the mail queue's maintenance runs (one instance at a time): it notices deliveries cut
   * short by a crash once their job has expired, and schedules their retry.
   */
  mailMaintenanceSeconds: number;
  /**
   * SMTP connections one instance keeps open to SMTP_URL at most (MAIL_SMTP_CONNECTIONS): a pool that
   * every delivery shares, account mail included. Providers limit simultaneous connections.
   */
  mailSmtpConnections: number;
  /** Messages a pooled connection carries before it is closed and a new one opened. */
  mailSmtpMaxMessages: number;
  /**
   * Messages other than account mail one instance delivers at once (MAIL_CONCURRENCY; by default one
   * per SMTP connection). Account mail has workers of its own (docs/decisions.md, "Mail delivery").
   */
  mailConcurrency: number;
  /**
   * Where notifications of new inquiries go; undefined means the organisation's e-mail address from
   * the site details (an administrator may change that at any time).
   */
  notificationEmail?: string;
  /** Whether the sample content (testimonials, carousel slides) is added once to a new database. */
  seedSampleContent: boolean;
  /**
   * Whether the public answers kept in memory are sent before Express (PUBLIC_FAST_PATH, default
   * true; src/public-answer-cache/README.md). Off, Express and the controllers send the same bytes.
   */
  publicFastPath: boolean;
  /**
   * The first administrator, created at start while the site has none (ADMIN_USERNAME, ADMIN_EMAIL,
   * ADMIN_PASSWORD, all three or none).
   */
  bootstrapAdmin?: { username: string; email: string; password: string };
  /** Days the audit trail and the sign-in history are kept (AUDIT_RETENTION_DAYS, default 365). */
  auditRetentionDays: number;
  /** Newsletter messages a minute until /admin/settings says otherwise (NEWSLETTER_RATE_PER_MINUTE, default 60). */
  newsletterRatePerMinute: number;
  /** Where uploaded images are kept (DESIGN.md, "Uploads"): local disk unless S3_BUCKET is set. */
  uploadStorage: UploadStorageConfig;
  /** Customers' e-mail answers coming back into their conversations (docs/operations.md, "Inbound mail"). */
  inboundMail: InboundMailConfig;
}

/**
 * The ways customers' e-mail answers come in (issue 46). Without INBOUND_ADDRESS nothing comes in and
 * mail about inquiries keeps Reply-To the notification address.
 */
export interface InboundMailConfig {
  /**
   * INBOUND_ADDRESS, e.g. "replies@org.example": mail about an inquiry has Reply-To
   * "replies+<tag>@org.example". Undefined: no inbound mail.
   */
  address?: string;
  /** INBOUND_IMAP_URL: `imaps://user:password@host[:port]/INBOX`, a mailbox the app reads (IDLE where offered). */
  imapUrl?: URL;
  /** INBOUND_IMAP_DONE_FOLDER: where a handled message is moved (default "Processed"; created when missing). */
  imapDoneFolder: string;
  /**
   * INBOUND_IMAP_POLL_SECONDS: how often the reader looks at the mailbox without news from IDLE (and
   * how soon another instance takes over reading after the one reading stops); default 60.
   */
  imapPollSeconds: number;
  /** INBOUND_SMTP_PORT: the built-in SMTP receiver's port (for a forwarding rule or an MX record); undefined: off. */
  smtpPort?: number;
  /** INBOUND_SMTP_HOST: the address the receiver listens on (default HOST). */
  smtpHost: string;
  /** INBOUND_SMTP_TLS_KEY and INBOUND_SMTP_TLS_CERT: PEM file paths; with both, the receiver offers STARTTLS. */
  smtpTls?: { keyPath: string; certPath: string };
  /** INBOUND_MAX_BYTES: the largest message accepted, whole (default 25 MB; attachments at most 10 MB each). */
  maxBytes: number;
}

/** INBOUND_MAX_BYTES when not set: 25 MB, what most providers accept. */
export const DEFAULT_INBOUND_MAX_BYTES = 25 * 1024 * 1024;

/** Uploaded images on this machine's disk, under DATA_DIR/uploads. */
export interface LocalUploadStorage {
  driver: 'local';
  dir: string;
}

/** Uploaded images in an S3-compatible bucket (AWS S3, MinIO...), shared by every instance. */
export interface S3UploadStorage {
  driver: 's3';
  bucket: string;
  /** Endpoint of a non-AWS service (MinIO: http://minio:9000); undefined means AWS's own. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addresses (`endpoint/bucket/key`), which MinIO and most non-AWS services need. */
  forcePathStyle: boolean;
}

export type UploadStorageConfig = LocalUploadStorage | S3UploadStorage;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** MAIL_MAINTENANCE_SECONDS when not set: a crashed delivery is retried within about 15 s of its expiry. */
export const DEFAULT_MAIL_MAINTENANCE_SECONDS = 15;
/**
 * MAIL_SMTP_CONNECTIONS when not set: three, within what small providers accept per account (several
 * allow only a handful at once), and already about twenty messages a second at a provider's usual
 * 100-150 ms per message.
 */
export const DEFAULT_MAIL_SMTP_CONNECTIONS = 3;
/** MAIL_SMTP_MAX_MESSAGES when not set (nodemailer's own default). */
export const DEFAULT_MAIL_SMTP_MAX_MESSAGES = 100;

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const NODE_ENVS: NodeEnv[] = ['development', 'production', 'test'];

/** Where the repository's built frontend is, if it has been built. */
function findFrontendDist(explicit?: string): string | undefined {
  // From backend/src/config (tests) and backend/dist/config (built) alike: <repo>/frontend/dist.
  const dir = explicit
    ? path.resolve(explicit)
    : path.resolve(__dirname, '..', '..', '..', 'frontend', 'dist');
  return existsSync(path.join(dir, 'index.html')) ? dir : undefined;
}

function int(
  name: string,
  raw: string | undefined,
  def: number,
  min: number,
  max: number,
  problems: string[],
) {
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return def;
  }
  return n;
}

function bool(name: string, raw: string | undefined, def: boolean, problems: string[]): boolean {
  if (raw === undefined || raw.trim() === '') return def;
  const v = raw.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  problems.push(`${name} must be true, false, 1 or 0 (got "${raw}")`);
  return def;
}

function url(name: string, raw: string, protocols: string[], problems: string[]): URL | undefined {
  try {
    const u = new URL(raw);
    if (!protocols.includes(u.protocol)) {
      problems.push(`${name} must use ${protocols.join(' or ')} (got "${u.protocol}")`);
      return undefined;
    }
    return u;
  } catch {
    problems.push(`${name} must be an absolute URL (got "${raw}")`);
    return undefined;
  }
}

/**
 * Secrets the development setup generates once and keeps in DATA_DIR/secrets.json (mode 0600), so that
 * sessions and two-factor keys survive restarts without any set-up. Production must be given
 * SESSION_SECRET and TWO_FACTOR_KEY.
 */
export function loadOrCreateSecret(dataDir: string, key: string, bytes = 32): string {
  const file = path.join(dataDir, 'secrets.json');
  let secrets: Record<string, string> = {};
  if (existsSync(file)) {
    try {
      secrets = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    } catch {
      throw new ConfigError([`${file} is not valid JSON; fix or delete it`]);
    }
  }
  if (!secrets[key]) {
    secrets[key] = randomBytes(bytes).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return secrets[key];
}

/** Reads and validates the environment. Throws ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];

  const nodeEnv = (env.NODE_ENV || 'development') as NodeEnv;
  if (!NODE_ENVS.includes(nodeEnv))
    problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${env.NODE_ENV}")`);

  const port = int('PORT', env.PORT, 3000, 0, 65535, problems);
  const host = env.HOST || '0.0.0.0';
  // Default: data/ at the top of the repository, whichever directory a command runs from.
  const dataDir = env.DATA_DIR
    ? path.resolve(env.DATA_DIR)
    : path.resolve(__dirname, '..', '..', '..', 'data');

  let databaseUrl: string | undefined;
  if (env.DATABASE_URL) {
    if (url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:'], problems))
      databaseUrl = env.DATABASE_URL;
  }

  const publicUrlRaw = (env.PUBLIC_URL || `http://localhost:${port || 3000}`).replace(/\/+$/, '');
  const publicUrlParsed = url('PUBLIC_URL', publicUrlRaw, ['http:', 'https:'], problems);
  if (nodeEnv === 'production' && !env.PUBLIC_URL)
    problems.push('PUBLIC_URL is required in production (e.g. https://example.org)');

  let smtpUrl: string | undefined;
  if (env.SMTP_URL) {
    if (url('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:'], problems)) smtpUrl = env.SMTP_URL;
  }

  const mailFrom = env.MAIL_FROM || 'Building Bridges Inclusion <no-reply@localhost>';
  if (!/@/.test(mailFrom))
    problems.push(`MAIL_FROM must contain an e-mail address (got "${mailFrom}")`);

  const logLevel = (env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);

  let trustProxy: boolean | number | string = false;
  if (env.TRUST_PROXY) {
    if (env.TRUST_PROXY === 'true') trustProxy = true;
    else if (env.TRUST_PROXY === 'false') trustProxy = false;
    else if (/^\d+$/.test(env.TRUST_PROXY)) trustProxy = Number(env.TRUST_PROXY);
    else trustProxy = env.TRUST_PROXY;
  }

  const mailRetryDelaySeconds = int(
    'MAIL_RETRY_DELAY_SECONDS',
    env.MAIL_RETRY_DELAY_SECONDS,
    30,
    1,
    86400,
    problems,
  );
  const mailMaintenanceSeconds = int(
    'MAIL_MAINTENANCE_SECONDS',
    env.MAIL_MAINTENANCE_SECONDS,
    DEFAULT_MAIL_MAINTENANCE_SECONDS,
    1,
    300,
    problems,
  );

  const mailSmtpConnections = int(
    'MAIL_SMTP_CONNECTIONS',
    env.MAIL_SMTP_CONNECTIONS,
    DEFAULT_MAIL_SMTP_CONNECTIONS,
    1,
    50,
    problems,
  );
  const mailSmtpMaxMessages = int(
    'MAIL_SMTP_MAX_MESSAGES',
    env.MAIL_SMTP_MAX_MESSAGES,
    DEFAULT_MAIL_SMTP_MAX_MESSAGES,
    1,
    10000,
    problems,
  );
  const mailConcurrency = int(
    'MAIL_CONCURRENCY',
    env.MAIL_CONCURRENCY,
    mailSmtpConnections,
    1,
    100,
    problems,
  );

  let notificationEmail: string | undefined;
  if (env.NOTIFICATION_EMAIL) {
    const address = env.NOTIFICATION_EMAIL.trim();
    if (isEmail(address)) notificationEmail = address;
    else
      problems.push(
        `NOTIFICATION_EMAIL must be an e-mail address (got "${env.NOTIFICATION_EMAIL}")`,
      );
  }

  const auditRetentionDays = int(
    'AUDIT_RETENTION_DAYS',
    env.AUDIT_RETENTION_DAYS,
    AUDIT_RETENTION_DAYS_DEFAULT,
    1,
    36500,
    problems,
  );

  const newsletterRatePerMinute = int(
    'NEWSLETTER_RATE_PER_MINUTE',
    env.NEWSLETTER_RATE_PER_MINUTE,
    DEFAULT_NEWSLETTER_RATE_PER_MINUTE,
    NEWSLETTER_RATE_LIMITS.min,
    NEWSLETTER_RATE_LIMITS.max,
    problems,
  );

  const seedSampleContent = bool('SEED_SAMPLE_CONTENT', env.SEED_SAMPLE_CONTENT, true, problems);
  const publicFastPath = bool('PUBLIC_FAST_PATH', env.PUBLIC_FAST_PATH, true, problems);

  let bootstrapAdmin: AppConfig['bootstrapAdmin'];
  const adminVars = ['ADMIN_USERNAME', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'] as const;
  const givenAdminVars = adminVars.filter((name) => env[name]);
  if (givenAdminVars.length === adminVars.length) {
    const admin = {
      username: env.ADMIN_USERNAME!.trim(),
      email: env.ADMIN_EMAIL!.trim().toLowerCase(),
      password: env.ADMIN_PASSWORD!,
    };
    const adminProblems = adminAccountProblems(admin, {
      username: 'ADMIN_USERNAME',
      email: 'ADMIN_EMAIL',
      password: 'ADMIN_PASSWORD',
    });
    problems.push(...adminProblems);
    if (!adminProblems.length) bootstrapAdmin = admin;
  } else if (givenAdminVars.length) {
    problems.push(
      `ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD go together (missing: ${adminVars
        .filter((name) => !env[name])
        .join(', ')})`,
    );
  }

  const uploadStorage = uploadStorageConfig(env, dataDir, problems);

  let sessionSecret = env.SESSION_SECRET || '';
  if (sessionSecret && sessionSecret.length < 32)
    problems.push('SESSION_SECRET must be at least 32 characters');
  if (!sessionSecret && nodeEnv === 'production') {
    problems.push(
      'SESSION_SECRET is required in production (at least 32 random characters, e.g. `openssl rand -base64 48`)',
    );
  }

  let twoFactorKey = env.TWO_FACTOR_KEY || '';
  if (twoFactorKey && twoFactorKey.length < 32)
    problems.push('TWO_FACTOR_KEY must be at least 32 characters');
  if (!twoFactorKey && nodeEnv === 'production')
    problems.push(
      'TWO_FACTOR_KEY is required in production (at least 32 random characters, e.g. `openssl rand -base64 48`); it encrypts the two-factor keys',
    );
  const twoFactorPreviousKey = env.TWO_FACTOR_KEY_PREVIOUS || undefined;
  if (twoFactorPreviousKey && twoFactorPreviousKey.length < 32)
    problems.push('TWO_FACTOR_KEY_PREVIOUS must be at least 32 characters');
  if (twoFactorPreviousKey && !env.TWO_FACTOR_KEY)
    problems.push('TWO_FACTOR_KEY_PREVIOUS is set but TWO_FACTOR_KEY is not: set the new key too');

  // The app serves plain HTTP, so an https PUBLIC_URL means a proxy ends TLS in front of it. Unless
  // Express trusts that proxy, every request looks like plain http and the Secure session cookie is
  // never set: sign-in would seem to work and every call after it would answer 401.
  if (publicUrlParsed?.protocol === 'https:' && trustProxy === false)
    problems.push(
      'PUBLIC_URL is https, so the app must run behind a TLS-terminating proxy: set TRUST_PROXY to the ' +
        'number of proxies in front of it (e.g. TRUST_PROXY=1) or their addresses, so that it sees the ' +
        "original https request and can set the Secure session cookie (docs/operations.md, 'Behind a proxy')",
    );

  const inboundMail = inboundMailConfig(env, host, problems);

  if (problems.length) throw new ConfigError(problems);
  if (!sessionSecret) sessionSecret = loadOrCreateSecret(dataDir, 'sessionSecret');
  if (!twoFactorKey) twoFactorKey = loadOrCreateSecret(dataDir, 'twoFactorKey');

  const publicUrl = publicUrlParsed!.toString().replace(/\/+$/, '');
  return {
    nodeEnv,
    port,
    host,
    dataDir,
    databaseUrl,
    publicUrl,
    publicOrigin: publicUrlParsed!.origin,
    secureCookies: publicUrlParsed!.protocol === 'https:',
    sessionSecret,
    twoFactorKey,
    twoFactorPreviousKey,
    smtpUrl,
    mailFrom,
    logLevel,
    trustProxy,
    frontendDist: findFrontendDist(env.FRONTEND_DIST),
    mailRetryDelaySeconds,
    mailMaintenanceSeconds,
    mailSmtpConnections,
    mailSmtpMaxMessages,
    mailConcurrency,
    notificationEmail,
    seedSampleContent,
    publicFastPath,
    bootstrapAdmin,
    auditRetentionDays,
    newsletterRatePerMinute,
    uploadStorage,
    inboundMail,
  };
}

/**
 * INBOUND_*: an address to receive at, and at most one IMAP mailbox and one SMTP port to receive by.
 * A way in without an address is a mistake (nothing would match its mail).
 */
function inboundMailConfig(
  env: NodeJS.ProcessEnv,
  host: string,
  problems: string[],
): InboundMailConfig {
  let address: string | undefined;
  if (env.INBOUND_ADDRESS?.trim()) {
    const raw = env.INBOUND_ADDRESS.trim();
    if (isEmail(raw) && !raw.split('@')[0].includes('+')) address = raw.toLowerCase();
    else
      problems.push(
        `INBOUND_ADDRESS must be an e-mail address without a "+" tag, e.g. replies@org.example (got "${raw}")`,
      );
  }
  let imapUrl: URL | undefined;
  if (env.INBOUND_IMAP_URL?.trim()) {
    const raw = env.INBOUND_IMAP_URL.trim();
    // The message must not repeat the value: it holds the mailbox password.
    if (!URL.canParse(raw))
      problems.push(
        'INBOUND_IMAP_URL must be an absolute URL, e.g. imaps://user:password@imap.example.org/INBOX ' +
          '(the value is not shown: it holds a password; percent-encode "/", "?" and "#" in it)',
      );
    else imapUrl = url('INBOUND_IMAP_URL', raw, ['imap:', 'imaps:'], problems);
    if (imapUrl && (!imapUrl.username || !imapUrl.password)) {
      problems.push(
        'INBOUND_IMAP_URL must name the mailbox user and password, e.g. imaps://user:password@imap.example.org/INBOX',
      );
      imapUrl = undefined;
    }
  }
  const imapDoneFolder = env.INBOUND_IMAP_DONE_FOLDER?.trim() || 'Processed';
  const imapPollSeconds = int(
    'INBOUND_IMAP_POLL_SECONDS',
    env.INBOUND_IMAP_POLL_SECONDS?.trim(),
    60,
    1,
    3600,
    problems,
  );
  let smtpPort: number | undefined;
  if (env.INBOUND_SMTP_PORT?.trim())
    smtpPort = int('INBOUND_SMTP_PORT', env.INBOUND_SMTP_PORT, 0, 1, 65535, problems);
  const smtpHost = env.INBOUND_SMTP_HOST?.trim() || host;
  const keyPath = env.INBOUND_SMTP_TLS_KEY?.trim();
  const certPath = env.INBOUND_SMTP_TLS_CERT?.trim();
  let smtpTls: InboundMailConfig['smtpTls'];
  if (keyPath || certPath) {
    if (!keyPath || !certPath)
      problems.push(
        'INBOUND_SMTP_TLS_KEY and INBOUND_SMTP_TLS_CERT go together: set both or neither',
      );
    else {
      for (const [name, file] of [
        ['INBOUND_SMTP_TLS_KEY', keyPath],
        ['INBOUND_SMTP_TLS_CERT', certPath],
      ])
        if (!existsSync(file))
          problems.push(`${name} names a file that does not exist ("${file}")`);
      smtpTls = { keyPath, certPath };
    }
  }
  const maxBytes = int(
    'INBOUND_MAX_BYTES',
    env.INBOUND_MAX_BYTES,
    DEFAULT_INBOUND_MAX_BYTES,
    1024 * 1024,
    100 * 1024 * 1024,
    problems,
  );
  if (!address && (imapUrl || smtpPort))
    problems.push(
      'INBOUND_IMAP_URL or INBOUND_SMTP_PORT is set but INBOUND_ADDRESS is not: set the address customers answer to',
    );
  return {
    address,
    imapUrl,
    imapDoneFolder,
    imapPollSeconds,
    smtpPort,
    smtpHost,
    smtpTls,
    maxBytes,
  };
}

const S3_VARS = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * Local disk unless S3_BUCKET is set; then S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required,
 * S3_REGION defaults to us-east-1, S3_ENDPOINT (http or https) to AWS, and S3_FORCE_PATH_STYLE to
 * true when an endpoint is given (MinIO). Other S3_* variables without S3_BUCKET are a mistake.
 */
function uploadStorageConfig(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  problems: string[],
): UploadStorageConfig {
  const local: LocalUploadStorage = { driver: 'local', dir: path.join(dataDir, 'uploads') };
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) {
    const stray = S3_VARS.filter((name) => name !== 'S3_BUCKET' && env[name]?.trim());
    if (stray.length)
      problems.push(
        `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set S3_BUCKET to keep uploads in S3-compatible storage, or remove them to keep uploads on local disk`,
      );
    return local;
  }
  // S3's bucket naming rules: 3 to 63 lowercase letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    problems.push(
      `S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens (got "${bucket}")`,
    );
  let endpoint: string | undefined;
  if (env.S3_ENDPOINT?.trim()) {
    const parsed = url('S3_ENDPOINT', env.S3_ENDPOINT.trim(), ['http:', 'https:'], problems);
    if (parsed) endpoint = parsed.toString().replace(/\/+$/, '');
  }
  const region = env.S3_REGION?.trim() || 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region))
    problems.push(`S3_REGION must be a region name such as us-east-1 (got "${region}")`);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() ?? '';
  const missing = [
    ...(accessKeyId ? [] : ['S3_ACCESS_KEY_ID']),
    ...(secretAccessKey ? [] : ['S3_SECRET_ACCESS_KEY']),
  ];
  if (missing.length)
    problems.push(`S3_BUCKET is set, so ${missing.join(' and ')} must be set too`);
  const forcePathStyle = bool(
    'S3_FORCE_PATH_STYLE',
    env.S3_FORCE_PATH_STYLE,
    endpoint !== undefined,
    problems,
  );
  return {
    driver: 's3',
    bucket,
    endpoint,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle,
  };
}

/** Injection token of AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
