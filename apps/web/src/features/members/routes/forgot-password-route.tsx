import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { forgotPassword } from '../api/member-calls';
import { isMemberCallError } from '../../../lib/call-refusals';
import { FormAlert } from '../../../ui/form/form-alert';
import { MemberPageCard } from '../components/member-page-card';
import { useUnexpectedError } from '../../../lib/use-unexpected-error';
import { openMemberDialog } from '../member-dialogs-store';

/** /forgot-password?email=: reached after a successful request (spec §2): the link is on its way. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  const unexpected = useUnexpectedError();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() || null;
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  usePageTitle(t('members.forgot.sentTitle'));

  async function resend() {
    if (!email) return;
    setSending(true);
    setRefusal(null);
    try {
      await forgotPassword(email);
      notify.success(t('members.forgot.resent'));
    } catch (error) {
      if (!unexpected(error)) setRefusal((isMemberCallError(error) && error.message) || t('members.errors.generic'));
    } finally {
      setSending(false);
    }
  }

  return (
    <MemberPageCard tone="mail" title={t('members.forgot.sentTitle')}>
      {email ? (
        <>
          <p>{t('members.forgot.sentTo')}</p>
          <p className="mt-1 text-lg font-bold break-all text-brand-900">{email}</p>
        </>
      ) : (
        <p>{t('members.forgot.sentNoEmail')}</p>
      )}
      <p className="mt-3 text-muted">{t('members.forgot.sentNext')}</p>
      <div className="mt-6 space-y-3 text-left">
        <FormAlert>{refusal}</FormAlert>
        {email ? (
          <Button variant="secondary" disabled={sending} onClick={() => void resend()} className="w-full">
            {sending ? t('members.mail.sending') : t('members.forgot.resend')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => openMemberDialog({ kind: 'forgot' })} className="w-full">
            {t('members.forgot.askAgain')}
          </Button>
        )}
        <Button onClick={() => openMemberDialog({ kind: 'login' })} className="w-full">
          {t('members.forgot.backToLogIn')}
        </Button>
      </div>
    </MemberPageCard>
  );
}
