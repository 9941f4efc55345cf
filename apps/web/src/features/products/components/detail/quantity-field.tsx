import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decreaseQuantity, increaseQuantity, typedQuantity, type QuantityChange, type QuantityProblem } from '../../quantity-rules';
import { digitsOnly } from '../../../../lib/digits-only';
import { showsFigure } from '@pawsook/shared/stock/shown-stock';

/**
 * The amount to add, 1 to the stock. Minus at 1 and plus at the stock do not move, and say why
 * (cart spec §5); a typed amount out of range is brought back within it, with the same message.
 * `compact`: the phone's buy bar, its label read but not shown and its message above the bar.
 * The box shows the amount it is given except while the shopper is typing, so two fields of one
 * amount (the phone's and the desktop's, CSS showing one) never disagree.
 */
export function QuantityField({
  amount,
  stock,
  onChange,
  disabled = false,
  compact = false,
}: {
  amount: number;
  stock: number;
  onChange: (amount: number) => void;
  disabled?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [typing, setTyping] = useState<string | null>(null);
  const [problem, setProblem] = useState<QuantityProblem | null>(null);
  const text = typing ?? String(amount);

  function take(change: QuantityChange) {
    setProblem(change.problem);
    setTyping(null);
    onChange(change.amount);
  }

  const messageId = `${id}-message`;
  const step = `inline-flex ${compact ? 'h-11 w-10' : 'size-11'} shrink-0 items-center justify-center text-xl font-bold text-brand-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-stone-400`;
  const message = problem === 'below-one' ? t('products.quantity.belowOne') : problem === 'over-stock' ? t('products.quantity.overStock') : '';
  return (
    <div>
      <label htmlFor={id} className={compact ? 'sr-only' : 'mb-2 block font-semibold text-brand-900'}>
        {t('products.detail.quantity')}
      </label>
      <div className="inline-flex items-stretch overflow-hidden rounded-full border border-stone-400 bg-white">
        <button
          type="button"
          className={step}
          disabled={disabled}
          onClick={() => take(decreaseQuantity(amount))}
          aria-label={t('products.quantity.decrease')}
          aria-describedby={problem ? messageId : undefined}
        >
          −
        </button>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          disabled={disabled}
          onChange={(event) => setTyping(digitsOnly(event.target.value, 6))}
          onBlur={() => take(typedQuantity(text, stock))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') take(typedQuantity(text, stock));
          }}
          aria-describedby={problem ? messageId : `${id}-range`}
          aria-invalid={problem ? true : undefined}
          className={`${compact ? 'w-11' : 'w-16'} border-x border-stone-300 text-center text-base font-semibold text-ink disabled:bg-stone-100`}
        />
        <button
          type="button"
          className={step}
          disabled={disabled}
          onClick={() => take(increaseQuantity(amount, stock))}
          aria-label={t('products.quantity.increase')}
          aria-describedby={problem ? messageId : undefined}
        >
          +
        </button>
      </div>
      <p id={`${id}-range`} className="sr-only">
        {showsFigure(stock) ? t('products.quantity.range', { max: stock }) : t('products.quantity.rangeOpen')}
      </p>
      <p
        id={messageId}
        role="status"
        className={
          compact
            ? // over the bar's top edge (the bar is its positioned ancestor), only while there is something to say
              `absolute inset-x-0 bottom-full bg-red-50 px-4 py-2 text-sm font-semibold text-red-700 ${message ? '' : 'sr-only'}`
            : 'mt-2 min-h-5 text-sm font-semibold text-red-700'
        }
      >
        {message}
      </p>
    </div>
  );
}
