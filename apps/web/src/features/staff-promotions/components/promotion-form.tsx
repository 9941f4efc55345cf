import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form/form-alert';
import { TextField } from '../../../ui/form/text-fields';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { isStaffCallError } from '../../staff/api/staff-request';
import { useRefusalText } from '../../staff/hooks/use-refusal-text';
import {
  newPromotionFormSchema,
  promotionChangeFormSchema,
  type NewPromotionBody,
  type PromotionChangeBody,
  type PromotionFormValues,
} from '../forms/promotion-form';
import { RadioChoice, SkuPicker, StatusCheckbox } from './promotion-fields';

const sectionClass = 'space-y-4 rounded-3xl border border-brand-100 bg-white p-5 md:p-6';
const sectionTitle = 'text-lg font-bold text-ink';
const FIELDS: readonly FieldPath<PromotionFormValues>[] = [
  'code',
  'nameTh',
  'nameEn',
  'kind',
  'minSpend',
  'conditionSkuId',
  'conditionAmount',
  'giftSkuId',
  'giftAmount',
  'discountAmount',
  'discountPercent',
  'startsAt',
  'endsAt',
  'status',
];
const isField = (field: string | null): field is FieldPath<PromotionFormValues> => FIELDS.includes(field as FieldPath<PromotionFormValues>);

type Props =
  | { mode: 'create'; initial: PromotionFormValues; onSave: (body: NewPromotionBody) => Promise<unknown>; onCancel: () => void }
  | { mode: 'edit'; initial: PromotionFormValues; onSave: (body: PromotionChangeBody) => Promise<unknown>; onCancel: () => void };

/** One SKU or none, as the picker's list of ids. */
const one = (id: number | null): number[] => (id === null ? [] : [id]);

/**
 * An automatic promotion (decision 0016): a gift with purchase or an order discount, earned from a
 * minimum spend and, optionally, an amount of one SKU in the cart, within a window. Carts follow a
 * save at once; the shared schema checks the form as the API will.
 */
export function PromotionForm(props: Props) {
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
  } = useForm<PromotionFormValues, unknown, NewPromotionBody | PromotionChangeBody>({
    resolver: keyedZodResolver(props.mode === 'create' ? newPromotionFormSchema : promotionChangeFormSchema),
    defaultValues: props.initial,
  });
  const kind = useWatch({ control, name: 'kind' });
  const discountKind = useWatch({ control, name: 'discountKind' });
  const conditionSkuId = useWatch({ control, name: 'conditionSkuId' });

  const onSubmit = handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await (props.mode === 'create' ? props.onSave(body as NewPromotionBody) : props.onSave(body as PromotionChangeBody));
    } catch (error) {
      const text = refusalText(error);
      if (text === null) return;
      const onFields = isStaffCallError(error) ? error.errors.filter((e) => isField(e.field)) : [];
      onFields.forEach((e, index) => setError(e.field as FieldPath<PromotionFormValues>, { message: e.message }, { shouldFocus: index === 0 }));
      if (onFields.length === 0) setRefusal(text);
    }
  });

  const f = (key: string) => t(`staffPromotions.promotionForm.${key}`);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert>{refusal}</FormAlert>
      <section aria-labelledby="promotion-names" className={sectionClass}>
        <h2 id="promotion-names" className={sectionTitle}>
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
            hint={f('nameHint')}
            registration={register('nameTh')}
            error={errorText(errors.nameTh?.message)}
          />
          <TextField
            label={f('nameEn')}
            required
            autoComplete="off"
            maxLength={100}
            hint={f('nameHint')}
            registration={register('nameEn')}
            error={errorText(errors.nameEn?.message)}
          />
        </div>
      </section>

      <section aria-labelledby="promotion-when" className={sectionClass}>
        <h2 id="promotion-when" className={sectionTitle}>
          {f('conditionTitle')}
        </h2>
        <div className="grid gap-4 lg:grid-cols-3">
          <TextField
            label={f('minSpend')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            hint={f('minSpendHint')}
            registration={register('minSpend')}
            error={errorText(errors.minSpend?.message)}
          />
          <TextField label={f('startsAt')} type="datetime-local" required registration={register('startsAt')} error={errorText(errors.startsAt?.message)} />
          <TextField
            label={f('endsAt')}
            type="datetime-local"
            hint={f('endsAtHint')}
            registration={register('endsAt')}
            error={errorText(errors.endsAt?.message)}
          />
        </div>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Controller
            control={control}
            name="conditionSkuId"
            render={({ field }) => (
              <SkuPicker
                legend={f('conditionSku')}
                hint={f('conditionSkuHint')}
                single
                value={one(field.value)}
                onChange={(ids) => field.onChange(ids[0] ?? null)}
                error={errorText(errors.conditionSkuId?.message)}
              />
            )}
          />
          {conditionSkuId !== null ? (
            <TextField
              label={f('conditionAmount')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              required
              registration={register('conditionAmount')}
              error={errorText(errors.conditionAmount?.message)}
            />
          ) : null}
        </div>
      </section>

      <section aria-labelledby="promotion-gives" className={sectionClass}>
        <h2 id="promotion-gives" className={sectionTitle}>
          {f('givesTitle')}
        </h2>
        <RadioChoice
          legend={f('kind')}
          registration={register('kind')}
          options={[
            { value: 'gift', label: f('gift') },
            { value: 'discount', label: f('discount') },
          ]}
        />
        {kind === 'gift' ? (
          <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Controller
              control={control}
              name="giftSkuId"
              render={({ field }) => (
                <SkuPicker
                  legend={f('giftSku')}
                  single
                  value={one(field.value)}
                  onChange={(ids) => field.onChange(ids[0] ?? null)}
                  error={errorText(errors.giftSkuId?.message)}
                />
              )}
            />
            <TextField
              label={f('giftAmount')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              required
              registration={register('giftAmount')}
              error={errorText(errors.giftAmount?.message)}
            />
          </div>
        ) : (
          <>
            <RadioChoice
              legend={f('discountKind')}
              registration={register('discountKind')}
              options={[
                { value: 'fixed', label: f('fixed') },
                { value: 'percent', label: f('percent') },
              ]}
            />
            <div className="grid gap-4 lg:grid-cols-3">
              {discountKind === 'fixed' ? (
                <TextField
                  label={f('discountAmount')}
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={12}
                  required
                  registration={register('discountAmount')}
                  error={errorText(errors.discountAmount?.message ?? errors.discountPercent?.message)}
                />
              ) : (
                <TextField
                  label={f('discountPercent')}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={3}
                  required
                  registration={register('discountPercent')}
                  error={errorText(errors.discountPercent?.message ?? errors.discountAmount?.message)}
                />
              )}
            </div>
          </>
        )}
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
