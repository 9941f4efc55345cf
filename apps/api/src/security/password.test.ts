import { describe, expect, it } from 'vitest';

// OWASP-cost hashes take a good fraction of a second each, more on a busy machine.
const SLOW = 30_000;
import { createPasswordHasher, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it(
    'hashes with scrypt at OWASP cost and verifies',
    async () => {
      const stored = await hashPassword('Pawsook#2026');
      expect(stored).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
      expect(await verifyPassword('Pawsook#2026', stored)).toBe(true);
      expect(await verifyPassword('pawsook#2026', stored)).toBe(false);
    },
    SLOW,
  );

  it('hashes at a lower cost when told, and verifies with the stored cost', async () => {
    const quick = createPasswordHasher(10);
    const stored = await quick.hash('Pawsook#2026');
    expect(stored).toMatch(/^scrypt\$10\$/);
    expect(await verifyPassword('Pawsook#2026', stored)).toBe(true);
  });

  it(
    'salts every hash',
    async () => {
      expect(await hashPassword('same-Passw0rd!')).not.toBe(await hashPassword('same-Passw0rd!'));
    },
    SLOW,
  );

  it('refuses stored values it does not understand', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await createPasswordHasher(10).verifyAgainstNothing('x')).toBe(false);
  });
});
