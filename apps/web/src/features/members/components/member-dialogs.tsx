import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { onSignInExpected, onSignInRequested } from '../../../lib/auth-events';
import { useLanguage } from '../../../lib/use-language';
import { yieldToMain } from '../../../lib/yield-to-main';
import { socialProvidersQuery } from '../api/member-queries';
import { safeReturnTo } from '../after-sign-in';
import { openMemberDialog, useMemberDialog } from '../member-dialogs-store';

// The forms (react-hook-form, zod, the register form) are not part of the first download: they
// load when a log-in button is shown (expectSignIn) or a dialog first opens. Not at idle: building
// their schemas is a long task on a phone, wasted on the many visitors who never sign in. They
// are set up in three tasks, not one: zod with the shared member schemas, the forms' schemas,
// then the dialogs (each import runs its modules; those already run are not run again). A load
// that failed (the connection dropped) is tried again the next time.
let panels: Promise<typeof import('./member-dialog-panels')> | undefined;
const loadPanels = () =>
  (panels ??= (async () => {
    await import('@pawsook/shared/schemas/members');
    await yieldToMain();
    await import('../forms/member-form-schemas');
    await yieldToMain();
    return import('./member-dialog-panels');
  })().catch((error: unknown) => {
    panels = undefined;
    throw error;
  }));
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

  // the dialogs' code, and the log-in dialog's social buttons with it, so they are there when its
  // form is drawn, not a moment later, moving the register link below them
  const queryClient = useQueryClient();
  const language = useLanguage();
  useEffect(() => {
    const prepare = () => {
      void loadPanels();
      void queryClient.prefetchQuery(socialProvidersQuery(language));
    };
    if (wanted) prepare();
    return onSignInExpected(prepare);
  }, [wanted, queryClient, language]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MemberDialogPanels dialog={dialog} />
    </Suspense>
  );
}
