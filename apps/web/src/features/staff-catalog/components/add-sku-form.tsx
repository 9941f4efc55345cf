import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form/form-alert';
import type { StaffProduct } from '../api/catalog-calls';
import { useCatalogWrite } from '../api/catalog-queries';
import { NO_NEW_SKU, newSkuFormSchema, type NewSkuFormOutput, type SkuRowsValues } from '../forms/new-product-form-schemas';
import { useSkuRefusal } from '../hooks/use-sku-refusal';
import { SkuRowFields } from './sku-row-fields';

/** "Add a SKU" under a product's SKUs: a new size or flavour, added last with its units counted in. */
export function AddSkuForm({ product }: { product: StaffProduct }) {
  const { t } = useTranslation();
  const write = useCatalogWrite(product.id);
  const placeRefusal = useSkuRefusal();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<SkuRowsValues, unknown, NewSkuFormOutput>({ resolver: keyedZodResolver(newSkuFormSchema), defaultValues: NO_NEW_SKU });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (sku) => {
    setRefusal(null);
    setDone(null);
    try {
      await write.mutateAsync({ kind: 'new-sku', sku });
      reset(NO_NEW_SKU);
      setDone(
        t(product.displayStatus === 'active' ? 'staffCatalog.newSku.addedOnSale' : 'staffCatalog.newSku.addedOffSale', { code: sku.skuCode.toUpperCase() }),
      );
    } catch (error) {
      setRefusal(await placeRefusal(error, [sku], [], setError));
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="add-sku-title"
        className="space-y-3 rounded-2xl border border-dashed border-brand-300 bg-white p-4 md:p-5"
      >
        <h3 id="add-sku-title" className="text-base font-bold text-ink">
          {t('staffCatalog.newSku.title')}
        </h3>
        <p className="text-sm text-muted">{t('staffCatalog.newSku.text')}</p>
        <FormAlert>{refusal}</FormAlert>
        <FormAlert tone="success">{done}</FormAlert>
        <SkuRowFields index={0} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('staffCatalog.saving') : t('staffCatalog.newSku.add')}
        </Button>
      </form>
    </FormProvider>
  );
}
