import { useSession } from '../../../lib/auth-events';
import { GuestAccountMenu } from './guest-account-menu';
import { CoinBalance, MemberAccountMenu } from './member-account-menu';
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
