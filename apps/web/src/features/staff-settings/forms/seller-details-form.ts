/**
 * The seller details form (issue 41): what its inputs hold turned into the seller details the API
 * keeps, by the contract's rules — a 13-digit tax id with its check digit (the shared tax-id rule),
 * head office or a 5-digit branch, the VAT rate typed as a percentage and kept in basis points.
 */
import { z } from 'zod';
import { isValidThaiTaxId } from '@pawsook/shared/address/tax-id';
import type { SellerDetails } from '../../back-office/api/tax-document-calls';

export interface SellerDetailsFormValues {
  nameTh: string;
  nameEn: string;
  address: string;
  taxId: string;
  office: 'head' | 'branch';
  branchNo: string;
  /** a percentage as typed: "7", "7.00" */
  vatRate: string;
}
export type SellerDetailsField = keyof SellerDetailsFormValues;

export const SELLER_DETAILS_LIMITS = { name: 200, address: 300, taxId: 13, branchNo: 5, vatRate: 6 } as const;

export const EMPTY_SELLER_DETAILS: SellerDetailsFormValues = {
  nameTh: '',
  nameEn: '',
  address: '',
  taxId: '',
  office: 'head',
  branchNo: '',
  vatRate: '7',
};

/** "7" → 700, "7.5" → 750, "7.25" → 725: a percentage with at most two decimals, in whole basis points; null when it is not one. */
export function percentToBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 700 → "7", 750 → "7.5", 725 → "7.25": the rate as the input shows it. */
export function basisPointsToPercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const rest = basisPoints % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

const text = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');

export const sellerDetailsFormSchema = z
  .object({
    nameTh: text(SELLER_DETAILS_LIMITS.name),
    nameEn: text(SELLER_DETAILS_LIMITS.name),
    address: text(SELLER_DETAILS_LIMITS.address),
    taxId: z.string().trim().min(1, 'validation.required').refine(isValidThaiTaxId, 'taxDocuments.taxId'),
    office: z.enum(['head', 'branch']),
    branchNo: z.string().trim(),
    vatRate: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .transform((rate, context) => {
        const basisPoints = percentToBasisPoints(rate);
        if (basisPoints === null || basisPoints > 10_000) {
          context.addIssue({ code: 'custom', message: 'validation.invalid' });
          return z.NEVER;
        }
        return basisPoints;
      }),
  })
  .superRefine((values, context) => {
    if (values.office === 'branch' && !/^\d{5}$/.test(values.branchNo)) {
      context.addIssue({ code: 'custom', path: ['branchNo'], message: values.branchNo ? 'taxDocuments.branchNo' : 'validation.required' });
    }
  })
  .transform((values): SellerDetails => ({
    nameTh: values.nameTh,
    nameEn: values.nameEn,
    address: values.address,
    taxId: values.taxId,
    branchNo: values.office === 'branch' ? values.branchNo : null,
    vatRateBasisPoints: values.vatRate,
  }));

export function sellerDetailsFormValues(details: SellerDetails | null): SellerDetailsFormValues {
  if (!details) return EMPTY_SELLER_DETAILS;
  return {
    nameTh: details.nameTh,
    nameEn: details.nameEn,
    address: details.address,
    taxId: details.taxId,
    office: details.branchNo === null ? 'head' : 'branch',
    branchNo: details.branchNo ?? '',
    vatRate: basisPointsToPercent(details.vatRateBasisPoints),
  };
}
