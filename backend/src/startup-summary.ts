import path from 'node:path';
import type { AppConfig } from './config/config';
import { describeMailbox, imapMailbox } from './inbound-mail/imap-reader';
import type { LogFormat } from './logger';

/** Where a connection URL points, without its user name and password: "host:port/path". */
function whereTo(url: string, defaultPort: number): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || defaultPort}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return '(an address that cannot be read)';
  }
}

export interface SummaryFacts {
  /** The database the app uses (the embedded server's URL when DATABASE_URL is unset). */
  databaseUrl: string;
  /** The port the server listens on (PORT=0 picks a free one). */
  port: number;
  logFormat: LogFormat;
}

/**
 * What `npm start` / `npm run dev` print once the server listens, instead of Nest's line per mapped
 * route: the address, the database, the upload storage, the mail transport and the mode. Never a
 * secret: no password of DATABASE_URL or SMTP_URL, no S3 key, no session secret.
 */
export function startupSummary(config: AppConfig, facts: SummaryFacts): string[] {
  const database = config.databaseUrl
    ? `PostgreSQL at ${whereTo(facts.databaseUrl, 5432)} (DATABASE_URL)`
    : `embedded PostgreSQL at ${whereTo(facts.databaseUrl, 5432)}, data in ${path.join(config.dataDir, 'postgres')}`;
  const storage = config.uploadStorage;
  const uploads =
    storage.driver === 's3'
      ? `S3 bucket "${storage.bucket}" at ${storage.endpoint ? whereTo(storage.endpoint, 443) : `AWS (${storage.region})`}`
      : `local disk, ${storage.dir}`;
  const mail = config.smtpUrl
    ? `SMTP server ${whereTo(config.smtpUrl, config.smtpUrl.startsWith('smtps:') ? 465 : 587)} (SMTP_URL), ` +
      `up to ${config.mailSmtpConnections} connections, ${config.mailConcurrency} deliveries at once`
    : `.eml files in ${path.join(config.dataDir, 'mail')} (no SMTP_URL; links are logged)`;
  const imap = config.inboundMail.imapUrl;
  const inboundImap = imap
    ? [
        `  IMAP in:   on, reading ${describeMailbox(imapMailbox(imap))} (INBOUND_IMAP_URL), ` +
          `handled mail moved to "${config.inboundMail.imapDoneFolder}"`,
      ]
    : [];
  return [
    `Building Bridges Inclusion is running in ${config.nodeEnv} mode`,
    `  Site:      ${config.publicUrl} (listening on ${config.host}:${facts.port})`,
    `  API docs:  ${config.publicUrl}/api/docs`,
    `  Database:  ${database}`,
    `  Uploads:   ${uploads}`,
    `  Mail:      ${mail}`,
    ...inboundImap,
    `  Logs:      ${facts.logFormat === 'pretty' ? 'readable lines (a terminal)' : 'JSON'}, level ${config.logLevel}`,
  ];
}
