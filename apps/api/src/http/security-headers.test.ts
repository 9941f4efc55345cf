import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it("gives helmet's headers with the shop's content security policy", () => {
    const headers = securityHeaders();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=/);
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('is worked out once and cannot be changed afterwards', () => {
    expect(Object.isFrozen(securityHeaders())).toBe(true);
  });
});
