import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { InboundMailService } from './inbound-mail.service';

/** Connections at once (a forwarding rule or an MX sends a few; more is someone probing). */
const MAX_CLIENTS = 50;
/** How long a silent connection is kept. */
const SOCKET_TIMEOUT_MS = 60_000;

/** An SMTP error answer with its code. */
function refusal(code: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode: code });
}

/**
 * The built-in SMTP receiver (issue 46; INBOUND_SMTP_PORT, for a forwarding rule or an MX record):
 * started with the app and closed with it, only when INBOUND_SMTP_PORT is set. It accepts mail only
 * for INBOUND_ADDRESS and its +tags (case-insensitive; 550 for any other recipient), without AUTH,
 * up to INBOUND_MAX_BYTES (announced with SIZE; 552 beyond), with STARTTLS when
 * INBOUND_SMTP_TLS_KEY and INBOUND_SMTP_TLS_CERT are set. It answers 250 only once
 * InboundMailService.receive has stored the message (451, try again later, when it could not).
 * The envelope's recipients are put in front of the message as Delivered-To lines, as a receiving
 * server does, so the answer is matched by its tag even when the To line does not carry it. Its log
 * lines name the session and the outcome, never the message's content.
 */
@Injectable()
export class InboundSmtpReceiver implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(InboundSmtpReceiver.name);
  private server?: SMTPServer;
  private local = '';
  private domain = '';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly inbound: InboundMailService,
  ) {}

  /** The port it listens on (the one chosen by the system for port 0), or undefined when off. */
  get port(): number | undefined {
    const address = this.server?.server.address() as AddressInfo | null | undefined;
    return address?.port;
  }

  async onApplicationBootstrap(): Promise<void> {
    const { address, smtpPort, smtpHost, smtpTls, maxBytes } = this.config.inboundMail;
    if (!address || !smtpPort) return;
    const at = address.lastIndexOf('@');
    this.local = address.slice(0, at).toLowerCase();
    this.domain = address.slice(at + 1).toLowerCase();
    const tls = smtpTls
      ? { key: readFileSync(smtpTls.keyPath), cert: readFileSync(smtpTls.certPath) }
      : undefined;
    const server = new SMTPServer({
      name: this.domain,
      banner: 'Building Bridges inbound mail',
      size: maxBytes,
      authOptional: true,
      disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
      ...(tls ?? {}),
      maxClients: MAX_CLIENTS,
      socketTimeout: SOCKET_TIMEOUT_MS,
      logger: false,
      onRcptTo: (to, _session, callback) => this.onRcptTo(to, callback),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          // Beyond the limit nothing more is kept; smtp-server marks the stream sizeExceeded.
          if (size <= maxBytes) chunks.push(chunk);
        });
        stream.on('error', (error) => callback(error));
        stream.on('end', () => {
          if (stream.sizeExceeded || size > maxBytes) {
            this.logger.warn({ session: session.id, bytes: size }, 'Inbound SMTP: message too big');
            callback(refusal(552, `Message exceeds the maximum size of ${maxBytes} bytes`));
            return;
          }
          void this.store(Buffer.concat(chunks), session).then(
            () => callback(null, 'Message accepted'),
            (error: unknown) => {
              this.logger.error({ err: error, session: session.id }, 'Inbound SMTP: not stored');
              callback(refusal(451, 'Temporary failure: please try again later'));
            },
          );
        });
      },
    });
    server.on('error', (error) => this.logger.error({ err: error }, 'Inbound SMTP receiver error'));
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(smtpPort, smtpHost, () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.logger.log(
      { host: smtpHost, port: smtpPort, starttls: !!tls },
      `Inbound SMTP receiver listening on ${smtpHost}:${smtpPort}`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** INBOUND_ADDRESS or one of its +tags, whatever the case; 550 for anything else. */
  private onRcptTo(to: SMTPServerAddress, callback: (error?: Error | null) => void): void {
    const address = to.address.trim().toLowerCase();
    const at = address.lastIndexOf('@');
    const local = address.slice(0, at);
    if (
      at > 0 &&
      address.slice(at + 1) === this.domain &&
      (local === this.local || local.startsWith(`${this.local}+`))
    ) {
      callback();
      return;
    }
    callback(refusal(550, 'No such recipient here'));
  }

  /** Stores the message with its envelope's recipients in front (Delivered-To). */
  private async store(data: Buffer, session: SMTPServerSession): Promise<void> {
    const delivered = session.envelope.rcptTo
      .map((r) => `Delivered-To: ${r.address.replace(/[\r\n]/g, '')}\r\n`)
      .join('');
    const outcome = await this.inbound.receive(
      Buffer.concat([Buffer.from(delivered, 'utf8'), data]),
      'smtp',
    );
    this.logger.log(
      { session: session.id, inboundMessageId: outcome.id, duplicate: outcome.duplicate },
      outcome.duplicate
        ? 'Inbound SMTP: a duplicate, stored before'
        : 'Inbound SMTP: message stored',
    );
  }
}
