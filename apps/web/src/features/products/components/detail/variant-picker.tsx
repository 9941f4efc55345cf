import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSku } from '@pawsook/shared/schemas/products';
import { formatBaht, bahtToSatang } from '@pawsook/shared/money/money';
import type { Language } from '../../../../lib/preferences';
import { RadioCard } from '../../../../ui/radio-card';

export function choiceName(sku: ProductSku, language: Language): string {
  const choice = sku.productChoice;
  if (!choice) return sku.skuCode;
  return language === 'th' ? choice.choiceNameDisplayTh || choice.choiceNameDisplayEn : choice.choiceNameDisplayEn || choice.choiceNameDisplayTh;
}

/** The product's options (size, flavour, colour) as a radio group; each choice switches SKU, price, stock and picture. */
export function VariantPicker({
  skus,
  selectedSkuId,
  onSelect,
  language,
}: {
  skus: readonly ProductSku[];
  selectedSkuId: number;
  onSelect: (sku: ProductSku) => void;
  language: Language;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-brand-900">{t('products.detail.chooseOption')}</legend>
      <div className="flex flex-wrap gap-2">
        {skus.map((sku) => {
          const soldOut = sku.totalProduct <= 0;
          return (
            <RadioCard
              key={sku.skuId}
              id={`${id}-${sku.skuId}`}
              name="sku"
              value={sku.skuId}
              checked={sku.skuId === selectedSkuId}
              onChange={() => onSelect(sku)}
              className={`inline-flex min-h-11 flex-col justify-center px-4 py-1.5 text-left ${soldOut ? 'border-dashed border-stone-300' : 'border-stone-300'}`}
            >
              <span className="text-sm font-semibold text-ink">{choiceName(sku, language)}</span>
              <span className="text-xs text-muted">
                {formatBaht(bahtToSatang(sku.sellPrice))}
                {soldOut ? ` · ${t('products.stock.outOfStock')}` : ''}
              </span>
            </RadioCard>
          );
        })}
      </div>
    </fieldset>
  );
}
