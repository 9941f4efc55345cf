/**
 * A react-hook-form resolver for the shared zod schemas. Their issues carry message keys
 * (docs/decisions/0004); the key travels as the field error's message, with its parameters
 * (`{max}`, `{min}`) appended, and is translated when shown, so a language switch re-translates
 * errors already on screen. Messages that are not keys (the server's own sentences) show as they are.
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

/** `validation.tooLong|{"max":100}`, or the bare key when there is nothing to fill in. */
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

function setPath(target: Record<string, unknown>, path: readonly PropertyKey[], value: unknown): void {
  let node = target;
  path.forEach((segment, index) => {
    const key = String(segment);
    if (index === path.length - 1) {
      if (!(key in node)) node[key] = value;
      return;
    }
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
}

/**
 * Validates the form's values with `schema`; the first issue per field (nested paths too) becomes
 * that field's error. A schema built at run time (typed with an unknown input) fits as well.
 */
export function keyedZodResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input> | z.ZodType<Output, unknown>,
): Resolver<Input, unknown, Output> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.length > 0 ? issue.path : ['root'];
      setPath(errors, path, { type: issue.code, message: encodeMessage(issue.message, paramsOf(issue)) });
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}
