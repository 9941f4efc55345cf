import type { PopupTriggerLook } from '../../../ui/lazy-popup';
import { UserIcon } from './user-icon';

/** The header's account button, the same for guests and members: the icon, and its name from lg up. */
export function accountTrigger(label: string): PopupTriggerLook {
  return {
    className:
      'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2 text-brand-900 hover:bg-brand-50 data-[state=open]:bg-brand-100',
    children: (
      <>
        <UserIcon />
        <span className="sr-only text-sm font-semibold lg:not-sr-only">{label}</span>
      </>
    ),
  };
}
