import { useForm } from 'react-hook-form';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { emailFormSchema, type EmailFormValues } from '../forms/member-form-schemas';

/** A form of the e-mail alone: a new password's link, a new confirmation link, the sign-up's first step. */
export function useEmailForm(initialEmail: string) {
  return useForm<EmailFormValues, unknown, { email: string }>({
    resolver: keyedZodResolver(emailFormSchema),
    defaultValues: { email: initialEmail },
  });
}
