import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { translate } from '@pawsook/shared/i18n/translate';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { resetPassword } from '../api/member-calls';
import { isMemberCallError } from '../../../lib/call-refusals';
import { FormAlert } from '../../../ui/form/form-alert';
import { MemberNewPasswordFields } from '../components/member-password-fields';
import { MemberPageCard } from '../components/member-page-card';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from '../forms/member-form-schemas';
import { placeServerErrors, RESET_PASSWORD_FIELDS } from '../forms/server-errors';
import { useMemberFormKit } from '../hooks/use-member-form-kit';
import { openMemberDialog } from '../member-dialogs-store';

type PageState = { kind: 'form' } | { kind: 'done' } | { kind: 'invalid'; message: string | null };

function ResetForm({ token, onDone, onInvalid }: { token: string; onDone: () => void; onInvalid: (message: string | null) => void }) {
  const { t, errorText, unexpected, refusal, setRefusal } = useMemberFormKit();
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordFormValues, unknown, { newPassword: string; confirmPassword: string }>({
    resolver: keyedZodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setRefusal(null);
    try {
      await resetPassword(token, newPassword);
      onDone();
    } catch (error) {
      if (unexpected(error)) return;
      if (!isMemberCallError(error)) return;
      // a used, expired or unknown token: the link itself is the problem
      const tokenError = error.errors.find((e) => e.field === 'token');
      if (tokenError) {
        onInvalid(tokenError.message);
        return;
      }
      const placed = placeServerErrors(error.errors, RESET_PASSWORD_FIELDS);
      if (placed.fields.newPassword) setError('newPassword', { message: placed.fields.newPassword }, { shouldFocus: true });
      else setRefusal(placed.general.join(' ') || error.message || t('members.errors.generic'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4 text-left">
      <FormAlert>{refusal}</FormAlert>
      <MemberNewPasswordFields
        password={{ registration: register('newPassword'), error: errorText(errors.newPassword?.message) }}
        confirmation={{ registration: register('confirmPassword'), error: errorText(errors.confirmPassword?.message) }}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t('members.reset.submitting') : t('members.reset.submit')}
      </Button>
    </form>
  );
}

/** /reset-password?token=: a new password from the mail's link (spec §2, §5; signs out every session). */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const [state, setState] = useState<PageState>(token ? { kind: 'form' } : { kind: 'invalid', message: null });
  const title = state.kind === 'form' ? t('members.reset.title') : state.kind === 'done' ? t('members.reset.doneTitle') : t('members.reset.invalidTitle');
  usePageTitle(title);

  // "success → message + open login"
  useEffect(() => {
    if (state.kind === 'done') openMemberDialog({ kind: 'login' });
  }, [state.kind]);

  if (state.kind === 'done') {
    return (
      <MemberPageCard tone="success" title={title}>
        <p>{t('members.reset.doneText')}</p>
        <Button onClick={() => openMemberDialog({ kind: 'login' })} className="mt-6 w-full">
          {t('members.reset.logIn')}
        </Button>
      </MemberPageCard>
    );
  }
  if (state.kind === 'invalid' || !token) {
    return (
      <MemberPageCard tone="error" title={title}>
        <p>{(state.kind === 'invalid' && state.message) || translate(lang, 'member.linkInvalid')}</p>
        <Button onClick={() => openMemberDialog({ kind: 'forgot' })} className="mt-6 w-full">
          {t('members.reset.newLink')}
        </Button>
      </MemberPageCard>
    );
  }
  return (
    <MemberPageCard tone="wait" title={title}>
      <p>{t('members.reset.text')}</p>
      <ResetForm token={token} onDone={() => setState({ kind: 'done' })} onInvalid={(message) => setState({ kind: 'invalid', message })} />
    </MemberPageCard>
  );
}
