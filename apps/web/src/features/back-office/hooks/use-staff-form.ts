import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type FieldPath, type FieldValues, type UseFormProps } from 'react-hook-form';
import { useFieldProps } from './use-field-props';
import { useFieldRefusal } from './use-field-refusal';

interface StaffFormOptions<Values extends FieldValues, Output> extends UseFormProps<Values, unknown, Output> {
  /** the fields an API refusal may name: it lands on them; any other refusal stands above the form */
  refusalFields?: readonly FieldPath<Values>[];
}

/**
 * A back-office form: react-hook-form checked by a shared schema, the API's refusal on its fields
 * or above the form, and what the save says it did as the form's notice.
 */
export function useStaffForm<Values extends FieldValues, Output>({ refusalFields = [], ...options }: StaffFormOptions<Values, Output>) {
  const form = useForm<Values, unknown, Output>(options);
  const field = useFieldProps(form);
  const fieldRefusal = useFieldRefusal();
  const [refusal, setRefusal] = useState<string | null>(null);
  // the notice is a sentence in the language it was saved in: it is not shown once the language changes
  const [done, setDone] = useState<{ text: string; language: string } | null>(null);
  const { i18n } = useTranslation();

  /** Checks, then saves; the sentence `save` returns (if any) is the form's notice of success. */
  const submitWith = (save: (values: Output) => Promise<string | null>) =>
    form.handleSubmit(async (values) => {
      setRefusal(null);
      setDone(null);
      try {
        const text = await save(values);
        setDone(text === null ? null : { text, language: i18n.language });
      } catch (error) {
        setRefusal(fieldRefusal(error, refusalFields, form.setError));
      }
    });

  return { form, field, submitWith, refusal, done: done?.language === i18n.language ? done.text : null };
}
