import type { MemberDialog } from '../member-dialogs-store';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginDialog } from './login-dialog';
import { RegisterDialog } from './register-dialog';

/** The three member dialogs and their forms: loaded only once a shopper is about to use one. */
export function MemberDialogPanels({ dialog }: { dialog: MemberDialog | null }) {
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
