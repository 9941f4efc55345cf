import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id';

const withId = (id?: string | string[]) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it.each(['abc-123', 'lb:1f2e.3', 'a'.repeat(128)])('keeps the short plain id %s', (id) => {
    expect(requestIdOf(withId(id))).toBe(id);
  });

  it.each([
    ['none', undefined],
    ['empty', ''],
    ['markup', '<script>alert(1)</script>'],
    ['too long', 'a'.repeat(129)],
    ['spaces', 'two words'],
    ['repeated header', ['a', 'b']],
  ])('makes a new one for %s', (_name, id) => {
    expect(requestIdOf(withId(id))).toMatch(UUID);
  });
});
