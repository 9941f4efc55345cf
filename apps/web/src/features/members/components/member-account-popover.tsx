import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger ref={triggerRef} className={trigger.className}>
          {trigger.children}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-labelledby={titleId}
            align="end"
            sideOffset={8}
            className="animate-fade-in z-40 w-72 rounded-2xl border border-brand-100 bg-white p-4 shadow-lg"
          >
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
            <Popover.Arrow className="fill-white" />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <LogOutDialog open={confirmLogOut} onOpenChange={setConfirmLogOut} />
    </>
  );
}
