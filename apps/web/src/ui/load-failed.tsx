import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { StatusMessage } from './status-message';

/**
 * What did not load inside a page, and a button to try again; `withText` false where the title
 * alone says enough (a list, the cart).
 */
export function LoadFailed({ title, onRetry, withText = true }: { title?: string; onRetry: () => void; withText?: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      title={title ?? t('common.loadErrorTitle')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {withText ? t('common.loadErrorText') : null}
    </StatusMessage>
  );
}

/** A whole page that did not load: its heading says what, and a button tries again. */
export function PageLoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="container-page py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p className="mt-2 text-muted">{t('common.loadErrorText')}</p>
      <Button className="mt-6" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
