import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/form/text-fields';
import { useFieldProps } from '../../back-office/hooks/use-field-props';
import type { SkuRowsValues } from '../forms/new-product-form-schemas';
import { bahtInput, wholeInput } from '../../back-office/forms/input-kinds';

/**
 * One new SKU's fields (row `index` of the form's `skus`): its code, the choice's names in both
 * languages, price, lowest selling price, units counted in and coin price. Inside a new product's
 * form or "Add a SKU" (react-hook-form's context); the form gives the row its box and heading.
 */
export function SkuRowFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const field = useFieldProps(useFormContext<SkuRowsValues>());
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
        {...field(`${name}.skuCode`)}
      />
      <TextField
        label={t('staffCatalog.newSku.choiceNameTh')}
        lang="th"
        maxLength={100}
        autoComplete="off"
        hint={t('staffCatalog.newSku.choiceNameHint')}
        {...field(`${name}.choiceNameTh`)}
      />
      <TextField label={t('staffCatalog.newSku.choiceNameEn')} lang="en" maxLength={100} autoComplete="off" {...field(`${name}.choiceNameEn`)} />
      <TextField label={t('staffCatalog.sku.price')} required {...bahtInput} {...field(`${name}.price`)} />
      <TextField
        label={t('staffCatalog.newSku.minSellPrice')}
        {...bahtInput}
        hint={t('staffCatalog.newSku.minSellPriceHint')}
        {...field(`${name}.minSellPrice`)}
      />
      <TextField label={t('staffCatalog.newSku.stock')} {...wholeInput} hint={t('staffCatalog.newSku.stockHint')} {...field(`${name}.stock`)} />
      <TextField label={t('staffCatalog.sku.coinReward')} {...wholeInput} hint={t('staffCatalog.sku.coinRewardHint')} {...field(`${name}.coinReward`)} />
    </div>
  );
}
