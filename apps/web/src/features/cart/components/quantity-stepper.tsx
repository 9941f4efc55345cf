import { useTranslation } from 'react-i18next';

export interface QuantityStepperProps {
  /** the product's name, so each button says which line it changes */
  name: string;
  amount: number;
  /** − and + can be used (false: both shown inactive) */
  active: boolean;
  /** a change of this line is on its way: presses are ignored, focus stays where it is */
  pending: boolean;
  onStep: (direction: 'down' | 'up') => void;
  /** the id of the line's message, read with the buttons when there is one */
  describedBy?: string;
}

/**
 * − quantity +. While a change is on its way the buttons are marked unavailable rather than
 * disabled, so a keyboard user keeps focus on the button and can press again once it lands.
 */
export function QuantityStepper({ name, amount, active, pending, onStep, describedBy }: QuantityStepperProps) {
  const { t } = useTranslation();
  const step =
    'inline-flex size-10 shrink-0 items-center justify-center text-xl font-bold text-brand-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-stone-400 aria-disabled:cursor-wait';
  const press = (direction: 'down' | 'up') => {
    if (active && !pending) onStep(direction);
  };
  const stepButton = (direction: 'down' | 'up', label: string, sign: string) => (
    <button
      type="button"
      className={step}
      disabled={!active}
      aria-disabled={active && pending ? true : undefined}
      aria-describedby={describedBy}
      aria-label={label}
      onClick={() => press(direction)}
    >
      {sign}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t('cart.quantity.group', { name })}
      className="inline-flex items-stretch overflow-hidden rounded-full border border-stone-400 bg-white"
    >
      {stepButton('down', t('cart.quantity.decrease', { name }), '−')}
      <span
        aria-live="polite"
        className={`flex min-w-11 items-center justify-center border-x border-stone-300 px-1 text-base font-semibold ${active ? 'text-ink' : 'bg-stone-100 text-muted'}`}
      >
        <span className="sr-only">{t('cart.quantity.label')} </span>
        {amount}
      </span>
      {stepButton('up', t('cart.quantity.increase', { name }), '+')}
    </div>
  );
}
