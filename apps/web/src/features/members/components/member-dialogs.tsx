import { useEffect } from 'react';
import { onSignInRequested } from '../../../lib/auth-events';
import { safeReturnTo } from '../after-sign-in';
import { openMemberDialog, useMemberDialog } from '../member-dialogs-store';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginDialog } from './login-dialog';
import { RegisterDialog } from './register-dialog';

function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The member dialogs, mounted once by the app (in the header). Other features ask for them with
 * `requestSignIn()`; after signing in the shopper comes back to the page that asked.
 */
export function MemberDialogs() {
  const dialog = useMemberDialog();

  useEffect(
    () =>
      onSignInRequested((request) => {
        const returnTo = safeReturnTo(request.returnTo) ?? currentPage();
        openMemberDialog(request.mode === 'register' ? { kind: 'register', returnTo } : { kind: 'login', returnTo });
      }),
    [],
  );

  const returnTo = dialog && 'returnTo' in dialog ? (dialog.returnTo ?? null) : null;
  return (
    <>
      <LoginDialog open={dialog?.kind === 'login'} returnTo={returnTo} />
      <RegisterDialog
        open={dialog?.kind === 'register' || dialog?.kind === 'social-register'}
        returnTo={returnTo}
        social={dialog?.kind === 'social-register' ? dialog.social : null}
      />
      <ForgotPasswordDialog open={dialog?.kind === 'forgot'} email={dialog?.kind === 'forgot' ? (dialog.email ?? '') : ''} />
    </>
  );
}
