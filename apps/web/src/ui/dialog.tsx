import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** buttons row; a Close button is always offered in the corner */
  footer?: ReactNode;
}

/** The shop's modal: 90% wide, 600 px on large screens (spec §9), focus-trapped, Escape closes. */
export function Dialog({ open, onOpenChange, title, description, children, footer }: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-stone-900/50" />
        <RadixDialog.Content className="animate-fade-in fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[90%] max-w-[600px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <RadixDialog.Title className="pr-10 text-xl font-bold text-brand-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-3 text-muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div> : null}
          <RadixDialog.Close
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-stone-100"
            aria-label={t('common.close')}
          >
            <CloseIcon />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
