import { Dialog as RadixDialog } from 'radix-ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** buttons row; a Close button is always offered in the corner */
  footer?: ReactNode;
  /**
   * Draws the body a task after the dialog's frame, and shows the dialog then, its first field
   * focused: a dialog with a form (the log-in dialog a guest's checkout opens at once) is two
   * tasks on a phone, not one long one.
   */
  bodyInTaskOfItsOwn?: boolean;
  /**
   * False while something the body shows is still on its way (the log-in dialog's social buttons):
   * the dialog is shown, and focused, once it is here, not moved by it a moment later.
   */
  bodyReady?: boolean;
}

const FIRST_FIELD = 'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

/** Whether the body of a dialog that waits is drawn: false while it opens, true a task later. */
function useBodyDrawn(open: boolean, waits: boolean): boolean {
  const [drawn, setDrawn] = useState(!waits);
  // a closed dialog's next opening waits again
  if (waits && !open && drawn) setDrawn(false);
  useEffect(() => {
    if (!waits || !open) return;
    const timer = setTimeout(() => setDrawn(true), 0);
    return () => clearTimeout(timer);
  }, [open, waits]);
  return drawn;
}

/** The shop's modal: 90% wide, 600 px on large screens (spec §9), focus-trapped, Escape closes. */
export function Dialog({ open, onOpenChange, title, description, children, footer, bodyInTaskOfItsOwn = false, bodyReady }: DialogProps) {
  const bodyDrawn = useBodyDrawn(open, bodyInTaskOfItsOwn);
  const body = useRef<HTMLDivElement>(null);
  const bodyWaits = bodyInTaskOfItsOwn || bodyReady !== undefined;
  const waiting = (bodyInTaskOfItsOwn && !bodyDrawn) || bodyReady === false;
  useEffect(() => {
    if (bodyWaits && !waiting) body.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, [bodyWaits, waiting]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-stone-900/50" />
        <RadixDialog.Content
          // a dialog whose body waits is shown, and focused, with its body
          onOpenAutoFocus={bodyWaits ? (event) => event.preventDefault() : undefined}
          className={`animate-fade-in fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[90%] max-w-[600px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl ${waiting ? 'invisible' : ''}`}
        >
          <RadixDialog.Title className="pr-10 text-xl font-bold text-brand-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-3 text-muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children && !waiting ? (
            <div ref={body} className="mt-4">
              {children}
            </div>
          ) : null}
          {footer ? <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div> : null}
          <DialogCloseButton />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The corner button that closes a dialog, named "Close"; `placement` where the dialog's padding differs. */
export function DialogCloseButton({ placement = 'top-3 right-3' }: { placement?: string }) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Close
      className={`absolute ${placement} inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-stone-100`}
      aria-label={t('common.close')}
    >
      <CloseIcon />
    </RadixDialog.Close>
  );
}

export function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
