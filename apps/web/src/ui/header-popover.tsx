import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import type { LazyPopupParts } from './lazy-popup';

interface HeaderPopoverProps extends Omit<LazyPopupParts, 'openAtOnce'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the id of the element that names the popover */
  labelledBy: string;
  /** the content's size and layout */
  className: string;
  collisionPadding?: number;
  children: ReactNode;
}

/**
 * A popover of the header's right-hand side (account, mini-cart): the real trigger in its
 * stand-in's look (decision 0049), the content under the trigger's end with an arrow.
 */
export function HeaderPopover({ open, onOpenChange, trigger, triggerRef, labelledBy, className, collisionPadding, children }: HeaderPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger ref={triggerRef} aria-label={trigger['aria-label']} className={trigger.className}>
        {trigger.children}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={labelledBy}
          align="end"
          sideOffset={8}
          collisionPadding={collisionPadding}
          className={`animate-fade-in z-40 rounded-2xl border border-brand-100 bg-white shadow-lg ${className}`}
        >
          {children}
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
