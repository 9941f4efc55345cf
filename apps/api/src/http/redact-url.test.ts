import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('keeps URLs without secrets as they are', () => {
    expect(redactUrl('/api/v1/address/provinces')).toBe('/api/v1/address/provinces');
    expect(redactUrl('/search?keyword=%E0%B8%AB%E0%B8%A1%E0%B8%B2')).toBe('/search?keyword=%E0%B8%AB%E0%B8%A1%E0%B8%B2');
  });

  it('hides tokens, passwords and signatures in the query', () => {
    expect(redactUrl('/register/verify?token=abc123')).toBe('/register/verify?token=[redacted]');
    expect(redactUrl('/x?a=1&resetToken=zz&signature=ff')).toBe('/x?a=1&resetToken=[redacted]&signature=[redacted]');
  });
});
