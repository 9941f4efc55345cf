import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '../../../ui/spinner';
import { LoadFailed } from '../../../ui/load-failed';

interface QueryStatesProps<T, E> {
  query: UseQueryResult<T, E>;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  /** what the failure says; the back office's "could not load" unless the list names its own */
  failedTitle?: string;
  children: (data: T) => ReactNode;
}

/** A back-office list while it loads, when it failed (with a retry), when it holds nothing, and when it holds rows. */
export function QueryStates<T, E>({ query, isEmpty, empty, failedTitle, children }: QueryStatesProps<T, E>) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <LoadFailed withText={false} title={failedTitle ?? t('staff.errors.loadTitle')} onRetry={() => void query.refetch()} />;
  return isEmpty(query.data) ? empty : children(query.data);
}
