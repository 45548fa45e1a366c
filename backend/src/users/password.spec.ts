import { hashPassword, needsRehash, verifyPassword } from './password';

describe('passwords', () => {
  it('hashes with argon2id at OWASP parameters and verifies', async () => {
    const hash = await hashPassword('Violet-Harbour-42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(hash.split('$')[3].split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
    expect(await verifyPassword(hash, 'Violet-Harbour-42')).toBe(true);
    expect(await verifyPassword(hash, 'violet-harbour-42')).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('still spends a verification without a hash, and says no', async () => {
    const start = Date.now();
    await verifyPassword(null, 'anything'); // computes the dummy hash once
    const first = Date.now() - start;
    const again = Date.now();
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
    expect(Date.now() - again).toBeGreaterThan(5);
    expect(first).toBeGreaterThan(5);
  });

  it('refuses garbage hashes without throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(needsRehash('not-a-hash')).toBe(true);
  });

  it('asks for a rehash of hashes made with weaker parameters or another algorithm', () => {
    const salt = 'c2FsdHNhbHRzYWx0c2FsdA';
    const digest = 'aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';
    expect(needsRehash(`$argon2id$v=19$m=4096,t=3,p=1$${salt}$${digest}`)).toBe(true);
    expect(needsRehash(`$argon2id$v=19$m=19456,t=1,p=1$${salt}$${digest}`)).toBe(true);
    expect(needsRehash(`$argon2i$v=19$m=19456,t=2,p=1$${salt}$${digest}`)).toBe(true);
    expect(needsRehash(`$argon2id$v=19$m=65536,t=3,p=4$${salt}$${digest}`)).toBe(false);
  });
});
