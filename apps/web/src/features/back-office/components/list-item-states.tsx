import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { isStaffCallError } from '../../../lib/call-refusals';
import { Spinner } from '../../../ui/spinner';
import { EmptyListNote } from './empty-list-note';
import { ForbiddenNotice } from './forbidden-notice';
import { LoadFailed } from '../../../ui/load-failed';

interface ListItemStatesProps<T, E> {
  /** the whole list, which the API hands out in one answer (promo codes, automatic promotions) */
  query: UseQueryResult<T[], E>;
  id: number;
  /** what the page says when the list has no item with that id */
  notFound: string;
  children: (item: T) => ReactNode;
}

/** One item of a list the page already asks for: while it loads, the role's refusal, a failure to retry, none with that id, or the item. */
export function ListItemStates<T extends { id: number }, E>({ query, id, notFound, children }: ListItemStatesProps<T, E>) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) {
    if (isStaffCallError(query.error) && query.error.forbidden) return <ForbiddenNotice message={query.error.message} />;
    return <LoadFailed withText={false} title={t('staff.errors.loadTitle')} onRetry={() => void query.refetch()} />;
  }
  const item = query.data.find((candidate) => candidate.id === id);
  return item ? children(item) : <EmptyListNote>{notFound}</EmptyListNote>;
}
