import { useTranslation } from 'react-i18next';
import type { CheckoutStep } from '../checkout-step';

const STEPS = [
  { step: 1, labelKey: 'cart.steps.cart' },
  { step: 2, labelKey: 'cart.steps.details' },
  { step: 3, labelKey: 'cart.steps.result' },
] as const;

/** Where the shopper is in the checkout: 1 cart, 2 delivery and payment, 3 result (three columns on a phone). */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('cart.steps.label')} className="grid grid-cols-3 gap-2 text-xs sm:flex sm:items-center sm:gap-3 sm:text-sm">
      {STEPS.map(({ step, labelKey }) => {
        const isCurrent = step === current;
        const done = step < current;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className="flex flex-col items-center gap-1 text-center sm:flex-row sm:gap-2 sm:text-left"
          >
            <span
              aria-hidden="true"
              className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                isCurrent ? 'bg-brand-700 text-white' : done ? 'bg-brand-200 text-brand-900' : 'bg-stone-100 text-muted'
              }`}
            >
              {step}
            </span>
            <span className={isCurrent ? 'font-bold text-brand-900' : 'text-muted'}>
              <span className="sr-only">{t('cart.steps.step', { step })} </span>
              {t(labelKey)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
