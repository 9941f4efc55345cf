import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { isStaffCallError } from '../../../lib/call-refusals';
import { Spinner } from '../../../ui/spinner';
import { EmptyListNote } from '../../back-office/components/empty-list-note';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { LoadFailed } from '../../../ui/load-failed';
import type { StaffOrderDetail } from '../api/staff-calls';

interface StaffOrderStatesProps {
  orderNo: string;
  query: UseQueryResult<StaffOrderDetail>;
  children: (order: StaffOrderDetail) => ReactNode;
}

/** An order's page (its detail, its packing slip) while it loads, refused, unknown, failed, or loaded. */
export function StaffOrderStates({ orderNo, query, children }: StaffOrderStatesProps) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) {
    if (isStaffCallError(query.error) && query.error.forbidden) return <ForbiddenNotice message={query.error.message} />;
    if (isStaffCallError(query.error) && query.error.status === 404) return <EmptyListNote>{t('staff.order.notFound', { orderNo })}</EmptyListNote>;
    return <LoadFailed withText={false} title={t('staff.order.loadError')} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
