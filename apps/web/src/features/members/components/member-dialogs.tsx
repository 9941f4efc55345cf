import { lazy, Suspense, useEffect, useState } from 'react';
import { onSignInRequested } from '../../../lib/auth-events';
import { whenIdle } from '../../../lib/when-idle';
import { safeReturnTo } from '../after-sign-in';
import { openMemberDialog, useMemberDialog } from '../member-dialogs-store';

// The forms (react-hook-form, zod, the register form) are not part of the first download: they
// load when a dialog first opens, or earlier, once the page has settled.
const loadPanels = () => import('./member-dialog-panels');
const MemberDialogPanels = lazy(async () => ({ default: (await loadPanels()).MemberDialogPanels }));

function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The member dialogs, mounted once by the app (in the header). Other features ask for them with
 * `requestSignIn()`; after signing in the shopper comes back to the page that asked.
 */
export function MemberDialogs() {
  const dialog = useMemberDialog();
  const [wanted, setWanted] = useState(false);
  if (dialog && !wanted) setWanted(true);

  useEffect(
    () =>
      onSignInRequested((request) => {
        const returnTo = safeReturnTo(request.returnTo) ?? currentPage();
        openMemberDialog(request.mode === 'register' ? { kind: 'register', returnTo } : { kind: 'login', returnTo });
      }),
    [],
  );

  useEffect(
    () =>
      whenIdle(() => {
        void loadPanels();
      }),
    [],
  );

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MemberDialogPanels dialog={dialog} />
    </Suspense>
  );
}
