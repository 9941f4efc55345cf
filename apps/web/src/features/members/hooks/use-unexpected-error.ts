import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isApiError, NETWORK_CONNECTION_MESSAGE } from '../../../lib/api-error';
import { showSystemError } from '../../../lib/system-error';

/**
 * For failures a form cannot place on a field: no connection → the shop's network message;
 * 500 or an exception → the System Error dialog (spec §8). Returns false for everything else,
 * which the form shows itself.
 */
export function useUnexpectedError(): (error: unknown) => boolean {
  const { t } = useTranslation();
  return useCallback(
    (error) => {
      if (isApiError(error) && error.kind === 'network') {
        toast.error(t('errors.NETWORK_CONNECTION_MESSAGE'), { id: NETWORK_CONNECTION_MESSAGE });
        return true;
      }
      if (!isApiError(error) || (error.kind === 'server' && error.code !== '429' && error.code !== '413')) {
        showSystemError();
        return true;
      }
      return false;
    },
    [t],
  );
}
