import { z } from 'zod';
import { isMessageKey, translate, type Lang, type MessageKey, type MessageParams } from '../i18n/translate';

/**
 * Zod issues carry message keys, never sentences: the server and the browser translate them into
 * the shopper's language. Schemas may give their own key (`.max(100, 'validation.tooLong')`);
 * every other issue gets a key from its kind through this error map.
 */
export function installZodMessageKeys(): void {
  z.config({
    customError: (issue): MessageKey => {
      switch (issue.code) {
        case 'invalid_type':
          return issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalidType';
        case 'too_big':
          return issue.origin === 'string' || issue.origin === 'array' ? 'validation.tooLong' : 'validation.tooBig';
        case 'too_small':
          if (issue.origin === 'string' && issue.minimum === 1) return 'validation.required';
          return issue.origin === 'string' || issue.origin === 'array' ? 'validation.tooShort' : 'validation.tooSmall';
        case 'invalid_value':
          return 'validation.oneOf';
        case 'unrecognized_keys':
          return 'validation.unknownField';
        default:
          return 'validation.invalid';
      }
    },
  });
}

/** What a validation issue looks like once it has left zod (zod's own issue, or Fastify's copy of it). */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  maximum?: unknown;
  minimum?: unknown;
  values?: readonly unknown[];
  keys?: readonly string[];
}

function paramsOf(issue: IssueLike): MessageParams {
  const params: MessageParams = {};
  if (issue.maximum !== undefined) params.max = Number(issue.maximum);
  if (issue.minimum !== undefined) params.min = Number(issue.minimum);
  if (issue.values) params.options = issue.values.map(String).join(', ');
  return params;
}

/** Issues as the spec's field list: [{field: message}], first message per field, in the given language. */
export function issuesToFieldErrors(issues: readonly IssueLike[], lang: Lang): Record<string, string>[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const key: MessageKey = isMessageKey(issue.message) ? issue.message : 'validation.invalid';
    const fields =
      issue.code === 'unrecognized_keys' && issue.keys?.length
        ? issue.keys.map((k) => [...issue.path, k].join('.'))
        : [issue.path.map(String).join('.') || 'request'];
    for (const field of fields) {
      if (!byField.has(field)) byField.set(field, translate(lang, key, paramsOf(issue)));
    }
  }
  return [...byField].map(([field, message]) => ({ [field]: message }));
}
