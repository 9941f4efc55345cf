import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HOME_STATE_SIGN_IN_FOR_CART } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth-events';
import { useHydrated } from '../../../lib/use-hydrated';
import { Button } from '../../../ui/button';
import { NoticeBanner } from '../../../ui/notice-banner';
import { openMemberDialog } from '../member-dialogs-store';
import { HOME_STATE_CART_MERGE_FAILED, HOME_STATE_PASSWORD_CHANGED } from '../members-config';

/**
 * The home page's member states (spec §2): /?q=cp-done after a password change (log in again),
 * /?q=cart-fail when the guest cart could not be merged at sign-in, /?q=frin-addp when a cart call
 * found the session gone (the 401 rule, member-area §6/§8: the sign-in opens too, lib/api-client).
 */
export function MemberHomeNotice() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { signedIn } = useSession();
  // a kept home page is the same for every query: the notice comes once the browser holds the page
  const hydrated = useHydrated();
  const state = hydrated ? params.get('q') : null;

  function dismiss() {
    const next = new URLSearchParams(params);
    next.delete('q');
    setParams(next, { replace: true });
  }

  const logIn = (returnTo?: string) =>
    signedIn ? (
      <Button variant="secondary" onClick={dismiss}>
        {t('members.home.dismiss')}
      </Button>
    ) : (
      <Button onClick={() => openMemberDialog({ kind: 'login', ...(returnTo ? { returnTo } : {}) })} className="px-8">
        {t('members.home.logIn')}
      </Button>
    );

  if (state === HOME_STATE_PASSWORD_CHANGED) {
    return (
      <NoticeBanner role="status" headingId="cp-done-title" tone="success" mark="✓" title={t('members.home.cpDoneTitle')} action={logIn()}>
        <p className="text-ink">{signedIn ? t('members.home.cpDoneSignedIn') : t('members.home.cpDoneText')}</p>
      </NoticeBanner>
    );
  }
  if (state === HOME_STATE_SIGN_IN_FOR_CART) {
    return (
      <NoticeBanner role="status" headingId="session-ended-title" tone="warning" title={t('members.home.sessionEndedTitle')} action={logIn('/')}>
        <p className="text-ink">{signedIn ? t('members.home.sessionEndedSignedIn') : t('members.home.sessionEndedText')}</p>
      </NoticeBanner>
    );
  }
  if (state === HOME_STATE_CART_MERGE_FAILED) {
    return (
      <NoticeBanner
        role="status"
        headingId="cart-fail-title"
        tone="warning"
        mark="!"
        title={t('members.home.cartFailTitle')}
        action={
          <Button variant="secondary" onClick={dismiss}>
            {t('members.home.dismiss')}
          </Button>
        }
      >
        <p className="text-ink">{t('members.home.cartFailText')}</p>
      </NoticeBanner>
    );
  }
  return null;
}
