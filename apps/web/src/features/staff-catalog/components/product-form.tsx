import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { FormAlert } from '../../../ui/form/form-alert';
import { TextField } from '../../../ui/form/text-fields';
import type { StaffProduct } from '../api/catalog-calls';
import { useCatalogWrite } from '../api/catalog-queries';
import { productFormSchema, productFormValues, type ProductFormOutput, type ProductFormValues } from '../forms/catalog-form-schemas';
import { SubmitButton } from '../../back-office/components/submit-button';
import { useStaffForm } from '../../back-office/hooks/use-staff-form';
import { CheckboxField } from './catalog-fields';
import { PRODUCT_FIELDS, ProductFields } from './product-fields';

const FIELDS = [...PRODUCT_FIELDS, 'flashSaleEndsAt'] as const;

/**
 * The product's words in both languages, its places in the catalogue, lists and status. Read-only
 * (a disabled fieldset, no save) for a role without catalog.write; the API decides either way.
 */
export function ProductForm({ product, canWrite }: { product: StaffProduct; canWrite: boolean }) {
  const { t } = useTranslation();
  const write = useCatalogWrite(product.id);
  const { form, field, submitWith, refusal, done } = useStaffForm<ProductFormValues, ProductFormOutput>({
    resolver: keyedZodResolver(productFormSchema),
    defaultValues: productFormValues(product),
    refusalFields: FIELDS,
  });

  const onSubmit = submitWith(async (change) => {
    const saved = (await write.mutateAsync({ kind: 'product', change })) as StaffProduct;
    form.reset(productFormValues(saved));
    return t('staffCatalog.product.saved');
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-labelledby="product-form-title" className="rounded-2xl border border-brand-100 bg-white p-4 md:p-5">
        <h2 id="product-form-title" className="text-lg font-bold text-ink">
          {t('staffCatalog.product.title')}
        </h2>
        <div className="mt-3 space-y-3">
          <FormAlert>{refusal}</FormAlert>
          <FormAlert tone="success">{done}</FormAlert>
        </div>
        <fieldset disabled={!canWrite} className="mt-3 min-w-0 space-y-4">
          <ProductFields
            current={product}
            listsBefore={<CheckboxField label={t('staffCatalog.fields.active')} registration={form.register('active')} />}
            listsAfter={
              <div className="mt-2 sm:max-w-sm">
                <TextField
                  label={t('staffCatalog.fields.flashSaleEndsAt')}
                  type="datetime-local"
                  hint={t('staffCatalog.fields.flashSaleHint')}
                  {...field('flashSaleEndsAt')}
                />
              </div>
            }
          />
        </fieldset>
        {canWrite ? (
          <SubmitButton busy={form.formState.isSubmitting} label={t('staffCatalog.product.save')} busyLabel={t('staffCatalog.saving')} className="mt-4" />
        ) : null}
      </form>
    </FormProvider>
  );
}
