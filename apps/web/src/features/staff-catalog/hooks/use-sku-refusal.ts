import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { bahtToSatang } from '@pawsook/shared/money/money';
import { isStaffCallError } from '../../../lib/call-refusals';
import { useRefusalText } from '../../back-office/hooks/use-refusal-text';
import { findTakenSkuCodes } from '../api/catalog-calls';
import { SKU_FIELDS, type SkuField } from '../forms/new-product-form-schemas';

/** The SKUs as sent: what a refusal naming a bare SKU field is matched against. */
interface SentSku {
  skuCode: string;
  price: number;
  minSellPrice?: number;
}

const ROW_FIELD = /^skus\.(\d+)\.(\w+)$/;
const isSkuField = (field: string): field is SkuField => (SKU_FIELDS as readonly string[]).includes(field);

/**
 * The rows a refusal of the new product and new SKU calls is about. Their schema names a row
 * (`skus.1.price`); their rules name a bare field (`skuCode`, `minSellPrice`), which is the one
 * row when there is one, else the rows it fits: a code the catalogue already has (asked of the
 * catalogue's list, which finds products by SKU code), a lowest price above the price.
 */
async function rowPaths(field: string, skus: readonly SentSku[]): Promise<string[]> {
  if (ROW_FIELD.test(field)) return [field];
  if (!isSkuField(field)) return [];
  if (skus.length === 1) return [`skus.0.${field}`];
  let rows: number[] = [];
  if (field === 'skuCode') {
    const taken = await findTakenSkuCodes(skus.map((sku) => sku.skuCode)).catch((): string[] => []);
    rows = skus.flatMap((sku, index) => (taken.includes(sku.skuCode) ? [index] : []));
  } else if (field === 'minSellPrice') {
    rows = skus.flatMap((sku, index) => (sku.minSellPrice !== undefined && bahtToSatang(sku.minSellPrice) > bahtToSatang(sku.price) ? [index] : []));
  }
  return rows.map((index) => `skus.${index}.${field}`);
}

/**
 * A refusal of a form with SKU rows put where it belongs: on the product's fields (`productFields`)
 * and the SKU rows it names, in the page's language as the API wrote it; else returned as the
 * form's message. null when the shop's own rule already answered (no connection, a sign-out).
 */
export function useSkuRefusal() {
  const refusalText = useRefusalText();
  return useCallback(
    async <V extends FieldValues>(
      error: unknown,
      skus: readonly SentSku[],
      productFields: readonly string[],
      setError: UseFormSetError<V>,
    ): Promise<string | null> => {
      const text = refusalText(error);
      if (text === null) return null;
      if (!isStaffCallError(error)) return text;
      let placed = 0;
      for (const refusal of error.errors) {
        if (refusal.field === null) continue;
        const paths = productFields.includes(refusal.field) ? [refusal.field] : await rowPaths(refusal.field, skus);
        for (const path of paths) {
          setError(path as Path<V>, { message: refusal.message }, { shouldFocus: placed === 0 });
          placed += 1;
        }
      }
      return placed === 0 ? text : null;
    },
    [refusalText],
  );
}
