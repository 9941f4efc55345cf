import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { forgotPassword } from '../api/member-calls';
import { isMemberCallError } from '../../../lib/call-refusals';
import { useEmailForm } from '../hooks/use-email-form';
import { useMemberFormKit } from '../hooks/use-member-form-kit';
import { closeMemberDialog } from '../member-dialogs-store';
import { FormAlert } from '../../../ui/form/form-alert';
import { EmailField } from './email-field';

function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const { t, errorText, unexpected, refusal, setRefusal } = useMemberFormKit();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useEmailForm(initialEmail);
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email }) => {
    setRefusal(null);
    try {
      await forgotPassword(email);
      closeMemberDialog();
      await navigate(`/forgot-password?email=${encodeURIComponent(email)}`);
    } catch (error) {
      if (unexpected(error)) return;
      // 400: "There is no email in the system…" belongs under the field (spec §8)
      if (isMemberCallError(error) && error.status === 400) setError('email', { message: error.message }, { shouldFocus: true });
      else setRefusal((isMemberCallError(error) && error.message) || t('members.errors.generic'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert>{refusal}</FormAlert>
      <EmailField registration={register('email')} error={errorText(errors.email?.message)} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => closeMemberDialog()}>
          {t('members.forgot.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('members.forgot.submitting') : t('members.forgot.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The forgot-password e-mail dialog, opened from login and from change password (spec §2). */
export function ForgotPasswordDialog({ open, email }: { open: boolean; email: string }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && closeMemberDialog()} title={t('members.forgot.title')} description={t('members.forgot.text')}>
      <ForgotPasswordForm initialEmail={email} />
    </Dialog>
  );
}
