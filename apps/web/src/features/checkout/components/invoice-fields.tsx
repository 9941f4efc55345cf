import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../lib/forms/keyed-resolver';
import { useLanguage } from '../../../lib/use-language';
import { textControlClass } from '../../../ui/form/control-class';
import { Field } from '../../../ui/form/field';
import { ADDRESS_LIMITS } from '../../addresses/forms/address-form-schema';
import type { InvoiceFields } from '../checkout-details';
import { digitsOnly } from '../../../lib/digits-only';

export interface InvoiceFieldsProps {
  value: InvoiceFields;
  onChange: (value: InvoiceFields) => void;
  /** message keys (or sentences) per field */
  errors: Partial<Record<keyof InvoiceFields, string>>;
  taxPayerIdRef?: Ref<HTMLInputElement>;
  branchNoRef?: Ref<HTMLInputElement>;
}

/**
 * A tax invoice made out to the delivery address: the company name, tax id and branch typed in beside it
 * (cart spec §4 "Receipt request"), checked by the shared receipt rules.
 */
export function InvoiceFieldsInputs({ value, onChange, errors, taxPayerIdRef, branchNoRef }: InvoiceFieldsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label={t('addresses.form.companyName')} optional error={messageText(lang, errors.companyName)}>
        {(control) => (
          <input
            {...control}
            name="companyName"
            value={value.companyName}
            onChange={(event) => onChange({ ...value, companyName: event.target.value })}
            autoComplete="organization"
            maxLength={ADDRESS_LIMITS.companyName}
            className={textControlClass}
          />
        )}
      </Field>
      <Field label={t('addresses.form.taxPayerId')} required hint={t('addresses.form.taxPayerIdHint')} keepHint error={messageText(lang, errors.taxPayerId)}>
        {(control) => (
          <input
            {...control}
            ref={taxPayerIdRef}
            name="taxPayerId"
            value={value.taxPayerId}
            onChange={(event) => onChange({ ...value, taxPayerId: digitsOnly(event.target.value, ADDRESS_LIMITS.taxPayerId) })}
            inputMode="numeric"
            autoComplete="off"
            maxLength={ADDRESS_LIMITS.taxPayerId}
            className={`${textControlClass} tracking-wider`}
          />
        )}
      </Field>
      <Field label={t('addresses.form.branchNo')} optional hint={t('addresses.form.branchNoHint')} error={messageText(lang, errors.branchNo)}>
        {(control) => (
          <input
            {...control}
            ref={branchNoRef}
            name="branchNo"
            value={value.branchNo}
            onChange={(event) => onChange({ ...value, branchNo: digitsOnly(event.target.value, ADDRESS_LIMITS.branchNo) })}
            inputMode="numeric"
            autoComplete="off"
            maxLength={ADDRESS_LIMITS.branchNo}
            className={`${textControlClass} tracking-wider`}
          />
        )}
      </Field>
    </div>
  );
}
