import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { signInStaff } from '../api/staff-calls';
import type { StaffChrome } from '../components/staff-chrome';
import { FormAlert } from '../../../ui/form/form-alert';
import { PasswordField } from '../../../ui/form/password-field';
import { TextField } from '../../../ui/form/text-fields';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { SignedOutFrame } from '../components/signed-out-frame';
import { signInFormSchema, type SignInFormValues } from '../forms/staff-form-schemas';
import { useRefusalText } from '../../back-office/hooks/use-refusal-text';
import { useCompleteStaffSignIn } from '../hooks/use-staff-sign-in';
import { staffReturnPath } from '../staff-areas';
import { useStaffToken } from '../../../lib/staff-session';

/** /staff/signin: e-mail and password; a wrong pair or a lock-out is the server's sentence above the form. */
export function StaffSignInRoute({ chrome }: { chrome: StaffChrome }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const refusalText = useRefusalText();
  const complete = useCompleteStaffSignIn();
  const token = useStaffToken();
  const location = useLocation();
  const returnTo = staffReturnPath((location.state as { from?: unknown } | null)?.from);
  const [refusal, setRefusal] = useState<string | null>(null);
  usePageTitle(t('staff.signin.title'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInFormValues, unknown, { email: string; password: string }>({
    resolver: keyedZodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setRefusal(null);
    try {
      complete(await signInStaff(email, password), returnTo);
    } catch (error) {
      setRefusal(refusalText(error));
    }
  });

  if (token) return <Navigate to={returnTo} replace />;

  return (
    <SignedOutFrame chrome={chrome} title={t('staff.signin.title')}>
      <p className="mt-2 text-muted">{t('staff.signin.text')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <FormAlert>{refusal}</FormAlert>
        <TextField
          label={t('staff.fields.email')}
          type="email"
          autoComplete="username"
          required
          maxLength={100}
          registration={register('email')}
          error={errorText(errors.email?.message)}
        />
        <PasswordField
          label={t('staff.fields.password')}
          autoComplete="current-password"
          required
          maxLength={100}
          toggleWord={t('staff.fields.showPassword')}
          registration={register('password')}
          error={errorText(errors.password?.message)}
        />
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? t('staff.signin.submitting') : t('staff.signin.submit')}
        </Button>
      </form>
    </SignedOutFrame>
  );
}
