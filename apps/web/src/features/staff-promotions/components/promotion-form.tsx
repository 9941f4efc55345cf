import { Controller, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../ui/form/form-section';
import { TextField } from '../../../ui/form/text-fields';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { useCreateOrChangeForm, type CreateOrChangeProps } from '../hooks/use-create-or-change-form';
import {
  newPromotionFormSchema,
  promotionChangeFormSchema,
  type NewPromotionBody,
  type PromotionChangeBody,
  type PromotionFormValues,
} from '../forms/promotion-form';
import { PromotionFormFrame } from './promotion-form-frame';
import { WindowFields } from './window-fields';
import { RadioChoice, SkuPicker, StatusCheckbox } from './promotion-fields';
import { bahtInput, wholeInput } from '../../back-office/forms/input-kinds';

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

type Props = CreateOrChangeProps<PromotionFormValues, NewPromotionBody, PromotionChangeBody>;

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
  const edit = useCreateOrChangeForm(props, { create: newPromotionFormSchema, change: promotionChangeFormSchema }, FIELDS);
  const { register, control, formState } = edit.form;
  const { errors } = formState;
  const { field } = edit;
  const kind = useWatch({ control, name: 'kind' });
  const discountKind = useWatch({ control, name: 'discountKind' });
  const conditionSkuId = useWatch({ control, name: 'conditionSkuId' });

  const f = (key: string) => t(`staffPromotions.promotionForm.${key}`);
  return (
    <PromotionFormFrame mode={props.mode} edit={edit} namesId="promotion-names" f={f} nameHint={f('nameHint')} onCancel={props.onCancel}>
      <FormSection headingId="promotion-when" title={f('conditionTitle')}>
        <div className="grid gap-4 lg:grid-cols-3">
          <TextField label={f('minSpend')} {...bahtInput} maxLength={12} hint={f('minSpendHint')} {...field('minSpend')} />
          <WindowFields field={field} f={f} />
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
          {conditionSkuId !== null ? <TextField label={f('conditionAmount')} {...wholeInput} maxLength={4} required {...field('conditionAmount')} /> : null}
        </div>
      </FormSection>

      <FormSection headingId="promotion-gives" title={f('givesTitle')}>
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
            <TextField label={f('giftAmount')} {...wholeInput} maxLength={3} required {...field('giftAmount')} />
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
                  {...bahtInput}
                  maxLength={12}
                  required
                  registration={register('discountAmount')}
                  error={errorText(errors.discountAmount?.message ?? errors.discountPercent?.message)}
                />
              ) : (
                <TextField
                  label={f('discountPercent')}
                  {...wholeInput}
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
      </FormSection>
    </PromotionFormFrame>
  );
}
