import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from './toast';
import { isApiError, NETWORK_CONNECTION_MESSAGE } from './api-error';
import { showSystemError } from './system-error';

/**
 * For failures a form or dialog cannot show itself: no connection → the shop's network message;
 * a 500 or an exception → the System Error dialog (member-area.md §8, checkout spec: a failed
 * limit check too). A dropped session (401) is the app's business. Returns false for what the
 * caller shows itself (400 messages, a missing address).
 */
/**
 * Server refusals that say something the shopper can act on, shown by the form like a 400: too
 * many requests, too large, and 503 (the shop cannot send mails now, or is restarting).
 */
const MESSAGES_TO_SHOW = new Set(['429', '413', '503']);

export function useUnexpectedError(): (error: unknown) => boolean {
  const { t } = useTranslation();
  return useCallback(
    (error) => {
      if (isApiError(error) && error.kind === 'network') {
        toast.error(t('errors.NETWORK_CONNECTION_MESSAGE'), { id: NETWORK_CONNECTION_MESSAGE });
        return true;
      }
      if (isApiError(error) && error.kind === 'unauthorized') return true;
      if (!isApiError(error) || (error.kind === 'server' && !MESSAGES_TO_SHOW.has(error.code))) {
        showSystemError();
        return true;
      }
      return false;
    },
    [t],
  );
}
