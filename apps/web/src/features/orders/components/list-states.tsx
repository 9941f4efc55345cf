import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingFrame } from '../../../ui/loading-frame';
import { Skeleton } from '../../../ui/skeleton';
import { LoadFailed } from '../../../ui/load-failed';

/** Rows of grey while a list loads; said once to screen readers. */
export function ListLoading({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <LoadingFrame label={t('common.loading')}>
      <div className="space-y-3">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    </LoadingFrame>
  );
}

/** An empty list: what is (not) there, and where to go. */
export function ListEmpty({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="rounded-3xl border border-brand-100 bg-cream px-6 py-10 text-center">
      <p className="text-lg font-bold break-words text-brand-900">{title}</p>
      {text ? <p className="mx-auto mt-1 max-w-md text-muted">{text}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

/** The order list's failure (member-area spec §8: "The service is currently unavailable, please try again!"). */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadFailed title={t('orders.list.loadError')} onRetry={onRetry} withText={false} />;
}
