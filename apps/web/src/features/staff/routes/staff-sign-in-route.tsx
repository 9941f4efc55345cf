import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { usePageTitle } from '../../../lib/use-page-title';
import { signInStaff } from '../api/staff-calls';
import type { StaffChrome } from '../components/staff-chrome';
import { FormAlert } from '../../../ui/form/form-alert';
import { PasswordField } from '../../../ui/form/password-field';
import { TextField } from '../../../ui/form/text-fields';
import { SignedOutFrame } from '../components/signed-out-frame';
import { signInFormSchema, type SignInFormValues } from '../forms/staff-form-schemas';
import { SubmitButton } from '../../back-office/components/submit-button';
import { useStaffForm } from '../../back-office/hooks/use-staff-form';
import { useCompleteStaffSignIn } from '../hooks/use-staff-sign-in';
import { staffReturnPath } from '../staff-areas';
import { useStaffToken } from '../../../lib/staff-session';

/** /staff/signin: e-mail and password; a wrong pair or a lock-out is the server's sentence above the form. */
export function StaffSignInRoute({ chrome }: { chrome: StaffChrome }) {
  const { t } = useTranslation();
  const complete = useCompleteStaffSignIn();
  const token = useStaffToken();
  const location = useLocation();
  const returnTo = staffReturnPath((location.state as { from?: unknown } | null)?.from);
  usePageTitle(t('staff.signin.title'));
  const { form, field, submitWith, refusal } = useStaffForm<SignInFormValues, { email: string; password: string }>({
    resolver: keyedZodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = submitWith(async ({ email, password }) => {
    complete(await signInStaff(email, password), returnTo);
    return null;
  });

  if (token) return <Navigate to={returnTo} replace />;

  return (
    <SignedOutFrame chrome={chrome} title={t('staff.signin.title')}>
      <p className="mt-2 text-muted">{t('staff.signin.text')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <FormAlert>{refusal}</FormAlert>
        <TextField label={t('staff.fields.email')} type="email" autoComplete="username" required maxLength={100} {...field('email')} />
        <PasswordField
          label={t('staff.fields.password')}
          autoComplete="current-password"
          required
          maxLength={100}
          toggleWord={t('staff.fields.showPassword')}
          {...field('password')}
        />
        <SubmitButton busy={form.formState.isSubmitting} label={t('staff.signin.submit')} busyLabel={t('staff.signin.submitting')} className="w-full" />
      </form>
    </SignedOutFrame>
  );
}
