import { simpleParser } from 'mailparser';
import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { ReceivedMail } from './smtp';

/**
 * A test SMTP server whose answer to a message can be held back. A message counts as received only
 * once the server has answered it (250), as with a real server: one whose client went away before the
 * answer (an app killed mid-delivery) is dropped, and the sender must send it again.
 */
export class GatedSmtpServer {
  readonly messages: ReceivedMail[] = [];
  /** Messages whose data arrived while the gate was closed, waiting for their answer. */
  held = 0;
  /** Connections that have ended (by session id). */
  private readonly closed = new Set<string>();
  private server?: SMTPServer;
  private opened: Promise<void> = Promise.resolve();
  private open?: () => void;
  port = 0;

  /** Holds the answer to every message from now on, until openGate(). */
  closeGate(): void {
    if (this.open) return;
    this.opened = new Promise((resolve) => (this.open = resolve));
  }

  openGate(): void {
    this.open?.();
    this.open = undefined;
  }

  async start(port = this.port): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onClose: (session) => this.closed.add(session.id),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.held++;
          void this.opened
            .then(() => simpleParser(raw))
            .then((parsed) => {
              this.held--;
              if (!this.closed.has(session.id))
                this.messages.push({
                  to: session.envelope.rcptTo.map((r) => r.address),
                  raw,
                  parsed,
                });
              callback();
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    this.openGate();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
