import { notify } from '../notify';
import { Button } from '../../../ui/button';
import { resendConfirmation } from '../api/member-calls';
import { isMemberCallError } from '../../../lib/call-refusals';
import { useEmailForm } from '../hooks/use-email-form';
import { useMemberFormKit } from '../hooks/use-member-form-kit';
import { FormAlert } from '../../../ui/form/form-alert';
import { EmailField } from './email-field';

/** Asks for a new confirmation link: with the e-mail known (a button) or typed in (a small form). */
export function ResendConfirmation({ email, label }: { email?: string | null; label: string }) {
  const { t, errorText, unexpected, refusal, setRefusal } = useMemberFormKit();
  const { register, handleSubmit, setError, formState } = useEmailForm(email ?? '');
  const { errors, isSubmitting } = formState;

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
