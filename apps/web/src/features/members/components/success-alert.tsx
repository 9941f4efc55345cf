import { AlertDialog } from 'radix-ui';
import { buttonClass } from '../../../ui/button';

/**
 * A success alert with one acknowledging button (the spec's "change password complete"). The
 * button is Radix's Cancel, the element Radix focuses when an alert dialog opens: focus moves
 * into the alert instead of staying on the hidden page behind it.
 */
export function SuccessAlert({
  open,
  onOpenChange,
  title,
  message,
  actionLabel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  actionLabel: string;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="animate-fade-in fixed inset-0 z-[60] bg-stone-900/50" />
        <AlertDialog.Content className="animate-fade-in fixed top-1/2 left-1/2 z-[60] w-[90%] max-w-[600px] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl">
          <span aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-100 text-2xl font-bold text-green-800">
            ✓
          </span>
          <AlertDialog.Title className="mt-4 text-xl font-bold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">{message}</AlertDialog.Description>
          <div className="mt-6 flex justify-center">
            <AlertDialog.Cancel className={buttonClass('primary', 'min-w-32')}>{actionLabel}</AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
