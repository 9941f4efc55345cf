import { useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { regionTerms } from '@pawsook/shared/address/region-terms';
import { messageText } from '../../../lib/forms/keyed-resolver';
import { useLanguage } from '../../../lib/use-language';
import { useDistrict, useProvince, useProvinces } from '../api/address-queries';
import { postalCodesOf } from '../address-display';
import { ADDRESS_LIMITS } from '../forms/address-form-schema';
import { controlClass, textControlClass } from '../../../ui/form/control-class';
import { Field } from '../../../ui/form/field';
import { digitsOnly } from '../../../lib/digits-only';

/** The region part of any address form: ids of the region tree as select values ('' until chosen). */
export interface RegionValues {
  province: string;
  district: string;
  subDistrict: string;
  postelCode: string;
}

type RegionField = keyof RegionValues;

export const regionId = (value: string): number | null => (/^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

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
      <Controller
        control={control}
        name="province"
        render={({ field }) => (
          <Field label={t('addresses.form.province')} required error={errorText('province')}>
            {(a11y) => (
              <select
                {...a11y}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  clearBelow('province');
                }}
                disabled={provinces.isPending && !provinces.data}
                className={controlClass}
              >
                <option value="">{provinces.data ? t('addresses.form.selectProvince') : t('addresses.form.loading')}</option>
                {provinces.data?.map((p) => (
                  <option key={p.id} value={String(p.id)}>
                    {p.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      />
      <Controller
        control={control}
        name="district"
        render={({ field }) => {
          const loading = provinceId !== null && !districts;
          return (
            <Field
              label={districtLabel}
              keepHint
              required
              hint={provinceId === null ? t('addresses.form.chooseProvinceFirst') : undefined}
              error={errorText('district')}
            >
              {(a11y) => (
                <select
                  {...a11y}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    field.onChange(event.target.value);
                    clearBelow('district');
                  }}
                  disabled={provinceId === null || loading}
                  className={controlClass}
                >
                  <option value="">{loading ? t('addresses.form.loading') : t('addresses.form.selectRegion', { term: termWord(districtLabel) })}</option>
                  {districts?.map((d) => (
                    <option key={d.id} value={String(d.id)}>
                      {d.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          );
        }}
      />
      <Controller
        control={control}
        name="subDistrict"
        render={({ field }) => {
          const loading = districtId !== null && !subDistricts;
          return (
            <Field
              label={subDistrictLabel}
              keepHint
              required
              hint={districtId === null ? t('addresses.form.chooseParentFirst', { term: termWord(districtLabel) }) : undefined}
              error={errorText('subDistrict')}
            >
              {(a11y) => (
                <select
                  {...a11y}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    field.onChange(event.target.value);
                    clearBelow('subDistrict');
                    const codes = postalCodesOf(subDistricts, regionId(event.target.value));
                    if (codes.length === 1) setValue('postelCode', codes[0]!);
                  }}
                  disabled={districtId === null || loading}
                  className={controlClass}
                >
                  <option value="">{loading ? t('addresses.form.loading') : t('addresses.form.selectRegion', { term: termWord(subDistrictLabel) })}</option>
                  {subDistricts?.map((s) => (
                    <option key={s.id} value={String(s.id)}>
                      {s.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          );
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
                <input
                  {...a11y}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(digitsOnly(event.target.value, ADDRESS_LIMITS.postelCode))}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={ADDRESS_LIMITS.postelCode}
                  disabled={!chosen}
                  readOnly={fixed}
                  className={textControlClass}
                />
              )}
            </Field>
          );
        }}
      />
    </>
  );
}
