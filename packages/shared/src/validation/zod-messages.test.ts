import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installZodMessageKeys, issuesToFieldErrors } from './zod-messages';

beforeAll(installZodMessageKeys);

const schema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  age: z.number().int().min(1).optional(),
  kind: z.enum(['dog', 'cat']).optional(),
});

function errorsFor(input: unknown, lang: 'th' | 'en' = 'en') {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return issuesToFieldErrors(result.error.issues, lang);
}

describe('issuesToFieldErrors', () => {
  it('reports a missing field as required, in the requested language', () => {
    expect(errorsFor({})).toEqual([{ name: 'Please fill data' }]);
    expect(errorsFor({}, 'th')).toEqual([{ name: 'กรุณากรอกข้อมูล' }]);
  });

  it('treats a blank string as missing', () => {
    expect(errorsFor({ name: '   ' })).toEqual([{ name: 'Please fill data' }]);
  });

  it('gives the limit in length messages', () => {
    expect(errorsFor({ name: 'x'.repeat(101) })).toEqual([{ name: 'Cannot be longer than 100 characters' }]);
  });

  it('names the wrong type, the allowed values and unknown fields', () => {
    expect(errorsFor({ name: 5 })).toEqual([{ name: 'Please enter correct information.' }]);
    expect(errorsFor({ name: 'Mali', kind: 'cow' })).toEqual([{ kind: 'Must be one of: dog, cat' }]);
    expect(errorsFor({ name: 'Mali', colour: 'red' })).toEqual([{ colour: 'This field is not accepted.' }]);
    expect(errorsFor({ name: 'Mali', age: 0 })).toEqual([{ age: 'Must be at least 1' }]);
  });

  it('keeps one message per field and lists fields in order', () => {
    expect(errorsFor({ name: 7, age: 'x' })).toEqual([{ name: 'Please enter correct information.' }, { age: 'Please enter correct information.' }]);
  });

  it('falls back to a generic message for text that is not a key', () => {
    expect(issuesToFieldErrors([{ path: ['x'], message: 'raw text' }], 'en')).toEqual([{ x: 'Please enter correct information.' }]);
  });
});
