import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { keyedZodResolver } from '../../../lib/forms/keyed-resolver';
import { pickLocalised } from '../../../lib/localised';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { isStaffCallError } from '../../../lib/call-refusals';
import { useRefusalText } from '../../back-office/hooks/use-refusal-text';
import { FormAlert } from '../../../ui/form/form-alert';
import { SelectField, TextAreaField, TextField } from '../../../ui/form/text-fields';
import { useFieldProps } from '../../back-office/hooks/use-field-props';
import type { StaffDonationPlace } from '../api/settings-calls';
import { useAddDonationPlace, useChangeDonationPlace } from '../api/settings-queries';
import {
  DONATION_PLACE_LIMITS,
  donationPlaceFormSchema,
  donationPlaceFormValues,
  EMPTY_DONATION_PLACE,
  placeDonationPlaceErrors,
  type DonationPlaceFormOutput,
  type DonationPlaceFormValues,
} from '../forms/settings-form-schemas';

export interface DonationPlaceFormProps {
  /** the place being changed, or nothing for a new one */
  place?: StaffDonationPlace;
  /**
   * The shop's address pickers (province → district → sub-district, postal code), handed in by the
   * app layer: they fill this form's `province`, `district`, `subDistrict` and `postelCode` fields
   * through react-hook-form's FormProvider.
   */
  regionFields: ReactNode;
  onSaved: (place: StaffDonationPlace, added: boolean) => void;
  onCancel: () => void;
}

/** A donation place's names in both languages, who receives, how to reach them, where, open or closed. */
export function DonationPlaceForm({ place, regionFields, onSaved, onCancel }: DonationPlaceFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const refusalText = useRefusalText();
  const add = useAddDonationPlace();
  const change = useChangeDonationPlace();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<DonationPlaceFormValues, unknown, DonationPlaceFormOutput>({
    resolver: keyedZodResolver(donationPlaceFormSchema),
    defaultValues: place ? donationPlaceFormValues(place) : EMPTY_DONATION_PLACE,
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const field = useFieldProps(form);

  // opened by a button further down the page: the form says where it is
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const onSubmit = handleSubmit(async (body) => {
    setRefusal(null);
    try {
      const saved = place ? await change.mutateAsync({ id: place.id, change: body }) : await add.mutateAsync(body);
      onSaved(saved, !place);
    } catch (error) {
      const text = refusalText(error);
      if (text === null) return;
      const placed = placeDonationPlaceErrors(isStaffCallError(error) ? error.errors : []);
      const entries = Object.entries(placed.fields) as Array<[keyof DonationPlaceFormValues, string]>;
      entries.forEach(([field, message], index) => setError(field, { message }, { shouldFocus: index === 0 }));
      if (placed.general.length > 0 || entries.length === 0) setRefusal(placed.general.join(' ') || text);
    }
  });

  const title = place ? t('staffSettings.places.editTitle', { name: pickLocalised(place, 'name', language) }) : t('staffSettings.places.addTitle');

  return (
    <section aria-labelledby="place-form-heading" className="rounded-2xl border border-brand-200 bg-white p-4 md:p-5">
      <h3 id="place-form-heading" ref={headingRef} tabIndex={-1} className="text-lg font-bold text-ink">
        {title}
      </h3>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
          <FormAlert>{refusal}</FormAlert>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('staffSettings.places.nameTh')}
              required
              lang="th"
              maxLength={DONATION_PLACE_LIMITS.name}
              autoComplete="off"
              {...field('nameTh')}
            />
            <TextField
              label={t('staffSettings.places.nameEn')}
              required
              lang="en"
              maxLength={DONATION_PLACE_LIMITS.name}
              autoComplete="off"
              {...field('nameEn')}
            />
            <TextField
              label={t('staffSettings.places.receiveName')}
              required
              maxLength={DONATION_PLACE_LIMITS.receiveName}
              autoComplete="off"
              hint={t('staffSettings.places.receiveNameHint')}
              {...field('receiveName')}
            />
            <TextField
              label={t('staffSettings.places.contact')}
              required
              maxLength={DONATION_PLACE_LIMITS.contact}
              autoComplete="off"
              hint={t('staffSettings.places.contactHint')}
              {...field('contact')}
            />
            <div className="sm:col-span-2">
              <TextAreaField
                label={t('staffSettings.places.address')}
                required
                maxLength={DONATION_PLACE_LIMITS.address}
                hint={t('staffSettings.places.addressHint')}
                {...field('address')}
              />
            </div>
            {regionFields}
            <TextAreaField label={t('staffSettings.places.descriptionTh')} maxLength={DONATION_PLACE_LIMITS.description} {...field('descriptionTh')} />
            <TextAreaField label={t('staffSettings.places.descriptionEn')} maxLength={DONATION_PLACE_LIMITS.description} {...field('descriptionEn')} />
            <SelectField label={t('staffSettings.places.status')} required {...field('status')}>
              <option value="active">{t('staffSettings.places.open')}</option>
              <option value="inactive">{t('staffSettings.places.closed')}</option>
            </SelectField>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onCancel}>
              {t('staffSettings.places.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting} className="sm:min-w-40">
              {isSubmitting ? t('staffSettings.saving') : place ? t('staffSettings.places.saveChanges') : t('staffSettings.places.add')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
