import { z } from '../validation/z';

/** The success envelope around a result schema, for response validation and the OpenAPI document. */
export function envelopeSchema<T extends z.ZodType>(result: T) {
  return z.object({
    responseCode: z.literal('200'),
    errorMessage: z.null(),
    result,
  });
}

export function pagedEnvelopeSchema<T extends z.ZodType>(result: T) {
  return envelopeSchema(result).extend({ totalRecord: z.number().int().nonnegative() });
}
