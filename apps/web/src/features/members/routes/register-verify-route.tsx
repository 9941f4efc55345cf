import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { translate } from '@pawsook/shared/i18n/translate';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { confirmEmail } from '../api/member-calls';
import { isMemberCallError } from '../../../lib/call-refusals';
import { MemberPageCard } from '../components/member-page-card';
import { ResendConfirmation } from '../components/resend-confirmation-form';
import { openMemberDialog } from '../member-dialogs-store';
import { useUnexpectedError } from '../../../lib/use-unexpected-error';

type Outcome = { kind: 'confirmed'; email: string } | { kind: 'refused'; message: string | null } | { kind: 'failed' };

/**
 * One POST per token for the life of the page: React's StrictMode runs effects twice, and a
 * single-use token must not be spent by the first run and refused to the second.
 */
const confirmations = new Map<string, Promise<Outcome>>();

function confirmOnce(token: string): Promise<Outcome> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = confirmEmail(token).then(
      (result): Outcome => ({ kind: 'confirmed', email: result.email }),
      (error: unknown): Outcome =>
        isMemberCallError(error) && error.status === 400 ? { kind: 'refused', message: error.message || null } : { kind: 'failed' },
    );
    confirmations.set(token, pending);
  }
  return pending;
}

/** /register/verify?token=: a page that confirms the e-mail with a POST (mail scanners only GET). */
export function RegisterVerifyRoute() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const unexpected = useUnexpectedError();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void confirmOnce(token).then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  function retry() {
    if (token) confirmations.delete(token);
    setOutcome(null);
    setAttempt((n) => n + 1);
  }

  useEffect(() => {
    if (outcome?.kind === 'failed') unexpected(new Error('confirm-email failed'));
  }, [outcome, unexpected]);

  const shown: Outcome | null = token ? outcome : { kind: 'refused', message: null };
  const title =
    shown === null
      ? t('members.verify.working')
      : shown.kind === 'confirmed'
        ? t('members.verify.successTitle')
        : shown.kind === 'failed'
          ? t('members.verify.notNowTitle')
          : t('members.verify.failedTitle');
  usePageTitle(title);

  if (shown === null) {
    return (
      <MemberPageCard tone="wait" title={title}>
        <Spinner label={t('members.verify.wait')} />
      </MemberPageCard>
    );
  }
  if (shown.kind === 'confirmed') {
    return (
      <MemberPageCard tone="success" title={title}>
        <p>{t('members.verify.successText', { email: shown.email })}</p>
        <Button onClick={() => openMemberDialog({ kind: 'login', returnTo: '/user/account/profile' })} className="mt-6 w-full">
          {t('members.verify.logIn')}
        </Button>
      </MemberPageCard>
    );
  }
  if (shown.kind === 'failed') {
    return (
      <MemberPageCard tone="error" title={title}>
        <p>{t('members.verify.notNowText')}</p>
        <Button onClick={retry} className="mt-6 w-full">
          {t('members.verify.retry')}
        </Button>
      </MemberPageCard>
    );
  }
  return (
    <MemberPageCard tone="error" title={title}>
      <p>{shown.message ?? translate(lang, 'member.linkInvalid')}</p>
      <p className="mt-3 text-muted">{t('members.verify.alreadyConfirmed')}</p>
      <Button variant="secondary" onClick={() => openMemberDialog({ kind: 'login' })} className="mt-3 w-full">
        {t('members.verify.logIn')}
      </Button>
      <h2 className="mt-8 text-lg font-bold text-brand-900">{t('members.verify.resendTitle')}</h2>
      <p className="mt-1 mb-3 text-sm text-muted">{t('members.verify.resendText')}</p>
      <ResendConfirmation label={t('members.verify.resend')} />
    </MemberPageCard>
  );
}
