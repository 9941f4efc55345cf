import type { ReactNode } from 'react';
import { CloseIcon } from '../../../ui/dialog';

interface AppliedDiscountProps {
  /** the colours of the chip: a promo code's or the coins' */
  className: string;
  testId: string;
  /** what was applied (the code, how many coins) */
  name: ReactNode;
  saving: string;
  removeLabel: string;
  onRemove: () => void;
  disabled: boolean;
  removing: boolean;
}

/** A discount applied to the order: what it is, what it saves, and the button that takes it off. */
export function AppliedDiscount({ className, testId, name, saving, removeLabel, onRemove, disabled, removing }: AppliedDiscountProps) {
  return (
    <div className={`mt-3 flex items-center justify-between gap-3 rounded-xl border ${className} py-2 pr-1 pl-4`} data-testid={testId}>
      <div className="min-w-0">
        {name}
        <p className="text-sm text-ink">{saving}</p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-busy={removing || undefined}
        aria-label={removeLabel}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-white disabled:cursor-not-allowed disabled:opacity-60"
      >
        <CloseIcon />
      </button>
    </div>
  );
}
