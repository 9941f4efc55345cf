/**
 * A react-hook-form resolver for the shared zod schemas, whose issues carry message keys
 * (docs/decisions/0004). The key travels as the field error's message with its parameters
 * (`{max}`) appended, and is translated when shown, so a language switch re-translates errors
 * already on screen; the server's own sentences show as they are.
 *
 * The members feature has the same resolver; features never import each other, so this one is
 * the address forms' own (a candidate for src/lib once a third feature needs it).
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { isMessageKey, translate, type Lang, type MessageParams } from '@pawsook/shared/i18n/translate';

const PARAMS_SEPARATOR = '|';

function paramsOf(issue: z.core.$ZodIssue): MessageParams {
  const params: MessageParams = {};
  if ('maximum' in issue && issue.maximum !== undefined) params.max = Number(issue.maximum);
  if ('minimum' in issue && issue.minimum !== undefined) params.min = Number(issue.minimum);
  return params;
}

/** `address.noMoreThan|{"max":100}`, or the bare key when there is nothing to fill in. */
export function encodeMessage(key: string, params: MessageParams = {}): string {
  return Object.keys(params).length === 0 ? key : `${key}${PARAMS_SEPARATOR}${JSON.stringify(params)}`;
}

/** The text to show for a field error's message in the given language. */
export function messageText(lang: Lang, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const at = message.indexOf(PARAMS_SEPARATOR);
  const key = at === -1 ? message : message.slice(0, at);
  if (!isMessageKey(key)) return message;
  let params: MessageParams = {};
  if (at !== -1) {
    try {
      params = JSON.parse(message.slice(at + 1)) as MessageParams;
    } catch {
      params = {};
    }
  }
  return translate(lang, key, params);
}

/** Validates the form's values with `schema`; the first issue per field becomes that field's error. */
export function keyedResolver<Values extends FieldValues, Output>(schema: z.ZodType<Output>): Resolver<Values, unknown, Output> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'root';
      errors[field] ??= { type: issue.code, message: encodeMessage(issue.message, paramsOf(issue)) };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
