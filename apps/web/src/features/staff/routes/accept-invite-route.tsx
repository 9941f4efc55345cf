import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button, buttonClass } from '../../../ui/button';
import { acceptStaffInvite } from '../api/staff-calls';
import { isStaffCallError } from '../../../lib/call-refusals';
import type { StaffChrome } from '../components/staff-chrome';
import { FormAlert } from '../../../ui/form/form-alert';
import { NewPasswordFields } from '../../../ui/form/new-password-fields';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { SignedOutFrame } from '../components/signed-out-frame';
import { acceptInviteFormSchema, type AcceptInviteFormValues } from '../forms/staff-form-schemas';
import { useRefusalText } from '../../back-office/hooks/use-refusal-text';
import { useCompleteStaffSignIn } from '../hooks/use-staff-sign-in';

function InvalidInvite({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <>
      <FormAlert>{message}</FormAlert>
      <Link to="/staff/signin" className={buttonClass('secondary', 'mt-6 w-full')}>
        {t('staff.invite.toSignIn')}
      </Link>
    </>
  );
}

/**
 * /staff/accept-invite?token=: the invited person chooses a password (the members' strength rule)
 * and is signed in. A used, expired or unknown link is the server's 400, shown instead of the form.
 */
export function AcceptInviteRoute({ chrome }: { chrome: StaffChrome }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const refusalText = useRefusalText();
  const complete = useCompleteStaffSignIn();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  // the server's sentence about a used or expired link; a link without a token is said here
  const [refused, setRefused] = useState<string | null>(null);
  const invalid = token ? refused : t('staff.invite.noToken');
  const [refusal, setRefusal] = useState<string | null>(null);
  usePageTitle(t('staff.invite.title'));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AcceptInviteFormValues, unknown, { password: string; confirmPassword: string }>({
    resolver: keyedZodResolver(acceptInviteFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) return;
    setRefusal(null);
    try {
      complete(await acceptStaffInvite(token, password));
    } catch (error) {
      const text = refusalText(error);
      if (text === null || !isStaffCallError(error)) return;
      const passwordError = error.errors.find((e) => e.field === 'password');
      if (passwordError) setError('password', { message: passwordError.message }, { shouldFocus: true });
      // any other 400 is about the link itself: used, expired, unknown
      else if (error.status === 400) setRefused(text);
      else setRefusal(text);
    }
  });

  return (
    <SignedOutFrame chrome={chrome} title={t('staff.invite.title')}>
      {invalid ? (
        <div className="mt-4">
          <InvalidInvite message={invalid} />
        </div>
      ) : (
        <>
          <p className="mt-2 text-muted">{t('staff.invite.text')}</p>
          <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
            <FormAlert>{refusal}</FormAlert>
            <NewPasswordFields
              label={t('staff.fields.newPassword')}
              confirmLabel={t('staff.fields.confirmPassword')}
              toggleWord={t('staff.fields.showPassword')}
              registration={register('password')}
              confirmRegistration={register('confirmPassword')}
              error={errorText(errors.password?.message)}
              confirmError={errorText(errors.confirmPassword?.message)}
            />
            <Button type="submit" disabled={isSubmitting} className="w-full">
              {isSubmitting ? t('staff.invite.submitting') : t('staff.invite.submit')}
            </Button>
          </form>
        </>
      )}
    </SignedOutFrame>
  );
}
