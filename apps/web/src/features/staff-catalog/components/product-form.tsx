import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffProductSchema } from '@pawsook/shared/schemas/staff-catalog';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { FormAlert, SelectField, TextField, useErrorText } from '../../staff/components/staff-fields';
import type { StaffProduct } from '../api/catalog-calls';
import { useCatalogWrite } from '../api/catalog-queries';
import { productFormSchema, productFormValues, type ProductFormOutput, type ProductFormValues } from '../forms/catalog-form-schemas';
import { useCatalogNames } from '../hooks/use-catalog-names';
import { useFieldRefusal } from '../hooks/use-field-refusal';
import { CheckboxField, TextAreaField } from './catalog-fields';

const FIELDS = ['nameTh', 'nameEn', 'descriptionTh', 'descriptionEn', 'brandId', 'categoryId', 'petType', 'lifeStage', 'kind', 'flashSaleEndsAt', 'coinsPer100Baht'] as const;

const PET_TYPES = staffProductSchema.shape.petType.options;
const LIFE_STAGES = staffProductSchema.shape.lifeStage.options;
const KINDS = staffProductSchema.shape.kind.options;

/**
 * The product's words in both languages, its places in the catalogue, lists and status. Read-only
 * (a disabled fieldset, no save) for a role without catalog.write; the API decides either way.
 */
export function ProductForm({ product, canWrite }: { product: StaffProduct; canWrite: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const fieldRefusal = useFieldRefusal();
  const { categories, brands, named } = useCatalogNames(language);
  const write = useCatalogWrite(product.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({ resolver: keyedZodResolver(productFormSchema), defaultValues: productFormValues(product) });

  const onSubmit = handleSubmit(async (change) => {
    setRefusal(null);
    setDone(null);
    try {
      const saved = (await write.mutateAsync({ kind: 'product', change })) as StaffProduct;
      reset(productFormValues(saved));
      setDone(t('staffCatalog.product.saved'));
    } catch (error) {
      setRefusal(fieldRefusal(error, FIELDS, setError));
    }
  });

  const withCurrent = <T extends { id: number }>(items: T[], id: number) => (items.some((item) => item.id === id) ? null : <option value={id}>{`#${id}`}</option>);

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="product-form-title" className="rounded-2xl border border-brand-100 bg-white p-4 md:p-5">
      <h2 id="product-form-title" className="text-lg font-bold text-ink">
        {t('staffCatalog.product.title')}
      </h2>
      <div className="mt-3 space-y-3">
        <FormAlert>{refusal}</FormAlert>
        <FormAlert tone="success">{done}</FormAlert>
      </div>
      <fieldset disabled={!canWrite} className="mt-3 min-w-0 space-y-4">
        <div className="grid gap-4 lg:grid-cols-2">
          <TextField label={t('staffCatalog.fields.nameTh')} lang="th" required maxLength={200} autoComplete="off" registration={register('nameTh')} error={errorText(errors.nameTh?.message)} />
          <TextField label={t('staffCatalog.fields.nameEn')} lang="en" required maxLength={200} autoComplete="off" registration={register('nameEn')} error={errorText(errors.nameEn?.message)} />
          <TextAreaField label={t('staffCatalog.fields.descriptionTh')} lang="th" maxLength={20_000} registration={register('descriptionTh')} error={errorText(errors.descriptionTh?.message)} />
          <TextAreaField label={t('staffCatalog.fields.descriptionEn')} lang="en" maxLength={20_000} registration={register('descriptionEn')} error={errorText(errors.descriptionEn?.message)} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField label={t('staffCatalog.fields.brand')} required registration={register('brandId')} error={errorText(errors.brandId?.message)}>
            {withCurrent(brands, product.brandId)}
            {brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {named(brand)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('staffCatalog.fields.category')} required registration={register('categoryId')} error={errorText(errors.categoryId?.message)}>
            {withCurrent(categories, product.categoryId)}
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {named(category)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('staffCatalog.fields.petType')} required registration={register('petType')} error={errorText(errors.petType?.message)}>
            {PET_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`staffCatalog.petTypes.${value}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('staffCatalog.fields.lifeStage')} required registration={register('lifeStage')} error={errorText(errors.lifeStage?.message)}>
            {LIFE_STAGES.map((value) => (
              <option key={value} value={value}>
                {t(`staffCatalog.lifeStages.${value}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('staffCatalog.fields.kind')} required registration={register('kind')} error={errorText(errors.kind?.message)}>
            {KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`staffCatalog.kinds.${value}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('staffCatalog.fields.coinsPer100Baht')}
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={3}
            hint={t('staffCatalog.fields.coinsPer100BahtHint')}
            registration={register('coinsPer100Baht')}
            error={errorText(errors.coinsPer100Baht?.message)}
          />
        </div>
        <fieldset className="min-w-0 rounded-xl border border-brand-100 p-3">
          <legend className="px-1 text-sm font-bold text-ink">{t('staffCatalog.fields.listsTitle')}</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <CheckboxField label={t('staffCatalog.fields.active')} registration={register('active')} />
            <CheckboxField label={t('staffCatalog.fields.isRecommended')} registration={register('isRecommended')} />
            <CheckboxField label={t('staffCatalog.fields.isNew')} registration={register('isNew')} />
            <CheckboxField label={t('staffCatalog.fields.isClearance')} registration={register('isClearance')} />
          </div>
          <div className="mt-2 sm:max-w-sm">
            <TextField
              label={t('staffCatalog.fields.flashSaleEndsAt')}
              type="datetime-local"
              hint={t('staffCatalog.fields.flashSaleHint')}
              registration={register('flashSaleEndsAt')}
              error={errorText(errors.flashSaleEndsAt?.message)}
            />
          </div>
        </fieldset>
      </fieldset>
      {canWrite ? (
        <Button type="submit" disabled={isSubmitting} className="mt-4">
          {isSubmitting ? t('staffCatalog.saving') : t('staffCatalog.product.save')}
        </Button>
      ) : null}
    </form>
  );
}
