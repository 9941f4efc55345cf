import type { FieldPath, FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { useErrorText } from '../../../lib/forms/use-error-text';

/** What a field of `ui/form` takes of its form. */
export interface FieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** What a field of `ui/form` needs of a react-hook-form form: its registration and its error in words. */
export function useFieldProps<Values extends FieldValues, Output>(form: UseFormReturn<Values, unknown, Output>) {
  const errorText = useErrorText();
  return (name: FieldPath<Values>): FieldProps => ({
    registration: form.register(name),
    error: errorText(form.getFieldState(name, form.formState).error?.message),
  });
}
