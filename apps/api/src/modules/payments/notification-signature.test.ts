import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureProblem, signNotification } from './notification-signature';

const SECRET = 'notify-secret-for-the-test';
const BODY = '{"eventId":"e1","orderNo":"PS261125ABCDEF","amount":"520.00","currency":"THB","status":"paid"}';
const NOW = 1_795_600_000;

describe('payment notification signatures', () => {
  it('are HMAC-SHA256 of the timestamp and the raw body', () => {
    const expected = createHmac('sha256', SECRET).update(`${NOW}.${BODY}`).digest('hex');
    expect(signNotification(SECRET, NOW, BODY)).toBe(`sha256=${expected}`);
  });

  it('hold for the body as signed, within five minutes either way', () => {
    const signature = signNotification(SECRET, NOW, BODY);
    expect(signatureProblem(SECRET, { signature, timestamp: String(NOW) }, BODY, NOW)).toBeNull();
    expect(signatureProblem(SECRET, { signature, timestamp: String(NOW) }, BODY, NOW + 300)).toBeNull();
    expect(signatureProblem(SECRET, { signature, timestamp: String(NOW) }, BODY, NOW - 300)).toBeNull();
  });

  it('refuse a stale or future timestamp', () => {
    const signature = signNotification(SECRET, NOW, BODY);
    expect(signatureProblem(SECRET, { signature, timestamp: String(NOW) }, BODY, NOW + 301)).toBe('stale');
    expect(signatureProblem(SECRET, { signature, timestamp: String(NOW) }, BODY, NOW - 301)).toBe('stale');
  });

  it('refuse a changed body, another timestamp, another secret, or nothing at all', () => {
    const signature = signNotification(SECRET, NOW, BODY);
    expect(signatureProblem(SECRET, { signature, timestamp: String(NOW) }, BODY.replace('520.00', '1.00'), NOW)).toBe('mismatch');
    expect(signatureProblem(SECRET, { signature, timestamp: String(NOW + 1) }, BODY, NOW)).toBe('mismatch');
    expect(signatureProblem('another-secret', { signature, timestamp: String(NOW) }, BODY, NOW)).toBe('mismatch');
    expect(signatureProblem(SECRET, { signature: signature.slice(0, -1), timestamp: String(NOW) }, BODY, NOW)).toBe('mismatch');
    expect(signatureProblem(SECRET, { signature: undefined, timestamp: String(NOW) }, BODY, NOW)).toBe('missing');
    expect(signatureProblem(SECRET, { signature, timestamp: undefined }, BODY, NOW)).toBe('missing');
    expect(signatureProblem(SECRET, { signature, timestamp: 'yesterday' }, BODY, NOW)).toBe('missing');
  });
});
