import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installZodMessageKeys } from '@pawsook/shared/validation/zod-messages';
import { encodeMessage, keyedZodResolver, messageText } from './keyed-resolver';

beforeAll(() => installZodMessageKeys());

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('keyed zod resolver', () => {
  it('returns the parsed values when the form is valid', async () => {
    const resolver = keyedZodResolver(z.object({ email: z.string().trim().toLowerCase() }));
    expect(await resolver({ email: ' A@B.CO ' }, undefined, options)).toEqual({ values: { email: 'a@b.co' }, errors: {} });
  });

  it('keeps message keys with their parameters, translated when shown', async () => {
    const resolver = keyedZodResolver(z.object({ note: z.string().max(5), nested: z.object({ name: z.string().min(1) }) }));
    const { errors } = await resolver({ note: 'too long', nested: { name: '' } }, undefined, options);
    expect(errors).toEqual({
      note: { type: 'too_big', message: 'validation.tooLong|{"max":5}' },
      nested: { name: { type: 'too_small', message: 'validation.required|{"min":1}' } },
    });
    expect(messageText('en', errors.note?.message)).toBe('Cannot be longer than 5 characters');
    expect(messageText('th', errors.nested?.name?.message)).toMatch(/[\u0E00-\u0E7F]/);
  });

  it("shows the server's sentences as they are", () => {
    expect(messageText('en', 'The current password is incorrect.')).toBe('The current password is incorrect.');
    expect(messageText('en', encodeMessage('member.emailInvalid'))).toBe('Email is incorrect');
    expect(messageText('en', undefined)).toBeUndefined();
  });
});
