import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffProductSchema } from '@pawsook/shared/schemas/staff-catalog';
import { useLanguage } from '../../../lib/use-language';
import { SelectField, TextField } from '../../../ui/form/text-fields';
import { useFieldProps } from '../../back-office/hooks/use-field-props';
import type { ProductFieldsValues } from '../forms/catalog-form-schemas';
import { useCatalogNames } from '../hooks/use-catalog-names';
import { CheckboxField, TextAreaField } from './catalog-fields';
import { wholeInput } from '../../back-office/forms/input-kinds';

/** What a refusal of a product call may name among these fields. */
export const PRODUCT_FIELDS = [
  'nameTh',
  'nameEn',
  'descriptionTh',
  'descriptionEn',
  'brandId',
  'categoryId',
  'petType',
  'lifeStage',
  'kind',
  'coinsPer100Baht',
] as const;

const PET_TYPES = staffProductSchema.shape.petType.options;
const LIFE_STAGES = staffProductSchema.shape.lifeStage.options;
const KINDS = staffProductSchema.shape.kind.options;

/**
 * A product's words in both languages, its places in the catalogue, coins and lists: the fields of
 * a new product and of a product's page, inside either form (react-hook-form's context). `current`
 * is the product being changed (its brand and category stay choosable even when the shop's lists
 * lack them); without it every choice starts empty. `listsBefore` and `listsAfter` are the form's
 * own parts of the lists box (a product's status, its flash sale).
 */
export function ProductFields({
  current,
  listsBefore,
  listsAfter,
}: {
  current?: { brandId: number; categoryId: number };
  listsBefore?: ReactNode;
  listsAfter?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { categories, brands, named } = useCatalogNames(language);
  const form = useFormContext<ProductFieldsValues>();
  const field = useFieldProps(form);

  const choose = current ? null : <option value="">{t('staffCatalog.fields.choose')}</option>;
  const keepCurrent = <T extends { id: number }>(items: T[], id: number) =>
    items.some((item) => item.id === id) ? null : <option value={id}>{`#${id}`}</option>;

  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        <TextField label={t('staffCatalog.fields.nameTh')} lang="th" required maxLength={200} autoComplete="off" {...field('nameTh')} />
        <TextField label={t('staffCatalog.fields.nameEn')} lang="en" required maxLength={200} autoComplete="off" {...field('nameEn')} />
        <TextAreaField label={t('staffCatalog.fields.descriptionTh')} lang="th" maxLength={20_000} {...field('descriptionTh')} />
        <TextAreaField label={t('staffCatalog.fields.descriptionEn')} lang="en" maxLength={20_000} {...field('descriptionEn')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField label={t('staffCatalog.fields.brand')} required {...field('brandId')}>
          {current ? keepCurrent(brands, current.brandId) : choose}
          {brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {named(brand)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('staffCatalog.fields.category')} required {...field('categoryId')}>
          {current ? keepCurrent(categories, current.categoryId) : choose}
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {named(category)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('staffCatalog.fields.petType')} required {...field('petType')}>
          {choose}
          {PET_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`staffCatalog.petTypes.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('staffCatalog.fields.lifeStage')} required {...field('lifeStage')}>
          {choose}
          {LIFE_STAGES.map((value) => (
            <option key={value} value={value}>
              {t(`staffCatalog.lifeStages.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('staffCatalog.fields.kind')} required {...field('kind')}>
          {choose}
          {KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`staffCatalog.kinds.${value}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('staffCatalog.fields.coinsPer100Baht')}
          {...wholeInput}
          required
          maxLength={3}
          hint={t('staffCatalog.fields.coinsPer100BahtHint')}
          {...field('coinsPer100Baht')}
        />
      </div>
      <fieldset className="min-w-0 rounded-xl border border-brand-100 p-3">
        <legend className="px-1 text-sm font-bold text-ink">{t(listsBefore ? 'staffCatalog.fields.listsTitle' : 'staffCatalog.fields.listsOnly')}</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {listsBefore}
          <CheckboxField label={t('staffCatalog.fields.isRecommended')} registration={form.register('isRecommended')} />
          <CheckboxField label={t('staffCatalog.fields.isNew')} registration={form.register('isNew')} />
          <CheckboxField label={t('staffCatalog.fields.isClearance')} registration={form.register('isClearance')} />
        </div>
        {listsAfter}
      </fieldset>
    </>
  );
}
