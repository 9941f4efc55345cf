import { Controller, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../ui/form/form-section';
import { SelectField, TextField } from '../../../ui/form/text-fields';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { useCreateOrChangeForm, type CreateOrChangeProps } from '../hooks/use-create-or-change-form';
import {
  newPromoCodeFormSchema,
  promoCodeChangeFormSchema,
  type NewPromoCodeBody,
  type PromoCodeChangeBody,
  type PromoCodeFormValues,
} from '../forms/promo-code-form';
import { PromotionFormFrame } from './promotion-form-frame';
import { WindowFields } from './window-fields';
import { RadioChoice, ReferenceChecklist, SkuPicker, StatusCheckbox } from './promotion-fields';
import { bahtInput, wholeInput } from '../../back-office/forms/input-kinds';

const FIELDS: readonly FieldPath<PromoCodeFormValues>[] = [
  'code',
  'nameTh',
  'nameEn',
  'kind',
  'value',
  'maxDiscount',
  'minSpend',
  'startsAt',
  'endsAt',
  'totalQuota',
  'perMemberQuota',
  'audience',
  'categoryIds',
  'brandIds',
  'skuIds',
  'bonusCoins',
  'status',
];

type Props = CreateOrChangeProps<PromoCodeFormValues, NewPromoCodeBody, PromoCodeChangeBody>;

/**
 * A promo code with every rule of the orders issue: fixed baht or a percentage with its cap,
 * minimum spend, window (Bangkok time), total and per-member quotas, audience, the categories,
 * brands and SKUs it is for, bonus coins, on or off. The shared schema checks it here as the API
 * will; the API's refusals land on their field.
 */
export function PromoCodeForm(props: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const edit = useCreateOrChangeForm(props, { create: newPromoCodeFormSchema, change: promoCodeChangeFormSchema }, FIELDS);
  const { register, control, formState } = edit.form;
  const { errors } = formState;
  const { field } = edit;
  const kind = useWatch({ control, name: 'kind' });

  const f = (key: string) => t(`staffPromotions.codeForm.${key}`);
  return (
    <PromotionFormFrame mode={props.mode} edit={edit} namesId="code-names" f={f} onCancel={props.onCancel}>
      <FormSection headingId="code-discount" title={f('discountTitle')}>
        <RadioChoice
          legend={f('kind')}
          registration={register('kind')}
          options={[
            { value: 'percent', label: f('percent') },
            { value: 'fixed', label: f('fixed') },
          ]}
        />
        <div className="grid gap-4 lg:grid-cols-3">
          <TextField label={kind === 'percent' ? f('valuePercent') : f('valueFixed')} required {...bahtInput} maxLength={12} {...field('value')} />
          {kind === 'percent' ? (
            <TextField label={f('maxDiscount')} {...bahtInput} maxLength={12} hint={f('maxDiscountHint')} {...field('maxDiscount')} />
          ) : null}
          <TextField label={f('minSpend')} {...bahtInput} maxLength={12} hint={f('minSpendHint')} {...field('minSpend')} />
        </div>
      </FormSection>

      <FormSection headingId="code-when" title={f('whenTitle')}>
        <div className="grid gap-4 lg:grid-cols-2">
          <WindowFields field={field} f={f} />
          <TextField label={f('totalQuota')} {...wholeInput} maxLength={9} hint={f('quotaHint')} {...field('totalQuota')} />
          <TextField label={f('perMemberQuota')} {...wholeInput} maxLength={9} hint={f('quotaHint')} {...field('perMemberQuota')} />
          <SelectField label={f('audience')} {...field('audience')}>
            <option value="members">{f('audienceMembers')}</option>
            <option value="new-members">{f('audienceNewMembers')}</option>
          </SelectField>
        </div>
      </FormSection>

      <FormSection headingId="code-for" title={f('forTitle')}>
        <p className="text-sm text-muted">{f('forText')}</p>
        <div className="grid gap-5 lg:grid-cols-2">
          <Controller
            control={control}
            name="categoryIds"
            render={({ field }) => (
              <ReferenceChecklist kind="categories" value={field.value} onChange={field.onChange} error={errorText(errors.categoryIds?.message)} />
            )}
          />
          <Controller
            control={control}
            name="brandIds"
            render={({ field }) => (
              <ReferenceChecklist kind="brands" value={field.value} onChange={field.onChange} error={errorText(errors.brandIds?.message)} />
            )}
          />
        </div>
        <Controller
          control={control}
          name="skuIds"
          render={({ field }) => (
            <SkuPicker legend={t('staffPromotions.picker.skus')} value={field.value} onChange={field.onChange} error={errorText(errors.skuIds?.message)} />
          )}
        />
      </FormSection>

      <FormSection headingId="code-extra" title={f('extraTitle')}>
        <div className="grid gap-4 lg:grid-cols-3">
          <TextField label={f('bonusCoins')} {...wholeInput} maxLength={9} hint={f('bonusCoinsHint')} {...field('bonusCoins')} />
        </div>
        <Controller
          control={control}
          name="status"
          render={({ field }) => <StatusCheckbox value={field.value} onChange={field.onChange} label={f('active')} hint={f('activeHint')} />}
        />
      </FormSection>
    </PromotionFormFrame>
  );
}
