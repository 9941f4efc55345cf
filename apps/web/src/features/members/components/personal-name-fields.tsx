import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/form/text-fields';

/** One field of a pair: its registration and the text of its error. */
export interface FieldPart {
  registration: UseFormRegisterReturn;
  error?: string;
}

/** A member's first and last name, as the sign-up and the profile ask for them. */
export function PersonalNameFields({ first, last, disabled }: { first: FieldPart; last: FieldPart; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('members.fields.firstName')} autoComplete="given-name" required maxLength={100} disabled={disabled} {...first} />
      <TextField label={t('members.fields.lastName')} autoComplete="family-name" required maxLength={100} disabled={disabled} {...last} />
    </>
  );
}

interface MobileFieldsProps {
  main: FieldPart & { label: string; hint?: string };
  reserve: FieldPart & { label: string };
  disabled?: boolean;
}

/** The member's mobile number and an optional second one, digits only. */
export function MobileFields({ main, reserve, disabled }: MobileFieldsProps) {
  return (
    <>
      <TextField type="tel" inputMode="numeric" autoComplete="tel-national" required maxLength={10} disabled={disabled} {...main} />
      <TextField type="tel" inputMode="numeric" autoComplete="off" optional maxLength={10} disabled={disabled} {...reserve} />
    </>
  );
}
