import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { checkAddressLimit, type AddressKind, type AddressPayload } from '../api/address-calls';
import { useDistrict } from '../api/address-queries';
import { postalCodesOf } from '../postal-codes';
import {
  ADDRESS_LIMITS,
  addressFormSchema,
  EMPTY_ADDRESS_VALUES,
  placeAddressErrors,
  toAddressPayload,
  type AddressField,
  type AddressFormOutput,
  type AddressFormValues,
} from '../forms/address-form-schema';
import { keyedZodResolver, messageText } from '../../../lib/forms/keyed-resolver';
import { useUnexpectedError } from '../../../lib/use-unexpected-error';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { DigitsInput } from '../../../ui/form/digits-input';
import { Field } from '../../../ui/form/field';
import { TextAreaField, TextField } from '../../../ui/form/text-fields';
import { regionId, RegionFields } from './region-fields';

/**
 * The "default address" checkbox: not offered (checkout), free to tick, or locked on because this
 * is the first address of the book or already the default (decision 0010: exactly one default).
 */
export type DefaultChoice = 'hidden' | 'free' | 'first' | 'current';

export interface AddressFormProps {
  /** shipping address, or tax-invoice (receipt) address with company name and tax id */
  kind: AddressKind;
  /** the address being edited (addressToFormValues), or nothing for a new one */
  initialValues?: AddressFormValues;
  /**
   * Saves the address. A rejection with the API's 400 puts its messages on the matching fields
   * (the rest above the form); a 500 or a lost connection is reported the shop's usual way.
   */
  onSubmit: (payload: AddressPayload) => Promise<unknown>;
  defaultChoice?: DefaultChoice;
  /** checkout: the "also add this address to my account" box, checked against the book's limit when ticked */
  offerAddToAccount?: boolean;
  submitLabel?: string;
  onCancel?: () => void;
}

/**
 * The address form of the account page and the checkout (member-area.md §5, cart-checkout-payments.md §5):
 * province → district → sub-district in cascade, the postal code filled in from the sub-district,
 * Bangkok worded เขต/แขวง in Thai, and for tax invoices the company name and tax id.
 */
export function AddressForm({ kind, initialValues, onSubmit, defaultChoice = 'hidden', offerAddToAccount = false, submitLabel, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const unexpected = useUnexpectedError();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checkingLimit, setCheckingLimit] = useState(false);
  const refusalRef = useRef<HTMLDivElement>(null);

  // The postal-code rule needs the chosen sub-district's codes, known further down this render;
  // react-hook-form takes this render's resolver, which validates against them.
  let postalCodeRule: readonly string[] | null = null;
  const resolver: Resolver<AddressFormValues, unknown, AddressFormOutput> = (values, context, options) =>
    keyedZodResolver<AddressFormValues, AddressFormOutput>(addressFormSchema(kind, postalCodeRule))(values, context, options);

  const form = useForm<AddressFormValues, unknown, AddressFormOutput>({
    resolver,
    defaultValues: initialValues ?? EMPTY_ADDRESS_VALUES,
  });
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;

  const [districtValue, subDistrictValue, addressText] = useWatch({
    control,
    name: ['district', 'subDistrict', 'address'],
  });
  const districtId = regionId(districtValue);
  const subDistrictId = regionId(subDistrictValue);

  // RegionFields asks for the same district (one request, cached): its postal codes are the rule above
  const district = useDistrict(districtId);
  // Only the chosen district's own answer counts (never a previous district's, while the next one loads).
  const subDistricts = district.data?.id === districtId ? district.data?.subDistricts : undefined;
  const postalCodes = useMemo(() => postalCodesOf(subDistricts, subDistrictId), [subDistricts, subDistrictId]);

  postalCodeRule = subDistricts ? postalCodes : null;

  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const shownFields = useMemo(() => {
    const shown = new Set<AddressField>(['name', 'surname', 'phone', 'address', 'province', 'district', 'subDistrict', 'postelCode']);
    if (kind === 'receipt') for (const field of ['companyName', 'taxPayerId', 'branchNo'] as const) shown.add(field);
    if (defaultChoice !== 'hidden') shown.add('isDefault');
    if (offerAddToAccount) shown.add('isAddToAccount');
    return shown;
  }, [kind, defaultChoice, offerAddToAccount]);

  const errorText = (field: AddressField) => messageText(lang, errors[field]?.message);
  const defaultLocked = defaultChoice === 'first' || defaultChoice === 'current';

  async function onAddToAccountChange(checked: boolean) {
    clearErrors('isAddToAccount');
    if (!checked) {
      setValue('isAddToAccount', false);
      return;
    }
    // Checkout spec §5: ticking it first asks whether the book has room; a 400 shows its message under the box.
    setCheckingLimit(true);
    try {
      await checkAddressLimit(kind);
      setValue('isAddToAccount', true);
    } catch (error) {
      setValue('isAddToAccount', false);
      if (!unexpected(error) && isApiError(error)) {
        setError('isAddToAccount', { message: error.errors[0]?.message ?? error.message });
      }
    } finally {
      setCheckingLimit(false);
    }
  }

  /** a one-line field of the address, as long as the address book keeps it (the label's key is written out for the catalog test) */
  const lineField = (
    name: 'name' | 'surname' | 'companyName' | 'phone',
    label: string,
    attributes: { autoComplete: string; type?: 'tel'; optional?: true },
  ) => (
    <TextField
      label={label}
      required={!attributes.optional}
      error={errorText(name)}
      registration={register(name)}
      maxLength={ADDRESS_LIMITS[name]}
      {...attributes}
    />
  );

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await onSubmit(toAddressPayload(kind, values, { defaultLocked, withAddToAccount: offerAddToAccount }));
    } catch (error) {
      if (unexpected(error) || !isApiError(error)) return;
      const placed = placeAddressErrors(error.errors, shownFields);
      const entries = Object.entries(placed.fields) as Array<[AddressField, string]>;
      entries.forEach(([field, message], index) => setError(field, { message }, { shouldFocus: index === 0 && placed.general.length === 0 }));
      if (placed.general.length > 0 || entries.length === 0) setRefusal(placed.general.join(' ') || error.message || t('addresses.form.failed'));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {refusal ? (
        <div ref={refusalRef} role="alert" tabIndex={-1} className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {refusal}
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {lineField('name', t('addresses.form.name'), { autoComplete: 'given-name' })}
        {lineField('surname', t('addresses.form.surname'), { autoComplete: 'family-name' })}
        {kind === 'receipt' ? (
          <>
            {lineField('companyName', t('addresses.form.companyName'), { autoComplete: 'organization', optional: true })}
            <Controller
              control={control}
              name="taxPayerId"
              render={({ field }) => (
                <Field label={t('addresses.form.taxPayerId')} required hint={t('addresses.form.taxPayerIdHint')} keepHint error={errorText('taxPayerId')}>
                  {(a11y) => <DigitsInput {...a11y} field={field} autoComplete="off" maxLength={ADDRESS_LIMITS.taxPayerId} className="tracking-wider" />}
                </Field>
              )}
            />
            <Controller
              control={control}
              name="branchNo"
              render={({ field }) => (
                <Field label={t('addresses.form.branchNo')} optional hint={t('addresses.form.branchNoHint')} error={errorText('branchNo')}>
                  {(a11y) => <DigitsInput {...a11y} field={field} autoComplete="off" maxLength={ADDRESS_LIMITS.branchNo} className="tracking-wider" />}
                </Field>
              )}
            />
          </>
        ) : null}
        {lineField('phone', t('addresses.form.phone'), { autoComplete: 'tel', type: 'tel' })}
        <div className="sm:col-span-2">
          <TextAreaField
            label={t('addresses.form.address')}
            required
            hint={t('addresses.form.addressHint', { count: addressText.length, max: ADDRESS_LIMITS.address })}
            keepHint
            error={errorText('address')}
            registration={register('address')}
            autoComplete="street-address"
            maxLength={ADDRESS_LIMITS.address}
          />
        </div>

        {/* the region's four fields, shared with the back office's donation places */}
        <FormProvider {...form}>
          <RegionFields />
        </FormProvider>
      </div>

      {defaultChoice !== 'hidden' ? (
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <CheckboxField
              ref={field.ref}
              name={field.name}
              label={t('addresses.form.isDefault')}
              checked={defaultLocked || field.value}
              disabled={defaultLocked}
              onChange={field.onChange}
              onBlur={field.onBlur}
              hint={
                defaultChoice === 'first' ? t('addresses.form.firstIsDefault') : defaultChoice === 'current' ? t('addresses.form.currentIsDefault') : undefined
              }
              error={errorText('isDefault')}
            />
          )}
        />
      ) : null}

      {offerAddToAccount ? (
        <Controller
          control={control}
          name="isAddToAccount"
          render={({ field }) => (
            <CheckboxField
              ref={field.ref}
              name={field.name}
              label={t('addresses.form.isAddToAccount')}
              checked={field.value}
              disabled={checkingLimit}
              busy={checkingLimit}
              onChange={(checked) => void onAddToAccountChange(checked)}
              onBlur={field.onBlur}
              hint={checkingLimit ? t('addresses.form.checkingLimit') : undefined}
              error={errorText('isAddToAccount')}
            />
          )}
        />
      ) : null}

      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('addresses.form.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting || checkingLimit} className="sm:min-w-40">
          {isSubmitting ? t('addresses.form.saving') : (submitLabel ?? t('addresses.form.save'))}
        </Button>
      </div>
    </form>
  );
}
