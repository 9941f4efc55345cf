import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { useUnexpectedError } from '../../../lib/use-unexpected-error';

/**
 * What every member form reads its answers with: the texts, the field errors' texts, the check
 * for failures the form cannot show itself, and the refusal it shows above its fields.
 */
export function useMemberFormKit() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const unexpected = useUnexpectedError();
  const [refusal, setRefusal] = useState<string | null>(null);
  return { t, errorText, unexpected, refusal, setRefusal };
}
