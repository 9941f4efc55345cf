import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useSession } from '../../../lib/auth-events';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { LogOutDialog } from '../components/log-out-dialog';
import { openMemberDialog } from '../member-dialogs-store';

/** Spec §2 "Account area shell": the side menu, in this order. */
const ACCOUNT_LINKS = [
  { to: '/user/account/profile', labelKey: 'members.shell.profile' },
  { to: '/user/account/address', labelKey: 'members.shell.address' },
  { to: '/user/account/password', labelKey: 'members.shell.password' },
  { to: '/user/account/coin', labelKey: 'members.shell.coin' },
  // NavLink is active on sub-paths too: /user/purchase/order/{id}, /user/purchase/tracking/{id}
  { to: '/user/purchase/order', labelKey: 'members.shell.orders' },
  { to: '/user/purchase/review', labelKey: 'members.shell.review' },
  { to: '/user/purchase/tracking', labelKey: 'members.shell.tracking' },
  { to: '/user/wish-list/wishlist', labelKey: 'members.shell.wishlist' },
] as const;

function AccountSideMenu() {
  const { t } = useTranslation();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const [confirmLogOut, setConfirmLogOut] = useState(false);

  return (
    <nav aria-label={t('members.shell.menuLabel')} className="md:sticky md:top-20 md:self-start">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((v) => !v)}
        className="flex min-h-11 w-full items-center justify-between rounded-xl border border-brand-200 bg-brand-50 px-4 font-semibold text-brand-900 md:hidden"
      >
        {t('members.shell.display')}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`size-5 transition-transform ${expanded ? 'rotate-180' : ''}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <ul id={listId} className={`${expanded ? 'mt-2 block' : 'hidden'} rounded-2xl border border-brand-100 bg-white p-2 md:mt-0 md:block`}>
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              // a choice on a phone folds the menu away again
              onClick={() => setExpanded(false)}
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-lg px-3 font-semibold ${isActive ? 'bg-brand-700 text-white' : 'text-brand-900 hover:bg-brand-50'}`
              }
            >
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
        <li className="mt-1 border-t border-brand-100 pt-1">
          <button
            type="button"
            onClick={() => setConfirmLogOut(true)}
            className="flex min-h-11 w-full items-center rounded-lg px-3 text-left font-semibold text-red-800 hover:bg-red-50"
          >
            {t('members.shell.logOut')}
          </button>
        </li>
      </ul>
      <LogOutDialog open={confirmLogOut} onOpenChange={setConfirmLogOut} />
    </nav>
  );
}

/** What a guest sees on /user/*: a clear prompt, with the login dialog already open over it. */
function SignInPrompt({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  usePageTitle(t('members.shell.guestTitle'));
  return (
    <div className="container-page py-12 md:py-20">
      <div className="mx-auto max-w-xl rounded-3xl border border-brand-100 bg-cream px-6 py-10 text-center">
        <h1 className="text-2xl font-bold text-brand-900">{t('members.shell.guestTitle')}</h1>
        <p className="mt-3 text-ink">{t('members.shell.guestText')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => openMemberDialog({ kind: 'login', returnTo })} className="px-8">
            {t('members.shell.logIn')}
          </Button>
          <Button variant="secondary" onClick={() => openMemberDialog({ kind: 'register', returnTo })}>
            {t('members.shell.register')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * The layout of every /user/* page. A guest gets the login dialog (coming back to this page after
 * signing in); a member who signs out here (log out, password change, the 401 rule) is on the way
 * elsewhere and is not asked to sign in again.
 */
export function AccountShellRoute() {
  const { signedIn } = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const wasSignedIn = useRef(signedIn);

  useEffect(() => {
    const endedHere = wasSignedIn.current && !signedIn;
    wasSignedIn.current = signedIn;
    if (!signedIn && !endedHere) openMemberDialog({ kind: 'login', returnTo: here });
  }, [signedIn, here]);

  if (!signedIn) return <SignInPrompt returnTo={here} />;

  return (
    <div className="container-page py-6 md:py-10">
      <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
        <AccountSideMenu />
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
