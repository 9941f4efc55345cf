import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bahtToSatang, formatBaht } from '@pawsook/shared/money/money';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { TextField } from '../../../ui/form/text-fields';
import { bahtInput } from '../../back-office/forms/input-kinds';
import { useStaffForm } from '../../back-office/hooks/use-staff-form';
import type { StaffShopSettings, StaffShopSettingsBody } from '../api/settings-calls';
import { useSaveShopSettings, useShopSettings } from '../api/settings-queries';
import { shippingFormSchema, shippingFormValues, type ShippingFormValues } from '../forms/settings-form-schemas';
import { RadioOptions } from './radio-options';
import { SettingsFormEnd } from './section-states';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';

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
  const ruleText = useRuleText();
  const save = useSaveShopSettings();
  const { form, field, submitWith, refusal, done } = useStaffForm<ShippingFormValues, StaffShopSettingsBody>({
    resolver: keyedZodResolver(shippingFormSchema),
    values: shippingFormValues(settings),
    refusalFields: ['shippingFee', 'freeShippingFrom'],
  });
  const freeMode = useWatch({ control: form.control, name: 'freeMode' });

  const onSubmit = submitWith(async (body) => t('staffSettings.shipping.saved', { rule: ruleText(await save.mutateAsync(body)) }));

  return (
    <SettingsForm labelledBy="shipping-heading" onSubmit={onSubmit}>
      <p className="text-sm text-ink">
        <span className="font-semibold">{t('staffSettings.shipping.now')}</span> {ruleText(settings)}
        {settings.changedByStaff ? null : <span className="text-muted"> {t('staffSettings.shipping.configured')}</span>}
      </p>
      <div className="max-w-xs">
        <TextField label={t('staffSettings.shipping.fee')} {...bahtInput} required hint={t('staffSettings.shipping.feeHint')} {...field('shippingFee')} />
      </div>
      <RadioOptions
        legend={t('staffSettings.shipping.freeLegend')}
        registration={form.register('freeMode')}
        options={[
          { value: 'from', label: t('staffSettings.shipping.freeFromOption') },
          { value: 'never', label: t('staffSettings.shipping.neverFree') },
        ]}
      >
        {freeMode === 'from' ? (
          <div className="mt-3 max-w-xs">
            <TextField
              label={t('staffSettings.shipping.freeFrom')}
              {...bahtInput}
              required
              hint={t('staffSettings.shipping.freeFromHint')}
              {...field('freeShippingFrom')}
            />
          </div>
        ) : null}
      </RadioOptions>
      <SettingsFormEnd
        appliesNow={t('staffSettings.shipping.appliesNow')}
        saveLabel={t('staffSettings.shipping.save')}
        saving={form.formState.isSubmitting}
        refusal={refusal}
        saved={done}
      />
    </SettingsForm>
  );
}

/** The shipping fee of general orders and the order total from which they ship free (donations always ship free). */
export function ShippingSection() {
  const { t } = useTranslation();
  const settings = useShopSettings();
  return (
    <SettingsSection id="shipping" title={t('staffSettings.shipping.title')} text={t('staffSettings.shipping.text')} query={settings}>
      {(data) => <ShippingForm settings={data} />}
    </SettingsSection>
  );
}
