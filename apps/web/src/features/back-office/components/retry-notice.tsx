import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { StatusMessage } from '../../../ui/status-message';

/** What did not load in a back-office page, and a button to ask again. */
export function RetryNotice({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      title={title}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
