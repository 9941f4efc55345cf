import { useSession } from '../../../lib/auth-events';
import { GuestAccountActions, GuestAccountMenu } from './guest-account-menu';
import { CoinBalance, MemberAccountActions, MemberAccountMenu } from './member-account-menu';
import { MemberDialogs } from './member-dialogs';

/**
 * What the header shows on the right for the account: the user popover (guest or member), the
 * member's coin balance, and the member dialogs (mounted once here, opened from anywhere).
 */
export function HeaderAccount() {
  const { signedIn } = useSession();
  return (
    <>
      {signedIn ? (
        <>
          <CoinBalance className="hidden sm:inline-flex" />
          <MemberAccountMenu />
        </>
      ) : (
        <GuestAccountMenu />
      )}
      <MemberDialogs />
    </>
  );
}

/** The account block at the bottom of the mobile menu. */
export function MobileMenuAccount({ onNavigate }: { onNavigate: () => void }) {
  const { signedIn } = useSession();
  return signedIn ? <MemberAccountActions onNavigate={onNavigate} /> : <GuestAccountActions onAction={onNavigate} />;
}
