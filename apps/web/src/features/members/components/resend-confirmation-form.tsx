import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../notify';
import { Button } from '../../../ui/button';
import { resendConfirmation } from '../api/member-calls';
import { isMemberCallError } from '../../../lib/call-refusals';
import { useEmailForm } from '../hooks/use-email-form';
import { useUnexpectedError } from '../../../lib/use-unexpected-error';
import { FormAlert } from '../../../ui/form/form-alert';
import { EmailField } from './email-field';
import { useErrorText } from '../../../lib/forms/use-error-text';

/** Asks for a new confirmation link: with the e-mail known (a button) or typed in (a small form). */
export function ResendConfirmation({ email, label }: { email?: string | null; label: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const unexpected = useUnexpectedError();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useEmailForm(email ?? '');

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await resendConfirmation(values.email);
      notify.success(t('members.mail.confirmationSent'));
    } catch (error) {
      if (unexpected(error)) return;
      if (isMemberCallError(error) && error.status === 400 && error.errors[0]?.field === 'email') setError('email', { message: error.message });
      else setRefusal((isMemberCallError(error) && error.message) || t('members.errors.generic'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3 text-left">
      <FormAlert>{refusal}</FormAlert>
      {email ? null : <EmailField registration={register('email')} error={errorText(errors.email?.message)} />}
      <Button type="submit" variant={email ? 'secondary' : 'primary'} disabled={isSubmitting} className="w-full">
        {isSubmitting ? t('members.mail.sending') : label}
      </Button>
    </form>
  );
}
