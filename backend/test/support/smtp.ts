import { simpleParser, ParsedMail } from 'mailparser';
import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  parsed: ParsedMail;
  /** The SMTP connection (session id) it came over: a client that reuses connections sends several on one. */
  connection: string;
}

/**
 * A real SMTP server for tests (the `smtp-server` package) that keeps what it receives. It can be
 * stopped and started again on the same port, to test delivery after an outage.
 *
 * Its answer to a message can be held back (closeGate). A message counts as received only once the
 * server has answered it (250), as with a real server: one whose client went away before the answer
 * (an app killed mid-delivery) is dropped, and the sender must send it again.
 */
export class TestSmtpServer {
  readonly messages: ReceivedMail[] = [];
  /** Messages whose answer was due while the gate was closed, waiting for it. */
  held = 0;
  /** The most messages held at once: deliveries in progress together (one per connection). */
  maxHeld = 0;
  /** Connections that have ended (by session id). */
  private readonly closed = new Set<string>();
  private server?: SMTPServer;
  private opened: Promise<void> = Promise.resolve();
  private open?: () => void;
  port = 0;

  /**
   * Holds the answer to every message from now on, until openGate(): from this moment, no message is
   * accepted, and `messages` holds every message the server has accepted (each is added just before
   * its answer).
   */
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
          void simpleParser(raw)
            .then(async (parsed) => {
              // The gate as it is when the answer is due: once closed, no answer leaves at all.
              if (this.open) {
                this.held++;
                this.maxHeld = Math.max(this.maxHeld, this.held);
                await this.opened;
                this.held--;
              }
              if (!this.closed.has(session.id))
                this.messages.push({
                  to: session.envelope.rcptTo.map((r) => r.address),
                  raw,
                  parsed,
                  connection: session.id,
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

  /** Waits for a message to `address` (and matching `where`), failing after `timeoutMs`. */
  async waitFor(
    address: string,
    where: (m: ReceivedMail) => boolean = () => true,
    timeoutMs = 15_000,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((m) => m.to.includes(address) && where(m));
      if (found) return found;
      if (Date.now() > deadline) {
        throw new Error(
          `No mail to ${address} within ${timeoutMs} ms (received: ${this.messages.map((m) => m.to.join(',')).join('; ') || 'none'})`,
        );
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Messages to `address` received so far. */
  to(address: string): ReceivedMail[] {
    return this.messages.filter((m) => m.to.includes(address));
  }
}

/** The first link in a mail's text part that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const links = (mail.parsed.text ?? '').match(/https?:\/\/\S+/g) ?? [];
  const link = links.find((l) => l.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in mail: ${mail.parsed.text}`);
  return link;
}

/** A header of the raw message, unfolded (long headers are wrapped over several lines). */
export function headerOf(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
