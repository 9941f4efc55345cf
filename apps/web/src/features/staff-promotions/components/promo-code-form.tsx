import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form/form-alert';
import { SelectField, TextField } from '../../../ui/form/text-fields';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { useRefusalText } from '../../staff/hooks/use-refusal-text';
import { isStaffCallError } from '../../staff/api/staff-request';
import {
  newPromoCodeFormSchema,
  promoCodeChangeFormSchema,
  type NewPromoCodeBody,
  type PromoCodeChangeBody,
  type PromoCodeFormValues,
} from '../forms/promo-code-form';
import { RadioChoice, ReferenceChecklist, SkuPicker, StatusCheckbox } from './promotion-fields';

const sectionClass = 'space-y-4 rounded-3xl border border-brand-100 bg-white p-5 md:p-6';
const sectionTitle = 'text-lg font-bold text-ink';
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
const isField = (field: string | null): field is FieldPath<PromoCodeFormValues> => FIELDS.includes(field as FieldPath<PromoCodeFormValues>);

type Props =
  | { mode: 'create'; initial: PromoCodeFormValues; onSave: (body: NewPromoCodeBody) => Promise<unknown>; onCancel: () => void }
  | { mode: 'edit'; initial: PromoCodeFormValues; onSave: (body: PromoCodeChangeBody) => Promise<unknown>; onCancel: () => void };

/**
 * A promo code with every rule of the orders issue: fixed baht or a percentage with its cap,
 * minimum spend, window (Bangkok time), total and per-member quotas, audience, the categories,
 * brands and SKUs it is for, bonus coins, on or off. The shared schema checks it here as the API
 * will; the API's refusals land on their field.
 */
export function PromoCodeForm(props: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const refusalText = useRefusalText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PromoCodeFormValues, unknown, NewPromoCodeBody | PromoCodeChangeBody>({
    resolver: keyedZodResolver(props.mode === 'create' ? newPromoCodeFormSchema : promoCodeChangeFormSchema),
    defaultValues: props.initial,
  });
  const kind = useWatch({ control, name: 'kind' });

  const onSubmit = handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await (props.mode === 'create' ? props.onSave(body as NewPromoCodeBody) : props.onSave(body as PromoCodeChangeBody));
    } catch (error) {
      const text = refusalText(error);
      if (text === null) return;
      const onFields = isStaffCallError(error) ? error.errors.filter((e) => isField(e.field)) : [];
      onFields.forEach((e, index) => setError(e.field as FieldPath<PromoCodeFormValues>, { message: e.message }, { shouldFocus: index === 0 }));
      if (onFields.length === 0) setRefusal(text);
    }
  });

  const f = (key: string) => t(`staffPromotions.codeForm.${key}`);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert>{refusal}</FormAlert>
      <section aria-labelledby="code-names" className={sectionClass}>
        <h2 id="code-names" className={sectionTitle}>
          {f('namesTitle')}
        </h2>
        <div className="grid gap-4 lg:grid-cols-3">
          {props.mode === 'create' ? (
            <TextField
              label={f('code')}
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={30}
              hint={f('codeHint')}
              registration={register('code')}
              error={errorText(errors.code?.message)}
            />
          ) : null}
          <TextField
            label={f('nameTh')}
            required
            autoComplete="off"
            maxLength={100}
            registration={register('nameTh')}
            error={errorText(errors.nameTh?.message)}
          />
          <TextField
            label={f('nameEn')}
            required
            autoComplete="off"
            maxLength={100}
            registration={register('nameEn')}
            error={errorText(errors.nameEn?.message)}
          />
        </div>
      </section>

      <section aria-labelledby="code-discount" className={sectionClass}>
        <h2 id="code-discount" className={sectionTitle}>
          {f('discountTitle')}
        </h2>
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
      </section>

      <section aria-labelledby="code-when" className={sectionClass}>
        <h2 id="code-when" className={sectionTitle}>
          {f('whenTitle')}
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          <TextField label={f('startsAt')} type="datetime-local" required registration={register('startsAt')} error={errorText(errors.startsAt?.message)} />
          <TextField
            label={f('endsAt')}
            type="datetime-local"
            hint={f('endsAtHint')}
            registration={register('endsAt')}
            error={errorText(errors.endsAt?.message)}
          />
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
      </section>

      <section aria-labelledby="code-for" className={sectionClass}>
        <h2 id="code-for" className={sectionTitle}>
          {f('forTitle')}
        </h2>
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
      </section>

      <section aria-labelledby="code-extra" className={sectionClass}>
        <h2 id="code-extra" className={sectionTitle}>
          {f('extraTitle')}
        </h2>
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
      </section>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? f('saving') : props.mode === 'create' ? f('create') : f('save')}
        </Button>
        <Button variant="secondary" onClick={props.onCancel}>
          {f('cancel')}
        </Button>
      </div>
    </form>
  );
}
