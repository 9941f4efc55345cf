import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HOME_STATE_SIGN_IN_FOR_CART } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth-events';
import { useHydrated } from '../../../lib/use-hydrated';
import { Button } from '../../../ui/button';
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

  if (state === HOME_STATE_PASSWORD_CHANGED) {
    return (
      <section
        role="status"
        aria-labelledby="cp-done-title"
        className="flex flex-col gap-4 rounded-3xl border border-green-200 bg-green-50 p-5 md:flex-row md:items-center md:p-6"
      >
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-green-100 text-2xl font-bold text-green-800">
          ✓
        </span>
        <div className="flex-1">
          <h2 id="cp-done-title" className="text-lg font-bold text-green-900">
            {t('members.home.cpDoneTitle')}
          </h2>
          <p className="text-ink">{signedIn ? t('members.home.cpDoneSignedIn') : t('members.home.cpDoneText')}</p>
        </div>
        {signedIn ? (
          <Button variant="secondary" onClick={dismiss}>
            {t('members.home.dismiss')}
          </Button>
        ) : (
          <Button onClick={() => openMemberDialog({ kind: 'login' })} className="px-8">
            {t('members.home.logIn')}
          </Button>
        )}
      </section>
    );
  }
  if (state === HOME_STATE_SIGN_IN_FOR_CART) {
    return (
      <section
        role="status"
        aria-labelledby="session-ended-title"
        className="flex flex-col gap-4 rounded-3xl border border-amber-300 bg-amber-50 p-5 md:flex-row md:items-center md:p-6"
      >
        <div className="flex-1">
          <h2 id="session-ended-title" className="text-lg font-bold text-amber-950">
            {t('members.home.sessionEndedTitle')}
          </h2>
          <p className="text-ink">{signedIn ? t('members.home.sessionEndedSignedIn') : t('members.home.sessionEndedText')}</p>
        </div>
        {signedIn ? (
          <Button variant="secondary" onClick={dismiss}>
            {t('members.home.dismiss')}
          </Button>
        ) : (
          <Button onClick={() => openMemberDialog({ kind: 'login', returnTo: '/' })} className="px-8">
            {t('members.home.logIn')}
          </Button>
        )}
      </section>
    );
  }
  if (state === HOME_STATE_CART_MERGE_FAILED) {
    return (
      <section
        role="status"
        aria-labelledby="cart-fail-title"
        className="flex flex-col gap-4 rounded-3xl border border-amber-300 bg-amber-50 p-5 md:flex-row md:items-center md:p-6"
      >
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-100 text-2xl font-bold text-amber-900">
          !
        </span>
        <div className="flex-1">
          <h2 id="cart-fail-title" className="text-lg font-bold text-amber-950">
            {t('members.home.cartFailTitle')}
          </h2>
          <p className="text-ink">{t('members.home.cartFailText')}</p>
        </div>
        <Button variant="secondary" onClick={dismiss}>
          {t('members.home.dismiss')}
        </Button>
      </section>
    );
  }
  return null;
}
