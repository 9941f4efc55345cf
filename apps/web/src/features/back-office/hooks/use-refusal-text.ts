import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnexpectedError } from '../../../lib/use-unexpected-error';
import { isStaffCallError } from '../../../lib/call-refusals';

/**
 * What a form or row says when the API refuses: the envelope's message (already in the page's
 * language), or null when the shop's own rule already answered (no connection, System Error, a
 * 401 that signed the person out).
 */
export function useRefusalText(): (error: unknown) => string | null {
  const { t } = useTranslation();
  const unexpected = useUnexpectedError();
  return useCallback(
    (error: unknown) => {
      if (unexpected(error) || !isStaffCallError(error)) return null;
      return error.message || (error.forbidden ? t('backOffice.forbidden.text') : t('backOffice.errors.generic'));
    },
    [t, unexpected],
  );
}
