import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { controlCharacterPath } from '@pawsook/shared/validation/control-characters';

/**
 * The one text rule, in front of every route's schema: no string of a body, query or path holds a
 * control character (a NUL, refused by PostgreSQL, made every text field a 500). It is refused as
 * a field error like any other rule, so schemas written later are covered without remembering it.
 */
const withoutControlCharacters = z.unknown().superRefine((value, context) => {
  const path = controlCharacterPath(value);
  if (path) context.addIssue({ code: 'custom', message: 'validation.controlCharacters', path, input: value });
});

export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: withoutControlCharacters.pipe(route.schema) });
