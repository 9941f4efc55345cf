import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/use-language';
import { orderKeys, useMemberQueryEnabled } from './order-queries';
import { fetchMemberTaxDocuments, fetchReceiptBook, requestTaxInvoice } from './tax-document-calls';

const taxDocumentsKey = (memberId: string, orderId: number) => [...orderKeys.all(memberId), 'tax-documents', orderId] as const;

/** The order's tax invoice, its credit notes, and whether an invoice may be asked for now. */
export function useMemberTaxDocuments(orderId: number) {
  const member = useMemberQueryEnabled();
  return useQuery({
    queryKey: taxDocumentsKey(member.memberId, orderId),
    queryFn: ({ signal }) => fetchMemberTaxDocuments(orderId, signal),
    enabled: member.enabled,
    staleTime: 30_000,
  });
}

/** The member's tax-invoice addresses, to name one when the order has none (in the page's language: the regions' names). */
export function useReceiptBook(enabled: boolean) {
  const member = useMemberQueryEnabled();
  const language = useLanguage();
  return useQuery({
    queryKey: [...orderKeys.all(member.memberId), 'receipt-book', language] as const,
    queryFn: ({ signal }) => fetchReceiptBook(signal),
    enabled: enabled && member.enabled,
    staleTime: 30_000,
  });
}

export function useRequestTaxInvoice(orderId: number) {
  const member = useMemberQueryEnabled();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receiptAddressId: number | null) => requestTaxInvoice(orderId, receiptAddressId),
    // the panel shows its own refusals
    meta: { systemError: false },
    // issued or refused, the panel asks again what the order has; the order's own detail may now carry the address
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all(member.memberId) }),
  });
}
