import { Algorithm, hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/**
 * argon2id with OWASP's minimum parameters (m=19456 KiB, t=2, p=1). `@node-rs/argon2` (prebuilt
 * per platform, no install script): the `argon2` package's prebuilt Linux binary crashed Node 20
 * with a segmentation fault on this project's machines (docs/decisions.md).
 */
export const ARGON2_OPTIONS = {
  // `Algorithm` is an ambient const enum, which isolatedModules (ts-jest, the typecheck) cannot read:
  // its Argon2id member is 2.
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of a random secret with the same parameters: verifying against it costs what a real check costs. */
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/**
 * Checks a password against a stored hash. Without a hash (unknown username, or an account whose
 * password is not set yet) it still runs one argon2 verification, so the answer takes as long.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    await verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with weaker parameters than today's (rehash at the next sign-in). */
export function needsRehash(storedHash: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(storedHash);
  if (!match) return true;
  const [memoryCost, timeCost, parallelism] = match.slice(1).map(Number);
  return (
    memoryCost < ARGON2_OPTIONS.memoryCost ||
    timeCost < ARGON2_OPTIONS.timeCost ||
    parallelism < ARGON2_OPTIONS.parallelism
  );
}

/** Computes the dummy hash ahead of the first sign-in, so that sign-in never pays for it. */
export function warmUpPasswordHashing(): Promise<void> {
  return getDummyHash().then(() => undefined);
}
