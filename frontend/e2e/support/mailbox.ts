import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A real SMTP server for the end-to-end run. It writes each message it receives to a folder as
 * `<n>.eml` plus `<n>.json` (recipients), so that tests in other worker processes can read them.
 */
export async function startMailCatcher(
  dir: string,
): Promise<{ port: number; stop(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const id = String(++n).padStart(5, '0');
        writeFileSync(path.join(dir, `${id}.eml`), Buffer.concat(chunks));
        writeFileSync(
          path.join(dir, `${id}.json`),
          JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address) }),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface Mail {
  to: string[];
  parsed: ParsedMail;
  raw: string;
}

/** Waits until a message to `address` arrives in the catcher's folder (E2E_MAILBOX) and returns it. */
export async function waitForMail(
  address: string,
  where: (m: Mail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<Mail> {
  const dir = process.env.E2E_MAILBOX;
  if (!dir) throw new Error('E2E_MAILBOX is not set (global setup did not run)');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const meta = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { to: string[] };
      if (!meta.to.includes(address)) continue;
      const raw = readFileSync(path.join(dir, file.replace(/\.json$/, '.eml')), 'utf8');
      const mail = { to: meta.to, raw, parsed: await simpleParser(raw) };
      if (where(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link in the text part that contains `fragment`. */
export function linkIn(mail: Mail, fragment: string): string {
  const link = (mail.parsed.text ?? '').match(/https?:\/\/\S+/g)?.find((l) => l.includes(fragment));
  if (!link) throw new Error(`No link containing ${fragment} in: ${mail.parsed.text}`);
  return link;
}

/** A subscriber who signed up and followed the confirmation link (double opt-in). */
export async function confirmedSubscriber(
  request: APIRequestContext,
  email = `reader-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.org`,
): Promise<string> {
  const signedUp = await request.post('/api/newsletter/subscribe', { data: { email } });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  const mail = await waitForMail(email, (m) =>
    (m.parsed.text ?? '').includes('/newsletter/confirm?token='),
  );
  const token = new URL(linkIn(mail, '/newsletter/confirm?token=')).searchParams.get('token');
  expect(token).toBeTruthy();
  const confirmed = await request.post('/api/newsletter/confirm', { data: { token } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return email;
}
