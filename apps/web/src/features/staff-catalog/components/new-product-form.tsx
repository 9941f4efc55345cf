import { useState } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { Button, buttonClass } from '../../../ui/button';
import { FormAlert } from '../../../ui/form/form-alert';
import { useCreateProduct } from '../api/catalog-queries';
import { catalogListHref, productEditHref } from '../catalog-params';
import {
  EMPTY_NEW_PRODUCT,
  MAX_NEW_SKUS,
  NO_SKU,
  newProductFormSchema,
  type NewProductFormOutput,
  type NewProductFormValues,
} from '../forms/new-product-form-schemas';
import { useSkuRefusal } from '../hooks/use-sku-refusal';
import { PRODUCT_FIELDS, ProductFields } from './product-fields';
import { SkuRowFields } from './sku-row-fields';

/** What the product's page is told of a product just made: its status then, for the confirmation. */
export interface NewProductState {
  created: 'active' | 'inactive';
}

const box = 'rounded-2xl border border-brand-100 bg-white p-4 md:p-5';
const SALE_CHOICES = ['inactive', 'active'] as const;

/**
 * A new product: its words and places (the product page's own fields), one or more SKUs, and
 * whether shoppers see it yet: off sale until staff put it on sale unless they choose otherwise.
 * Saved, it opens on its page (where photos are added) with a confirmation.
 */
export function NewProductForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateProduct();
  const placeRefusal = useSkuRefusal();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<NewProductFormValues, unknown, NewProductFormOutput>({
    resolver: keyedZodResolver(newProductFormSchema),
    defaultValues: EMPTY_NEW_PRODUCT,
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { isSubmitting },
  } = form;
  const skus = useFieldArray({ control, name: 'skus' });

  const onSubmit = handleSubmit(async (product) => {
    setRefusal(null);
    try {
      const made = await create.mutateAsync(product);
      const state: NewProductState = { created: made.displayStatus };
      await navigate(productEditHref(made.id), { state });
    } catch (error) {
      setRefusal(await placeRefusal(error, product.skus, PRODUCT_FIELDS, setError));
    }
  });

  function removeRow(index: number) {
    skus.remove(index);
    // the button pressed is gone: the keyboard goes on from the row above (or the first)
    setTimeout(() => setFocus(`skus.${Math.max(0, index - 1)}.skuCode`));
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormAlert>{refusal}</FormAlert>
        <section aria-labelledby="new-product-words" className={`${box} space-y-4`}>
          <h2 id="new-product-words" className="text-lg font-bold text-ink">
            {t('staffCatalog.product.title')}
          </h2>
          <ProductFields />
        </section>

        <section aria-labelledby="new-product-skus" className={`${box} space-y-4`}>
          <div>
            <h2 id="new-product-skus" className="text-lg font-bold text-ink">
              {t('staffCatalog.newProduct.skusTitle')}
            </h2>
            <p className="mt-1 text-sm text-muted">{t('staffCatalog.newProduct.skusText')}</p>
          </div>
          {skus.fields.map((field, index) => (
            <fieldset key={field.id} className="min-w-0 rounded-xl border border-brand-100 p-3">
              <legend className="px-1 text-sm font-bold text-ink">{t('staffCatalog.newProduct.skuRow', { n: index + 1 })}</legend>
              <SkuRowFields index={index} />
              {skus.fields.length > 1 ? (
                <Button variant="ghost" className="mt-2 -ml-3" onClick={() => removeRow(index)}>
                  {t('staffCatalog.newProduct.removeSku', { n: index + 1 })}
                </Button>
              ) : null}
            </fieldset>
          ))}
          {skus.fields.length < MAX_NEW_SKUS ? (
            <Button variant="secondary" onClick={() => skus.append(NO_SKU, { focusName: `skus.${skus.fields.length}.skuCode` })}>
              {t('staffCatalog.newProduct.addSkuRow')}
            </Button>
          ) : (
            <p className="text-sm text-muted">{t('staffCatalog.newProduct.skusFull', { max: MAX_NEW_SKUS })}</p>
          )}
        </section>

        <section aria-labelledby="new-product-sale" className={box}>
          <h2 id="new-product-sale" className="text-lg font-bold text-ink">
            {t('staffCatalog.newProduct.saleTitle')}
          </h2>
          <div role="radiogroup" aria-labelledby="new-product-sale" className="mt-2 space-y-1">
            {SALE_CHOICES.map((choice) => (
              <label key={choice} className="flex items-start gap-3 py-2 text-base text-ink">
                <input type="radio" value={choice} {...register('displayStatus')} className="mt-1 size-5 shrink-0 accent-brand-700" />
                <span>
                  <span className="block font-semibold">{t(`staffCatalog.newProduct.sale.${choice}`)}</span>
                  <span className="block text-sm text-muted">{t(`staffCatalog.newProduct.saleNote.${choice}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </section>

        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('staffCatalog.saving') : t('staffCatalog.newProduct.create')}
          </Button>
          <Link to={catalogListHref()} className={buttonClass('ghost')}>
            {t('staffCatalog.newProduct.cancel')}
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}
