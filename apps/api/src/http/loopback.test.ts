import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopback';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('%s is this machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each([undefined, '', '192.168.1.20', '10.0.0.1', '::ffff:192.168.1.20', 'fe80::1', '128.0.0.1', 'localhost'])('%s is not', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});
