import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with scrypt at OWASP cost and verifies', async () => {
    const stored = await hashPassword('Pawsook#2026');
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Pawsook#2026', stored)).toBe(true);
    expect(await verifyPassword('pawsook#2026', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same-Passw0rd!')).not.toBe(await hashPassword('same-Passw0rd!'));
  });

  it('refuses stored values it does not understand', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyAgainstNothing('x')).toBe(false);
  });
});
