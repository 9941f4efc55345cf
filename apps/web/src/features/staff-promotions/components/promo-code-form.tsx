import { Controller, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../ui/form/form-section';
import { SaveOrCancel } from '../../../ui/form/save-or-cancel';
import { FormAlert } from '../../../ui/form/form-alert';
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
import { CodeAndNameFields } from './code-and-name-fields';
import { WindowFields } from './window-fields';
import { RadioChoice, ReferenceChecklist, SkuPicker, StatusCheckbox } from './promotion-fields';

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
  const {
    form: {
      register,
      control,
      formState: { errors, isSubmitting },
    },
    onSubmit,
    refusal,
  } = useCreateOrChangeForm(props, { create: newPromoCodeFormSchema, change: promoCodeChangeFormSchema }, FIELDS);
  const kind = useWatch({ control, name: 'kind' });

  const f = (key: string) => t(`staffPromotions.codeForm.${key}`);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert>{refusal}</FormAlert>
      <FormSection headingId="code-names" title={f('namesTitle')}>
        <CodeAndNameFields withCode={props.mode === 'create'} register={register} errors={errors} f={f} />
      </FormSection>

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
          <TextField
            label={kind === 'percent' ? f('valuePercent') : f('valueFixed')}
            required
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            registration={register('value')}
            error={errorText(errors.value?.message)}
          />
          {kind === 'percent' ? (
            <TextField
              label={f('maxDiscount')}
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              hint={f('maxDiscountHint')}
              registration={register('maxDiscount')}
              error={errorText(errors.maxDiscount?.message)}
            />
          ) : null}
          <TextField
            label={f('minSpend')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            hint={f('minSpendHint')}
            registration={register('minSpend')}
            error={errorText(errors.minSpend?.message)}
          />
        </div>
      </FormSection>

      <FormSection headingId="code-when" title={f('whenTitle')}>
        <div className="grid gap-4 lg:grid-cols-2">
          <WindowFields register={register} errors={errors} f={f} />
          <TextField
            label={f('totalQuota')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            hint={f('quotaHint')}
            registration={register('totalQuota')}
            error={errorText(errors.totalQuota?.message)}
          />
          <TextField
            label={f('perMemberQuota')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            hint={f('quotaHint')}
            registration={register('perMemberQuota')}
            error={errorText(errors.perMemberQuota?.message)}
          />
          <SelectField label={f('audience')} registration={register('audience')} error={errorText(errors.audience?.message)}>
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
          <TextField
            label={f('bonusCoins')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            hint={f('bonusCoinsHint')}
            registration={register('bonusCoins')}
            error={errorText(errors.bonusCoins?.message)}
          />
        </div>
        <Controller
          control={control}
          name="status"
          render={({ field }) => <StatusCheckbox value={field.value} onChange={field.onChange} label={f('active')} hint={f('activeHint')} />}
        />
      </FormSection>

      <SaveOrCancel
        saving={isSubmitting}
        saveLabel={props.mode === 'create' ? f('create') : f('save')}
        savingLabel={f('saving')}
        cancelLabel={f('cancel')}
        onCancel={props.onCancel}
      />
    </form>
  );
}
