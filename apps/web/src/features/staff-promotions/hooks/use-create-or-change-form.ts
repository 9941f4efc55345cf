import { useState } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { useFieldRefusal } from '../../back-office/hooks/use-field-refusal';

/** A form that makes a new promotion or changes one: the body it sends differs between the two. */
export type CreateOrChangeProps<Values, NewBody, ChangeBody> =
  | { mode: 'create'; initial: Values; onSave: (body: NewBody) => Promise<unknown>; onCancel: () => void }
  | { mode: 'edit'; initial: Values; onSave: (body: ChangeBody) => Promise<unknown>; onCancel: () => void };

/**
 * The form checked by the shared schema of its mode (as the API will check it), saved through the
 * page's onSave; the API's refusals land on the fields they name, else above the form.
 */
export function useCreateOrChangeForm<Values extends FieldValues, NewBody, ChangeBody>(
  props: CreateOrChangeProps<Values, NewBody, ChangeBody>,
  schemas: { create: z.ZodType<NewBody, unknown>; change: z.ZodType<ChangeBody, unknown> },
  fields: readonly FieldPath<Values>[],
) {
  const fieldRefusal = useFieldRefusal();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values, unknown, NewBody | ChangeBody>({
    resolver: keyedZodResolver<Values, NewBody | ChangeBody>(props.mode === 'create' ? schemas.create : schemas.change),
    defaultValues: props.initial as DefaultValues<Values>,
  });
  const onSubmit = form.handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await (props.mode === 'create' ? props.onSave(body as NewBody) : props.onSave(body as ChangeBody));
    } catch (error) {
      setRefusal(fieldRefusal(error, fields, form.setError));
    }
  });
  return { form, onSubmit, refusal };
}
