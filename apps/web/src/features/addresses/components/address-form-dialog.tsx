import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton } from '../../../ui/dialog';
import { AddressForm, type AddressFormProps } from './address-form';

export interface AddressFormDialogProps extends Omit<AddressFormProps, 'onCancel'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /**
   * Where focus goes back to when the dialog closes. Radix returns it to the element that opened
   * the dialog, but that button may be gone by then (the add button hides at 5 addresses).
   */
  returnFocus?: () => HTMLElement | null;
}

/**
 * The address form in the shop's modal (90% wide, 600 px on large screens: spec §9): focus moves to
 * the first field, stays inside, and goes back when the dialog closes; Escape and the corner button
 * close it. A click beside it does not, so a half-typed address is not lost by accident.
 */
export function AddressFormDialog({ open, onOpenChange, title, description, returnFocus, ...form }: AddressFormDialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-stone-900/50" />
        <RadixDialog.Content
          onPointerDownOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="animate-fade-in fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[90%] max-w-[600px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-4 shadow-xl sm:p-6"
        >
          <RadixDialog.Title className="pr-12 text-xl font-bold text-brand-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="mt-2 text-sm text-muted">{t('addresses.form.requiredNote')}</RadixDialog.Description>
          )}
          <div className="mt-4">
            <AddressForm {...form} onCancel={() => onOpenChange(false)} />
          </div>
          <DialogCloseButton placement="top-2 right-2 sm:top-3 sm:right-3" />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
