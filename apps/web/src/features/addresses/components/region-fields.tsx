import { useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { regionTerms } from '@pawsook/shared/address/region-terms';
import { messageText } from '../../../lib/forms/keyed-resolver';
import { useLanguage } from '../../../lib/use-language';
import { useDistrict, useProvince, useProvinces } from '../api/address-queries';
import { postalCodesOf } from '../postal-codes';
import { ADDRESS_LIMITS } from '../forms/address-form-schema';
import { controlClass } from '../../../ui/form/control-class';
import { Field } from '../../../ui/form/field';
import { DigitsInput } from '../../../ui/form/digits-input';

/** The region part of any address form: ids of the region tree as select values ('' until chosen). */
export interface RegionValues {
  province: string;
  district: string;
  subDistrict: string;
  postelCode: string;
}

type RegionField = keyof RegionValues;

export const regionId = (value: string): number | null => (/^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

interface RegionSelectProps {
  name: 'province' | 'district' | 'subDistrict';
  label: string;
  hint?: string;
  /** the level's places, once known */
  options: readonly { id: number; name: string }[] | undefined;
  /** the empty choice's wording: what to choose, or that the list is loading */
  placeholder: string;
  disabled: boolean;
  error?: string;
  /** after the form holds the new choice */
  onChosen: (value: string) => void;
}

/** One level of the region tree as a select of the form around it. */
function RegionSelect({ name, label, hint, options, placeholder, disabled, error, onChosen }: RegionSelectProps) {
  const { control } = useFormContext<RegionValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field label={label} required hint={hint} keepHint error={error}>
          {(a11y) => (
            <select
              {...a11y}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.value);
                onChosen(event.target.value);
              }}
              disabled={disabled}
              className={controlClass}
            >
              <option value="">{placeholder}</option>
              {options?.map((place) => (
                <option key={place.id} value={String(place.id)}>
                  {place.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    />
  );
}

/**
 * Province → district → sub-district in cascade and the postal code filled in from the
 * sub-district (member-area.md §4–5), Bangkok worded เขต/แขวง in Thai. It fills the fields
 * `province`, `district`, `subDistrict` and `postelCode` of the form around it (react-hook-form's
 * FormProvider): the member's address form and any other form with an address (the back office's
 * donation places, handed this by the app layer). Renders four fields for the form's own grid.
 */
export function RegionFields() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const {
    control,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<RegionValues>();
  const [provinceValue, districtValue, subDistrictValue] = useWatch({ control, name: ['province', 'district', 'subDistrict'] });
  const provinceId = regionId(provinceValue);
  const districtId = regionId(districtValue);
  const subDistrictId = regionId(subDistrictValue);

  const provinces = useProvinces();
  const province = useProvince(provinceId);
  const district = useDistrict(districtId);
  // Only the chosen district's own answer counts (never a previous district's, while the next one loads).
  const subDistricts = district.data?.id === districtId ? district.data?.subDistricts : undefined;
  const districts = province.data?.id === provinceId ? province.data?.districts : undefined;
  const postalCodes = useMemo(() => postalCodesOf(subDistricts, subDistrictId), [subDistricts, subDistrictId]);
  const districtsLoading = provinceId !== null && !districts;
  const subDistrictsLoading = districtId !== null && !subDistricts;

  const terms = provinceId !== null ? regionTerms(provinceId, lang) : null;
  const districtLabel = terms?.district ?? t('addresses.form.district');
  const subDistrictLabel = terms?.subDistrict ?? t('addresses.form.subDistrict');
  const termWord = (term: string) => term.toLocaleLowerCase(lang === 'en' ? 'en' : 'th');
  const errorText = (field: RegionField) => messageText(lang, errors[field]?.message);

  /** Spec §4: choosing a parent clears what lay below it. */
  function clearBelow(level: 'province' | 'district' | 'subDistrict') {
    const below: RegionField[] =
      level === 'province' ? ['district', 'subDistrict', 'postelCode'] : level === 'district' ? ['subDistrict', 'postelCode'] : ['postelCode'];
    for (const field of below) setValue(field, '');
    clearErrors(below);
  }

  return (
    <>
      <RegionSelect
        name="province"
        label={t('addresses.form.province')}
        options={provinces.data}
        placeholder={provinces.data ? t('addresses.form.selectProvince') : t('addresses.form.loading')}
        disabled={provinces.isPending && !provinces.data}
        error={errorText('province')}
        onChosen={() => clearBelow('province')}
      />
      <RegionSelect
        name="district"
        label={districtLabel}
        hint={provinceId === null ? t('addresses.form.chooseProvinceFirst') : undefined}
        options={districts}
        placeholder={districtsLoading ? t('addresses.form.loading') : t('addresses.form.selectRegion', { term: termWord(districtLabel) })}
        disabled={provinceId === null || districtsLoading}
        error={errorText('district')}
        onChosen={() => clearBelow('district')}
      />
      <RegionSelect
        name="subDistrict"
        label={subDistrictLabel}
        hint={districtId === null ? t('addresses.form.chooseParentFirst', { term: termWord(districtLabel) }) : undefined}
        options={subDistricts}
        placeholder={subDistrictsLoading ? t('addresses.form.loading') : t('addresses.form.selectRegion', { term: termWord(subDistrictLabel) })}
        disabled={districtId === null || subDistrictsLoading}
        error={errorText('subDistrict')}
        onChosen={(value) => {
          clearBelow('subDistrict');
          const codes = postalCodesOf(subDistricts, regionId(value));
          if (codes.length === 1) setValue('postelCode', codes[0]!);
        }}
      />
      <Controller
        control={control}
        name="postelCode"
        render={({ field }) => {
          const chosen = subDistrictId !== null;
          // one code for the sub-district: filled in and fixed; several: typed, and checked against them
          const fixed = chosen && postalCodes.length === 1 && field.value === postalCodes[0];
          return (
            <Field
              label={t('addresses.form.postelCode')}
              keepHint
              required
              hint={
                chosen
                  ? postalCodes.length > 1
                    ? t('addresses.form.postalCodeChoices', { codes: postalCodes.join(', ') })
                    : t('addresses.form.postalCodeFilled', { term: termWord(subDistrictLabel) })
                  : t('addresses.form.postalCodeLater', { term: termWord(subDistrictLabel) })
              }
              // without a sub-district the sub-district's own message says what to do
              error={chosen ? errorText('postelCode') : undefined}
            >
              {(a11y) => (
                <DigitsInput {...a11y} field={field} autoComplete="postal-code" maxLength={ADDRESS_LIMITS.postelCode} disabled={!chosen} readOnly={fixed} />
              )}
            </Field>
          );
        }}
      />
    </>
  );
}
