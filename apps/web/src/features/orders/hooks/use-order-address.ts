import { useParams, useSearchParams } from 'react-router';
import { orderIdFrom } from '../order-paths';
import { plausibleOrderNo } from '../order-status-view';

/** The order a page's address names: `/{id}?orderNo=…` (either may be missing or unusable: null). */
export function useOrderAddress(): { id: number | null; orderNo: string | null } {
  const { id } = useParams();
  const [params] = useSearchParams();
  return { id: orderIdFrom(id), orderNo: plausibleOrderNo(params.get('orderNo')) };
}
