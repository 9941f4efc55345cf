import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { StatusMessage } from '../../../ui/status-message';

export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      title={t('common.loadErrorTitle')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {t('common.loadErrorText')}
    </StatusMessage>
  );
}
