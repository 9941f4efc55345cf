import { useCallback } from 'react';
import { isStaffCallError } from '../../../lib/call-refusals';
import { useRefusalText } from './use-refusal-text';

type SetFieldError<F extends string> = (field: F, error: { message: string }, options?: { shouldFocus: boolean }) => void;

/**
 * A refusal of the API put where it belongs: on the form's fields it names (in the page's
 * language, as the API wrote it), else returned as the form's message; null when the shop's own
 * rule already answered (no connection, a sign-out).
 */
export function useFieldRefusal() {
  const refusalText = useRefusalText();
  return useCallback(
    <F extends string>(error: unknown, fields: readonly F[], setError: SetFieldError<F>): string | null => {
      const text = refusalText(error);
      if (text === null) return null;
      const onFields = isStaffCallError(error) ? error.errors.filter((e) => (fields as readonly (string | null)[]).includes(e.field)) : [];
      onFields.forEach((e, index) => setError(e.field as F, { message: e.message }, { shouldFocus: index === 0 }));
      return onFields.length === 0 ? text : null;
    },
    [refusalText],
  );
}
