import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderPopover } from '../../../ui/header-popover';
import type { LazyPopupParts } from '../../../ui/lazy-popup';
import { useMemberProfile } from '../api/member-queries';
import { LogOutDialog } from './log-out-dialog';
import { MemberSummary } from './member-account-actions';

/** The members' user popover and its log-out alert (loaded after the page's first load, see MemberAccountMenu). */
export function MemberAccountPopover({ trigger, triggerRef, openAtOnce }: LazyPopupParts) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(openAtOnce !== null);
  const [confirmLogOut, setConfirmLogOut] = useState(false);
  const profile = useMemberProfile();
  const titleId = useId();
  return (
    <>
      <HeaderPopover open={open} onOpenChange={setOpen} trigger={trigger} triggerRef={triggerRef} labelledBy={titleId} className="w-72 p-4">
        <p id={titleId} className="sr-only">
          {profile.data ? `${profile.data.name} ${profile.data.surname}` : t('members.menu.trigger')}
        </p>
        <MemberSummary
          onNavigate={() => setOpen(false)}
          onLogOut={() => {
            setOpen(false);
            setConfirmLogOut(true);
          }}
        />
      </HeaderPopover>
      <LogOutDialog open={confirmLogOut} onOpenChange={setConfirmLogOut} />
    </>
  );
}
