import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '@pawsook/shared/money/money';
import { applyPromoCodeBody } from '@pawsook/shared/schemas/orders';
import { isApiError } from '../../../lib/api-error';
import { messageText } from '../../../lib/forms/keyed-resolver';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { AppliedDiscount } from './applied-discount';
import type { AppliedPromoCode } from '../checkout-totals';
import { textControlClass } from '../../../ui/form/control-class';
import { Field } from '../../../ui/form/field';

export interface PromoCodeBoxProps {
  applied: AppliedPromoCode | null;
  /** baht off as the totals show it, in satang */
  discountSatang: number;
  /** resolves when the server accepted the code; rejects with its refusal */
  onApply: (code: string) => Promise<unknown>;
  onRemove: () => void;
  /** another discount call or the order is on its way */
  disabled: boolean;
  applying: boolean;
  removing: boolean;
}

/** The shared rule for the input: an empty code is "Please enter code." (cart spec §5 "Promo code"). */
const promoCodeRule = applyPromoCodeBody.shape.promoCode;

/**
 * The promo-code box (cart spec §4 "Promo code", §5, §8): the code and Apply; a refusal shows the
 * server's first message under the input, which is then marked invalid. An applied code is shown
 * with its saving and a remove button.
 */
export function PromoCodeBox({ applied, discountSatang, onApply, onRemove, disabled, applying, removing }: PromoCodeBoxProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  /** a message key (translated when shown) or the server's sentence */
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = promoCodeRule.safeParse(code);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'promo.enterCode');
      inputRef.current?.focus();
      return;
    }
    try {
      await onApply(checked.data);
      setCode('');
      setError(null);
    } catch (failure) {
      // a 400 names the reason; anything else has been reported already (System Error, lost connection)
      if (isApiError(failure) && failure.kind === 'bad-request') {
        setError(failure.errors[0]?.message ?? failure.message);
        inputRef.current?.focus();
      }
    }
  }

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="text-lg font-bold text-brand-900">
        {t('checkout.details.promo.title')}
      </h2>
      {applied ? (
        <AppliedDiscount
          className="border-accent-600/40 bg-accent-50"
          testId="applied-promo-code"
          name={<p className="font-bold tracking-wide break-all text-accent-700">{applied.code.toUpperCase()}</p>}
          saving={t('checkout.details.promo.saving', { amount: formatBaht(discountSatang) })}
          removeLabel={t('checkout.details.promo.remove', { code: applied.code.toUpperCase() })}
          onRemove={onRemove}
          disabled={disabled}
          removing={removing}
        />
      ) : (
        <form className="mt-3" noValidate onSubmit={(event) => void submit(event)}>
          <Field label={t('checkout.details.promo.label')} error={messageText(lang, error ?? undefined)}>
            {(control) => (
              <div className="flex gap-2">
                <input
                  {...control}
                  ref={inputRef}
                  name="promoCode"
                  value={code}
                  onChange={(event) => {
                    setCode(event.target.value);
                    if (error) setError(null);
                  }}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={40}
                  className={`${textControlClass} min-w-0 flex-1 uppercase placeholder:normal-case`}
                />
                <Button type="submit" variant="secondary" className="shrink-0" disabled={disabled} aria-busy={applying || undefined}>
                  {applying ? t('checkout.details.promo.applying') : t('checkout.details.promo.apply')}
                </Button>
              </div>
            )}
          </Field>
        </form>
      )}
    </section>
  );
}
