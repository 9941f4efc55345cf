import { useSession } from '../../../lib/auth-events';
import { GuestAccountActions } from './guest-account-menu';
import { MemberAccountActions } from './member-account-actions';

/** The account block at the bottom of the mobile menu (it comes with the drawer, after the first load). */
export function MobileMenuAccount({ onNavigate }: { onNavigate: () => void }) {
  const { signedIn } = useSession();
  return signedIn ? <MemberAccountActions onNavigate={onNavigate} /> : <GuestAccountActions onAction={onNavigate} />;
}
