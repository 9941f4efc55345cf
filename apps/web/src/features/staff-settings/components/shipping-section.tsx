import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bahtToSatang, formatBaht } from '@pawsook/shared/money/money';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { TextField } from '../../../ui/form/text-fields';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { useFieldRefusal } from '../../back-office/hooks/use-field-refusal';
import type { StaffShopSettings, StaffShopSettingsBody } from '../api/settings-calls';
import { useSaveShopSettings, useShopSettings } from '../api/settings-queries';
import { shippingFormSchema, shippingFormValues, type ShippingFormValues } from '../forms/settings-form-schemas';
import { SectionWaiting, SettingsFormEnd } from './section-states';

const baht = (amount: number) => formatBaht(bahtToSatang(amount));

/** "Shipping ฿50.00, free from ฿499.00": the rule as a sentence. */
function useRuleText(): (rule: Pick<StaffShopSettings, 'shippingFee' | 'freeShippingFrom'>) => string {
  const { t } = useTranslation();
  return (rule) =>
    rule.freeShippingFrom === null
      ? t('staffSettings.shipping.ruleNeverFree', { fee: baht(rule.shippingFee) })
      : t('staffSettings.shipping.ruleFreeFrom', { fee: baht(rule.shippingFee), from: baht(rule.freeShippingFrom) });
}

function ShippingForm({ settings }: { settings: StaffShopSettings }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldRefusal = useFieldRefusal();
  const ruleText = useRuleText();
  const save = useSaveShopSettings();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ShippingFormValues, unknown, StaffShopSettingsBody>({
    resolver: keyedZodResolver(shippingFormSchema),
    values: shippingFormValues(settings),
  });
  const freeMode = useWatch({ control, name: 'freeMode' });

  const onSubmit = handleSubmit(async (body) => {
    setRefusal(null);
    setSaved(null);
    try {
      const after = await save.mutateAsync(body);
      setSaved(t('staffSettings.shipping.saved', { rule: ruleText(after) }));
    } catch (error) {
      setRefusal(fieldRefusal(error, ['shippingFee', 'freeShippingFrom'] as const, setError));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="shipping-heading" className="mt-4 space-y-4 rounded-2xl border border-brand-100 bg-white p-4 md:p-5">
      <p className="text-sm text-ink">
        <span className="font-semibold">{t('staffSettings.shipping.now')}</span> {ruleText(settings)}
        {settings.changedByStaff ? null : <span className="text-muted"> {t('staffSettings.shipping.configured')}</span>}
      </p>
      <div className="max-w-xs">
        <TextField
          label={t('staffSettings.shipping.fee')}
          inputMode="decimal"
          autoComplete="off"
          required
          registration={register('shippingFee')}
          hint={t('staffSettings.shipping.feeHint')}
          error={errorText(errors.shippingFee?.message)}
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('staffSettings.shipping.freeLegend')}</legend>
        <div className="space-y-2">
          <label className="flex items-start gap-3 text-base text-ink">
            <input type="radio" value="from" {...register('freeMode')} className="mt-1 size-5 shrink-0 accent-brand-700" />
            <span>{t('staffSettings.shipping.freeFromOption')}</span>
          </label>
          <label className="flex items-start gap-3 text-base text-ink">
            <input type="radio" value="never" {...register('freeMode')} className="mt-1 size-5 shrink-0 accent-brand-700" />
            <span>{t('staffSettings.shipping.neverFree')}</span>
          </label>
        </div>
        {freeMode === 'from' ? (
          <div className="mt-3 max-w-xs">
            <TextField
              label={t('staffSettings.shipping.freeFrom')}
              inputMode="decimal"
              autoComplete="off"
              required
              registration={register('freeShippingFrom')}
              hint={t('staffSettings.shipping.freeFromHint')}
              error={errorText(errors.freeShippingFrom?.message)}
            />
          </div>
        ) : null}
      </fieldset>
      <SettingsFormEnd
        appliesNow={t('staffSettings.shipping.appliesNow')}
        saveLabel={t('staffSettings.shipping.save')}
        saving={isSubmitting}
        refusal={refusal}
        saved={saved}
      />
    </form>
  );
}

/** The shipping fee of general orders and the order total from which they ship free (donations always ship free). */
export function ShippingSection() {
  const { t } = useTranslation();
  const settings = useShopSettings();
  return (
    <section id="shipping" aria-labelledby="shipping-heading" className="scroll-mt-4">
      <h2 id="shipping-heading" className="text-xl font-bold text-ink">
        {t('staffSettings.shipping.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('staffSettings.shipping.text')}</p>
      {settings.data ? (
        <ShippingForm settings={settings.data} />
      ) : (
        <div className="mt-4">
          <SectionWaiting query={settings} />
        </div>
      )}
    </section>
  );
}
