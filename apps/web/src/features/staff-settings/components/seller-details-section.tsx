import { useTranslation } from 'react-i18next';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { TextAreaField, TextField } from '../../../ui/form/text-fields';
import type { SellerDetails } from '../../back-office/api/tax-document-calls';
import { useSaveSellerDetails, useSellerDetails } from '../../back-office/api/tax-document-queries';
import { wholeInput } from '../../back-office/forms/input-kinds';
import { useStaffForm } from '../../back-office/hooks/use-staff-form';
import {
  SELLER_DETAILS_LIMITS,
  sellerDetailsFormSchema,
  sellerDetailsFormValues,
  type SellerDetailsField,
  type SellerDetailsFormValues,
} from '../forms/seller-details-form';
import { RadioOptions } from './radio-options';
import { SettingsFormEnd } from './section-states';
import { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';

// the API names the body's fields; the form's branch and rate inputs carry the same names
const FIELDS: readonly SellerDetailsField[] = ['nameTh', 'nameEn', 'address', 'taxId', 'branchNo', 'vatRate'];

function SellerDetailsForm({ details }: { details: SellerDetails | null }) {
  const { t } = useTranslation();
  const save = useSaveSellerDetails();
  const { form, field, submitWith, refusal, done } = useStaffForm<SellerDetailsFormValues, SellerDetails>({
    resolver: keyedZodResolver(sellerDetailsFormSchema),
    values: sellerDetailsFormValues(details),
    refusalFields: FIELDS,
  });
  const office = form.watch('office');

  const onSubmit = submitWith(async (body) => {
    await save.mutateAsync(body);
    return t('staffSettings.seller.saved');
  });

  return (
    <SettingsForm labelledBy="seller-details-heading" onSubmit={onSubmit}>
      {details === null ? <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950">{t('staffSettings.seller.missing')}</p> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('staffSettings.seller.nameTh')} lang="th" maxLength={SELLER_DETAILS_LIMITS.name} required {...field('nameTh')} />
        <TextField label={t('staffSettings.seller.nameEn')} lang="en" maxLength={SELLER_DETAILS_LIMITS.name} required {...field('nameEn')} />
        <div className="md:col-span-2">
          <TextAreaField
            label={t('staffSettings.seller.address')}
            hint={t('staffSettings.seller.addressHint')}
            maxLength={SELLER_DETAILS_LIMITS.address}
            rows={4}
            required
            {...field('address')}
          />
        </div>
        <TextField
          label={t('staffSettings.seller.taxId')}
          hint={t('staffSettings.seller.taxIdHint')}
          {...wholeInput}
          maxLength={SELLER_DETAILS_LIMITS.taxId}
          className="tracking-wider"
          required
          {...field('taxId')}
        />
        <TextField
          label={t('staffSettings.seller.vatRate')}
          hint={t('staffSettings.seller.vatRateHint')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={SELLER_DETAILS_LIMITS.vatRate}
          required
          {...field('vatRate')}
        />
      </div>
      <RadioOptions
        legend={t('staffSettings.seller.officeLegend')}
        registration={form.register('office')}
        options={[
          { value: 'head', label: t('staffSettings.seller.headOffice') },
          { value: 'branch', label: t('staffSettings.seller.branch') },
        ]}
      >
        {office === 'branch' ? (
          <div className="mt-3 max-w-xs">
            <TextField
              label={t('staffSettings.seller.branchNo')}
              hint={t('staffSettings.seller.branchNoHint')}
              {...wholeInput}
              maxLength={SELLER_DETAILS_LIMITS.branchNo}
              required
              {...field('branchNo')}
            />
          </div>
        ) : null}
      </RadioOptions>
      <SettingsFormEnd
        appliesNow={t('staffSettings.seller.appliesNow')}
        saveLabel={t('staffSettings.seller.save')}
        saving={form.formState.isSubmitting}
        refusal={refusal}
        saved={done}
      />
    </SettingsForm>
  );
}

/** The seller every tax invoice and credit note names (issue 41): none can be issued until this is set. */
export function SellerDetailsSection() {
  const { t } = useTranslation();
  const details = useSellerDetails();
  // null is an answer (nothing set yet): the section waits only while there is none at all
  return (
    <SettingsSection id="seller-details" title={t('staffSettings.seller.title')} text={t('staffSettings.seller.text')} query={details}>
      {(data) => <SellerDetailsForm details={data} />}
    </SettingsSection>
  );
}
