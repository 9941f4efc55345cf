import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { Button } from '../../../ui/button';
import { useRefusalText } from '../../back-office/hooks/use-refusal-text';
import { FormAlert } from '../../../ui/form/form-alert';
import { TextField } from '../../../ui/form/text-fields';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { useAdjustMemberCoins } from '../api/members-queries';
import { COIN_DIRECTIONS, coinAdjustmentFormSchema, type CoinAdjustmentFormOutput, type CoinAdjustmentFormValues } from '../forms/coin-adjustment-form';

const EMPTY: CoinAdjustmentFormValues = { direction: 'give', coins: '', reason: '' };

/**
 * Give or take back coins with a reason. The server decides (never below zero, one adjustment per
 * reason for a member) and says why in the page's language; after it answers, the balance and the
 * ledger are asked again (`onDone` shows the newest page of the ledger).
 */
export function CoinAdjustmentForm({ memberId, onDone }: { memberId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useErrorText();
  const refusalText = useRefusalText();
  const adjust = useAdjustMemberCoins();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CoinAdjustmentFormValues, unknown, CoinAdjustmentFormOutput>({ resolver: keyedZodResolver(coinAdjustmentFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ coin, reference }) => {
    setRefusal(null);
    setDone(null);
    try {
      const { balance } = await adjust.mutateAsync({ memberId, coin, reference });
      // two counts, two sentences: each takes the plural of its own number
      const change = t(coin > 0 ? 'staffMembers.coins.given' : 'staffMembers.coins.takenBack', { count: Math.abs(coin) });
      setDone(`${change} ${t('staffMembers.coins.balanceNow', { count: balance })}`);
      reset(EMPTY);
      onDone();
    } catch (error) {
      setRefusal(refusalText(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="space-y-4">
      <h3 id={`${id}-title`} className="text-base font-bold text-ink">
        {t('staffMembers.coins.adjustTitle')}
      </h3>
      <FormAlert>{refusal}</FormAlert>
      <FormAlert tone="success">{done}</FormAlert>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-ink">{t('staffMembers.coins.direction')}</legend>
        <div className="flex flex-wrap gap-2">
          {COIN_DIRECTIONS.map((direction) => (
            <label
              key={direction}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-stone-400 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600"
            >
              <input type="radio" value={direction} {...register('direction')} className="size-4 accent-brand-700" />
              {direction === 'give' ? t('staffMembers.coins.give') : t('staffMembers.coins.take')}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('staffMembers.coins.amount')}
        inputMode="numeric"
        autoComplete="off"
        required
        maxLength={9}
        registration={register('coins')}
        error={errorText(errors.coins?.message)}
      />
      <TextField
        label={t('staffMembers.coins.reason')}
        autoComplete="off"
        required
        maxLength={100}
        hint={t('staffMembers.coins.reasonHint')}
        registration={register('reason')}
        error={errorText(errors.reason?.message)}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('staffMembers.coins.working') : t('staffMembers.coins.submit')}
      </Button>
    </form>
  );
}
