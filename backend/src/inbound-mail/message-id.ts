import { createHash } from 'node:crypto';

/** The most of a message's start read for its headers. */
const HEADER_LIMIT = 256 * 1024;

/**
 * The key a received message is stored once by: its Message-ID without the angle brackets, or, for a
 * message without one, "sha256:" and the hash of its bytes (the same delivery twice is still one).
 */
export function storageMessageId(raw: Buffer): string {
  const head = raw.subarray(0, HEADER_LIMIT).toString('latin1');
  const end = head.search(/\r?\n\r?\n/);
  const headers = (end >= 0 ? head.slice(0, end) : head).replace(/\r?\n[ \t]+/g, ' ');
  const match = /^message-id:[ \t]*(.*)$/im.exec(headers);
  const id = match?.[1].trim().replace(/^<|>$/g, '').trim();
  if (id && id.length <= 990) return id;
  return `sha256:${createHash('sha256').update(raw).digest('hex')}`;
}
