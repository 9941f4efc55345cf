import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';

interface NewPasswordFieldsProps {
  label: string;
  confirmLabel: string;
  registration: UseFormRegisterReturn;
  confirmRegistration: UseFormRegisterReturn;
  error?: string;
  confirmError?: string;
  /** the back office's toggle word (see PasswordField) */
  toggleWord?: string;
}

/**
 * A new password typed twice, the strength rule below the first (the members' rule, which staff
 * passwords follow too): sign-up, change and reset of a member's password, a staff invite.
 */
export function NewPasswordFields({ label, confirmLabel, registration, confirmRegistration, error, confirmError, toggleWord }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required
        maxLength={100}
        hint={t('form.passwordHint')}
        registration={registration}
        error={error}
        toggleWord={toggleWord}
      />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        required
        maxLength={100}
        registration={confirmRegistration}
        error={confirmError}
        toggleWord={toggleWord}
      />
    </>
  );
}
