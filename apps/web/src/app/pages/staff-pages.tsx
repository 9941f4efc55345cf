/** The back office's signed-out pages and shell, with the shop's logo and language switch (the staff feature and the app layout, composed). */
import { AcceptInviteRoute } from '../../features/staff/routes/accept-invite-route';
import { StaffShellRoute } from '../../features/staff/routes/staff-shell-route';
import { StaffSignInRoute } from '../../features/staff/routes/staff-sign-in-route';
import type { StaffChrome } from '../../features/staff/components/staff-chrome';
import { LanguageSwitcher } from '../layout/language-switcher';
import { PawIcon } from '../layout/logo';

const chrome: StaffChrome = { logo: <PawIcon className="size-9" />, languageSwitcher: <LanguageSwitcher /> };

export function StaffSignInPage() {
  return <StaffSignInRoute chrome={chrome} />;
}

export function StaffAcceptInvitePage() {
  return <AcceptInviteRoute chrome={chrome} />;
}

export function StaffShellPage() {
  return <StaffShellRoute chrome={chrome} />;
}
