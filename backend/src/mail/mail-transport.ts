import { createTransport, type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { AppConfig } from '../config/config';

/** nodemailer's timeouts (its defaults are 2 min to connect and 10 min of socket silence). */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

/**
 * A pooled connection with nothing to send says QUIT after this long, before the socket timeout
 * above would cut it (a polite close, and no open connection to the provider while mail is quiet).
 */
export const SMTP_IDLE_MS = 15_000;

/**
 * The transport every delivery of an instance goes through. With SMTP_URL: a pool of at most
 * MAIL_SMTP_CONNECTIONS connections, each reused for MAIL_SMTP_MAX_MESSAGES messages (a
 * new TCP and TLS handshake, greeting and login per message is what held delivery to a few messages
 * a second); messages handed to it while every connection is busy wait in its queue, in order.
 * Without SMTP_URL, nodemailer only builds the raw message, which MailService writes as an .eml file.
 */
export function createMailTransport(config: AppConfig): Transporter {
  if (!config.smtpUrl)
    return createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // idleTimeout is an option of nodemailer's pool that its type definitions do not list.
  const pool: SMTPPool.Options & { idleTimeout: number } = {
    url: config.smtpUrl,
    pool: true,
    maxConnections: config.mailSmtpConnections,
    maxMessages: config.mailSmtpMaxMessages,
    idleTimeout: SMTP_IDLE_MS,
    ...SMTP_TIMEOUTS,
  };
  return createTransport(pool);
}
