import type { DefaultValues, FieldPath, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { useStaffForm } from '../../back-office/hooks/use-staff-form';

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
  const { form, field, submitWith, refusal } = useStaffForm<Values, NewBody | ChangeBody>({
    resolver: keyedZodResolver<Values, NewBody | ChangeBody>(props.mode === 'create' ? schemas.create : schemas.change),
    defaultValues: props.initial as DefaultValues<Values>,
    refusalFields: fields,
  });
  const onSubmit = submitWith(async (body) => {
    await (props.mode === 'create' ? props.onSave(body as NewBody) : props.onSave(body as ChangeBody));
    return null;
  });
  return { form, field, onSubmit, refusal, saving: form.formState.isSubmitting };
}
