import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../ui/form/new-password-fields';
import { PasswordField } from '../../../ui/form/password-field';
import type { FieldPart } from './personal-name-fields';

interface CurrentPasswordFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  forgotLabel: string;
  onForgot: () => void;
  /** the link sits closer to the field where the form's rows are spaced wide */
  pulledUp?: boolean;
}

/** The password the member has now (log-in, change password), and the way to a new one when it is forgotten. */
export function CurrentPasswordField({ label, registration, error, forgotLabel, onForgot, pulledUp = false }: CurrentPasswordFieldProps) {
  return (
    <>
      <PasswordField label={label} autoComplete="current-password" required maxLength={100} registration={registration} error={error} />
      <div className={pulledUp ? '-mt-2 flex justify-end' : 'flex justify-end'}>
        <button type="button" onClick={onForgot} className="min-h-11 text-sm font-semibold text-accent-700 underline underline-offset-4">
          {forgotLabel}
        </button>
      </div>
    </>
  );
}

/** A member's new password, typed twice (change password, reset password). */
export function MemberNewPasswordFields({ password, confirmation }: { password: FieldPart; confirmation: FieldPart }) {
  const { t } = useTranslation();
  return (
    <NewPasswordFields
      label={t('members.fields.newPassword')}
      confirmLabel={t('members.fields.newPasswordConfirm')}
      registration={password.registration}
      confirmRegistration={confirmation.registration}
      error={password.error}
      confirmError={confirmation.error}
    />
  );
}
