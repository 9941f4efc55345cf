import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/form/text-fields';
import { useErrorText } from '../../../lib/forms/use-error-text';
import type { SkuRowsValues } from '../forms/new-product-form-schemas';

/**
 * One new SKU's fields (row `index` of the form's `skus`): its code, the choice's names in both
 * languages, price, lowest selling price, units counted in and coin price. Inside a new product's
 * form or "Add a SKU" (react-hook-form's context); the form gives the row its box and heading.
 */
export function SkuRowFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const {
    register,
    formState: { errors },
  } = useFormContext<SkuRowsValues>();
  const row = errors.skus?.[index];
  const name = `skus.${index}` as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <TextField
        label={t('staffCatalog.newSku.skuCode')}
        required
        maxLength={40}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={t('staffCatalog.newSku.skuCodeHint')}
        registration={register(`${name}.skuCode`)}
        error={errorText(row?.skuCode?.message)}
      />
      <TextField
        label={t('staffCatalog.newSku.choiceNameTh')}
        lang="th"
        maxLength={100}
        autoComplete="off"
        hint={t('staffCatalog.newSku.choiceNameHint')}
        registration={register(`${name}.choiceNameTh`)}
        error={errorText(row?.choiceNameTh?.message)}
      />
      <TextField
        label={t('staffCatalog.newSku.choiceNameEn')}
        lang="en"
        maxLength={100}
        autoComplete="off"
        registration={register(`${name}.choiceNameEn`)}
        error={errorText(row?.choiceNameEn?.message)}
      />
      <TextField
        label={t('staffCatalog.sku.price')}
        required
        inputMode="decimal"
        autoComplete="off"
        registration={register(`${name}.price`)}
        error={errorText(row?.price?.message)}
      />
      <TextField
        label={t('staffCatalog.newSku.minSellPrice')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('staffCatalog.newSku.minSellPriceHint')}
        registration={register(`${name}.minSellPrice`)}
        error={errorText(row?.minSellPrice?.message)}
      />
      <TextField
        label={t('staffCatalog.newSku.stock')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('staffCatalog.newSku.stockHint')}
        registration={register(`${name}.stock`)}
        error={errorText(row?.stock?.message)}
      />
      <TextField
        label={t('staffCatalog.sku.coinReward')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('staffCatalog.sku.coinRewardHint')}
        registration={register(`${name}.coinReward`)}
        error={errorText(row?.coinReward?.message)}
      />
    </div>
  );
}
