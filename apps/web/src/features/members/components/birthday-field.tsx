import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { displayDateToIso, isoDateToDisplay, typedBuddhistEraYear } from '@pawsook/shared/members/member-rules';
import { TextField } from '../../../ui/form/text-fields';

/**
 * The birthday typed as dd/MM/yyyy in either era (decision 0045): a Buddhist-era year, as most
 * Thai people write it, is kept as the same day in the Christian era, and the hint says which day
 * that is while the shopper types, so nothing changes behind their back.
 */
export function BirthdayField({
  registration,
  typed,
  error,
  disabled,
  hinted = true,
}: {
  registration: UseFormRegisterReturn;
  /** what the field holds now (the form's watched value) */
  typed: string | null | undefined;
  error?: string;
  disabled?: boolean;
  /** the placeholder and hint, shown while the field can be edited */
  hinted?: boolean;
}) {
  const { t } = useTranslation();
  const year = typedBuddhistEraYear(typed ?? '');
  const kept = year === null ? null : displayDateToIso(typed ?? '');
  const hint = kept ? t('members.fields.birthdayBuddhistEra', { year, date: isoDateToDisplay(kept) }) : t('members.fields.birthdayHint');
  return (
    <TextField
      label={t('members.fields.birthday')}
      inputMode="numeric"
      autoComplete="bday"
      optional
      maxLength={10}
      disabled={disabled}
      placeholder={hinted ? t('members.fields.birthdayPlaceholder') : undefined}
      hint={hinted ? hint : undefined}
      liveHint
      registration={registration}
      error={error}
    />
  );
}
