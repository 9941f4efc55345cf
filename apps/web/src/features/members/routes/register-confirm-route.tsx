import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { MemberPageCard } from '../components/member-page-card';
import { ResendConfirmation } from '../components/resend-confirmation-form';
import { openMemberDialog } from '../member-dialogs-store';

/** /register/confirm?email=: the mail is on its way (spec §2), with a resend action. */
export function RegisterConfirmRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() || null;
  usePageTitle(t('members.confirm.title'));
  return (
    <MemberPageCard tone="mail" title={t('members.confirm.title')}>
      {email ? (
        <>
          <p>{t('members.confirm.sentTo')}</p>
          <p className="mt-1 text-lg font-bold break-all text-brand-900">{email}</p>
        </>
      ) : (
        <p>{t('members.confirm.sentNoEmail')}</p>
      )}
      <p className="mt-3 text-muted">{t('members.confirm.next')}</p>
      <div className="mt-6 space-y-3">
        <Button onClick={() => openMemberDialog({ kind: 'login' })} className="w-full">
          {t('members.confirm.logIn')}
        </Button>
        <p className="pt-2 text-sm text-muted">{t('members.confirm.noMail')}</p>
        <ResendConfirmation email={email} label={t('members.confirm.resend')} />
      </div>
    </MemberPageCard>
  );
}
