import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mayUse } from '@pawsook/shared/staff/staff-roles';
import { useStaffPerson } from '../hooks/use-staff-person';
import { fetchMonthTaxDocuments, fetchOrderTaxDocuments, fetchSellerDetails, saveSellerDetails, type SellerDetails } from './tax-document-calls';

/** Under ['staff'] like every back-office answer: signing out forgets them with the rest. */
export const taxDocumentKeys = {
  sellerDetails: ['staff', 'seller-details'] as const,
  order: (orderId: number) => ['staff', 'tax-documents', 'order', orderId] as const,
  month: (month: string) => ['staff', 'tax-documents', 'month', month] as const,
  all: ['staff', 'tax-documents'] as const,
};

// the pages show their own refusals: never the System Error dialog as well
const ownMessages = { systemError: false } as const;

/** The seller details, asked only of those who may see them (settings.manage); the rest get no answer (undefined). */
export function useSellerDetails() {
  const person = useStaffPerson();
  return useQuery({
    queryKey: taxDocumentKeys.sellerDetails,
    queryFn: ({ signal }) => fetchSellerDetails(signal),
    enabled: mayUse(person.role, 'settings.manage'),
    staleTime: 15_000,
    meta: ownMessages,
  });
}

export function useSaveSellerDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerDetails) => saveSellerDetails(body),
    meta: ownMessages,
    // the month's list and each order's panel say whether the details are set and what waits for them
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taxDocumentKeys.sellerDetails }),
        queryClient.invalidateQueries({ queryKey: taxDocumentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'audit-log'] }),
      ]),
  });
}

export const useOrderTaxDocuments = (orderId: number) =>
  useQuery({ queryKey: taxDocumentKeys.order(orderId), queryFn: ({ signal }) => fetchOrderTaxDocuments(orderId, signal), meta: ownMessages });

export const useMonthTaxDocuments = (month: string) =>
  useQuery({ queryKey: taxDocumentKeys.month(month), queryFn: ({ signal }) => fetchMonthTaxDocuments(month, signal), meta: ownMessages });
