import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { buttonClass } from './button';

export type AlertTone = 'error' | 'info' | 'success';

export interface AlertDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  /** label of the single acknowledging button */
  actionLabel: string;
  tone?: AlertTone;
}

const toneIcon: Record<AlertTone, string> = {
  error: 'bg-red-100 text-red-700',
  info: 'bg-accent-50 text-accent-700',
  success: 'bg-green-100 text-green-800',
};

/** An alert that needs acknowledging (the spec's "alert dialog kinds" build on it). */
export function AlertDialog({ open, onOpenChange, title, message, actionLabel, tone = 'info' }: AlertDialogProps) {
  const actionRef = useRef<HTMLButtonElement>(null);
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="animate-fade-in fixed inset-0 z-[60] bg-stone-900/50" />
        <RadixAlertDialog.Content
          // Radix focuses a Cancel button, and this alert has none: without this, focus stays behind the overlay.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            actionRef.current?.focus({ preventScroll: true });
          }}
          className="animate-fade-in fixed top-1/2 left-1/2 z-[60] w-[90%] max-w-[600px] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl"
        >
          <span aria-hidden="true" className={`mx-auto flex size-14 items-center justify-center rounded-full text-2xl font-bold ${toneIcon[tone]}`}>
            {tone === 'error' ? '!' : tone === 'success' ? '✓' : 'i'}
          </span>
          <RadixAlertDialog.Title className="mt-4 text-xl font-bold text-ink">{title}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description className="mt-2 text-muted">{message}</RadixAlertDialog.Description>
          <div className="mt-6 flex justify-center">
            <RadixAlertDialog.Action ref={actionRef} className={buttonClass('primary', 'min-w-32')}>
              {actionLabel}
            </RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
