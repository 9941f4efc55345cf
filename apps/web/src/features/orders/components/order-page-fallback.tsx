import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { Skeleton } from '../../../ui/skeleton';
import { LoadingFrame } from '../../../ui/loading-frame';
import { OrderNotFound } from './order-not-found';
import { LoadFailed } from '../../../ui/load-failed';

/**
 * What an order page shows until its order is there: a skeleton while it loads; for a 404 (not
 * the member's order, or a bad id: `missing`) the not-found message; for any other failure a retry
 * under the System Error dialog the app already opened (member-area spec §8: order-detail fetch failure).
 */
export function OrderPageFallback({
  query,
  orderNo,
  missing = false,
  backTo,
  backLabel,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  orderNo: string | null;
  missing?: boolean;
  backTo?: string;
  backLabel?: string;
}) {
  const { t } = useTranslation();
  if (missing || (query.isError && isApiError(query.error) && (query.error.kind === 'not-found' || query.error.kind === 'bad-request'))) {
    return <OrderNotFound orderNo={orderNo} backTo={backTo} backLabel={backLabel} />;
  }
  if (query.isError) {
    return (
      <div>
        <h1 className="mb-4 text-2xl font-bold text-brand-900">{orderNo ?? t('orders.detail.titleUnknown')}</h1>
        <LoadFailed title={t('orders.detail.loadError')} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return (
    <LoadingFrame label={t('orders.detail.loading')}>
      <Skeleton className="mb-4 h-9 w-64" />
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-48 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
      <Skeleton className="mt-4 h-64 w-full rounded-2xl" />
    </LoadingFrame>
  );
}
