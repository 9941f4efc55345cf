import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { SubmitButton } from '../../back-office/components/submit-button';
import { wholeInput } from '../../back-office/forms/input-kinds';
import { useStaffForm } from '../../back-office/hooks/use-staff-form';
import { FormAlert } from '../../../ui/form/form-alert';
import { TextField } from '../../../ui/form/text-fields';
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
  const adjust = useAdjustMemberCoins();
  const { form, field, submitWith, refusal, done } = useStaffForm<CoinAdjustmentFormValues, CoinAdjustmentFormOutput>({
    resolver: keyedZodResolver(coinAdjustmentFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = submitWith(async ({ coin, reference }) => {
    const { balance } = await adjust.mutateAsync({ memberId, coin, reference });
    // two counts, two sentences: each takes the plural of its own number
    const change = t(coin > 0 ? 'staffMembers.coins.given' : 'staffMembers.coins.takenBack', { count: Math.abs(coin) });
    form.reset(EMPTY);
    onDone();
    return `${change} ${t('staffMembers.coins.balanceNow', { count: balance })}`;
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
              <input type="radio" value={direction} {...form.register('direction')} className="size-4 accent-brand-700" />
              {direction === 'give' ? t('staffMembers.coins.give') : t('staffMembers.coins.take')}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField label={t('staffMembers.coins.amount')} {...wholeInput} required maxLength={9} {...field('coins')} />
      <TextField
        label={t('staffMembers.coins.reason')}
        autoComplete="off"
        required
        maxLength={100}
        hint={t('staffMembers.coins.reasonHint')}
        {...field('reason')}
      />
      <SubmitButton busy={form.formState.isSubmitting} label={t('staffMembers.coins.submit')} busyLabel={t('staffMembers.coins.working')} />
    </form>
  );
}
