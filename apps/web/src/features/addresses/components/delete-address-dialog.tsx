import { AlertDialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { buttonClass } from '../../../ui/button';
import type { MemberAddress } from '../api/address-calls';
import { useUnexpectedError } from '../../../lib/use-unexpected-error';

export interface DeleteAddressDialogProps {
  /** the address to delete; null when closed */
  address: MemberAddress | null;
  onClose: () => void;
  /** deletes it; a 400 (the default cannot be deleted) is shown in this dialog */
  onConfirm: (address: MemberAddress) => Promise<void>;
  /** where focus goes once closed (the card and its button may be gone) */
  returnFocus: () => HTMLElement | null;
}

/**
 * The spec's "confirm delete" alert. A refusal from the server ("Unable to delete default
 * addresses") replaces the question in the same dialog, so focus never has to find its way
 * between two overlays.
 */
export function DeleteAddressDialog({ address, onClose, onConfirm, returnFocus }: DeleteAddressDialogProps) {
  const { t } = useTranslation();
  const unexpected = useUnexpectedError();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const okRef = useRef<HTMLButtonElement>(null);

  // the question's buttons are gone: focus the acknowledging one
  useEffect(() => {
    if (refusal) okRef.current?.focus();
  }, [refusal]);

  function close() {
    setRefusal(null);
    onClose();
  }

  async function confirm() {
    if (!address) return;
    setPending(true);
    try {
      await onConfirm(address);
      close();
    } catch (error) {
      if (unexpected(error) || !isApiError(error)) close();
      else setRefusal(error.message || t('addresses.delete.failed'));
    } finally {
      setPending(false);
    }
  }

  const name = address ? `${address.name} ${address.surname}` : '';
  return (
    <AlertDialog.Root
      open={address !== null}
      onOpenChange={(open) => {
        if (!open && !pending) close();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="animate-fade-in fixed inset-0 z-[60] bg-stone-900/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            const target = returnFocus();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="animate-fade-in fixed top-1/2 left-1/2 z-[60] w-[90%] max-w-[480px] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl"
        >
          <span
            aria-hidden="true"
            className={`mx-auto flex size-14 items-center justify-center rounded-full text-2xl font-bold ${refusal ? 'bg-red-100 text-red-700' : 'bg-brand-100 text-brand-800'}`}
          >
            !
          </span>
          <AlertDialog.Title className="mt-4 text-xl font-bold text-ink">
            {refusal ? t('addresses.delete.refusedTitle') : t('addresses.delete.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted" role={refusal ? 'alert' : undefined}>
            {refusal ?? t('addresses.delete.text', { name })}
          </AlertDialog.Description>
          {refusal && address?.isDefault ? <p className="mt-2 text-sm text-muted">{t('addresses.delete.refusedHint')}</p> : null}
          <div className="mt-6 flex flex-col-reverse justify-center gap-3 sm:flex-row">
            {refusal ? (
              <AlertDialog.Cancel ref={okRef} className={buttonClass('primary', 'min-w-32')}>
                {t('addresses.delete.ok')}
              </AlertDialog.Cancel>
            ) : (
              <>
                <AlertDialog.Cancel disabled={pending} className={buttonClass('secondary', 'min-w-32')}>
                  {t('addresses.delete.cancel')}
                </AlertDialog.Cancel>
                <button type="button" disabled={pending} onClick={() => void confirm()} className={buttonClass('primary', 'min-w-32')}>
                  {pending ? t('addresses.delete.deleting') : t('addresses.delete.confirm')}
                </button>
              </>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
