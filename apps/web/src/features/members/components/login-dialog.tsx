import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../notify';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { emailSignin, isNotVerifiedResult, resendConfirmation } from '../api/member-calls';
import { isMemberCallError } from '../../../lib/call-refusals';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { loginFormSchema, type LoginFormValues } from '../forms/member-form-schemas';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useUnexpectedError } from '../../../lib/use-unexpected-error';
import { closeMemberDialog, countFailedSignIn, openMemberDialog, useFailedSignIns } from '../member-dialogs-store';
import { FAILED_SIGN_INS_BEFORE_HINT, SOCIAL_BUTTONS_WAIT_MS } from '../members-config';
import { useSocialProvidersSettled } from '../api/member-queries';
import { FormAlert } from '../../../ui/form/form-alert';
import { CurrentPasswordField } from './member-password-fields';
import { EmailField } from './email-field';
import { useMemberFormKit } from '../hooks/use-member-form-kit';
import { SocialSignInButtons } from './social-sign-in-buttons';

/** The banner for an account whose e-mail was never confirmed, with the resend action (spec §8). */
function NotVerifiedBanner({ email, message }: { email: string; message: string }) {
  const { t } = useTranslation();
  const unexpected = useUnexpectedError();
  const [note, setNote] = useState<string | null>(null);
  const resend = useMutation({
    mutationFn: () => resendConfirmation(email),
    meta: { systemError: false },
    onSuccess: () => {
      setNote(null);
      notify.success(t('members.mail.confirmationSent'));
    },
    onError: (error) => {
      if (!unexpected(error)) setNote(error.message || t('members.errors.generic'));
    },
  });
  return (
    <FormAlert tone="info">
      <p>{message}</p>
      {note ? <p className="mt-1 font-semibold text-red-800">{note}</p> : null}
      <button
        type="button"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
        className="mt-2 min-h-11 font-semibold text-accent-700 underline underline-offset-4 disabled:opacity-60"
      >
        {resend.isPending ? t('members.login.resending') : t('members.login.resend')}
      </button>
    </FormAlert>
  );
}

function LoginForm({ returnTo }: { returnTo: string | null }) {
  const { t, errorText, unexpected, refusal, setRefusal } = useMemberFormKit();
  const completeSignIn = useCompleteSignIn();
  const failedSignIns = useFailedSignIns();
  const [notVerified, setNotVerified] = useState<{ email: string; message: string } | null>(null);
  const { register, handleSubmit, getValues, formState } = useForm<LoginFormValues, unknown, { email: string; password: string }>({
    resolver: keyedZodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    setNotVerified(null);
    try {
      const result = await emailSignin(values);
      await completeSignIn(result, returnTo);
    } catch (error) {
      if (isMemberCallError(error) && error.status === 400 && isNotVerifiedResult(error.result)) {
        setNotVerified({ email: error.result.email, message: error.message });
        return;
      }
      if (isMemberCallError(error) && error.status === 429) {
        setRefusal(error.message || t('members.errors.generic'));
        return;
      }
      // Spec §8: any other refusal or HTTP error counts as a failed attempt (a lost connection does not)
      if (!(isMemberCallError(error) && error.kind === 'network')) countFailedSignIn();
      if (!unexpected(error)) setRefusal((isMemberCallError(error) && error.message) || t('members.errors.generic'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {notVerified ? <NotVerifiedBanner email={notVerified.email} message={notVerified.message} /> : null}
      <FormAlert>{refusal}</FormAlert>
      {failedSignIns >= FAILED_SIGN_INS_BEFORE_HINT ? (
        <FormAlert tone="info">
          <p>{t('members.login.resetHint')}</p>
          <button
            type="button"
            onClick={() => openMemberDialog({ kind: 'forgot', email: getValues('email').trim() })}
            className="mt-1 min-h-11 font-semibold text-accent-700 underline underline-offset-4"
          >
            {t('members.login.resetHintAction')}
          </button>
        </FormAlert>
      ) : null}
      <EmailField registration={register('email')} error={errorText(errors.email?.message)} />
      <CurrentPasswordField
        label={t('members.fields.password')}
        registration={register('password')}
        error={errorText(errors.password?.message)}
        forgotLabel={t('members.login.forgot')}
        onForgot={() => openMemberDialog({ kind: 'forgot', email: getValues('email').trim() })}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t('members.login.submitting') : t('members.login.submit')}
      </Button>
    </form>
  );
}

/** The login modal (spec §2, §4 Login): welcome text, e-mail login, social buttons, link to register. */
export function LoginDialog({ open, returnTo }: { open: boolean; returnTo: string | null }) {
  const { t } = useTranslation();
  const socialButtonsKnown = useSocialProvidersSettled(SOCIAL_BUTTONS_WAIT_MS);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && closeMemberDialog()}
      title={t('members.login.title')}
      description={t('members.login.welcome')}
      bodyInTaskOfItsOwn
      bodyReady={socialButtonsKnown}
    >
      <LoginForm returnTo={returnTo} />
      <SocialSignInButtons returnTo={returnTo} />
      <p className="mt-5 text-center text-sm text-muted">
        {t('members.login.noAccount')}{' '}
        <button
          type="button"
          onClick={() => openMemberDialog({ kind: 'register', ...(returnTo ? { returnTo } : {}) })}
          className="min-h-11 font-semibold text-accent-700 underline underline-offset-4"
        >
          {t('members.login.registerLink')}
        </button>
      </p>
    </Dialog>
  );
}
