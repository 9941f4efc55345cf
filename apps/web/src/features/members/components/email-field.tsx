import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/form/text-fields';

interface EmailFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'readOnly'> {
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
}

/** The member's e-mail as every member form asks for it (log-in, sign-up, a new link or password). */
export function EmailField({ registration, error, hint, readOnly }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('members.fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      maxLength={256}
      readOnly={readOnly}
      hint={hint}
      registration={registration}
      error={error}
    />
  );
}
