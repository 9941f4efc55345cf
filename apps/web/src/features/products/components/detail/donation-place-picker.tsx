import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { DonationPlace } from '@pawsook/shared/schemas/products';
import { pickLocalised } from '../../../../lib/localised';
import type { Language } from '../../../../lib/preferences';
import { RadioCard } from '../../../../ui/radio-card';

/**
 * Who a donated product is bought for (cart spec §5: a donation order needs a chosen place):
 * the place, its receiver and where it is.
 */
export function DonationPlacePicker({
  places,
  value,
  onChange,
  error,
  language,
  ref,
}: {
  places: readonly DonationPlace[];
  value: number | null;
  onChange: (placeId: number) => void;
  error: string | null;
  language: Language;
  ref?: Ref<HTMLFieldSetElement>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset ref={ref} tabIndex={-1} aria-describedby={error ? errorId : `${id}-hint`} className="rounded-2xl outline-none">
      <legend className="font-semibold text-brand-900">
        {t('products.donation.choosePlace')}{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
        <span className="sr-only">{t('products.donation.required')}</span>
      </legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {t('products.donation.hint')}
      </p>
      {places.length === 0 ? (
        <p className="mt-2 rounded-xl bg-stone-100 p-3 text-sm text-muted">{t('products.donation.noPlaces')}</p>
      ) : (
        <div className="mt-3 grid gap-2">
          {places.map((place) => (
            <RadioCard
              key={place.id}
              id={`${id}-${place.id}`}
              name="donationPlace"
              value={place.id}
              checked={value === place.id}
              onChange={() => onChange(place.id)}
              invalid={!!error}
              className={`flex flex-col p-3 ${error ? 'border-red-700' : 'border-stone-300'}`}
            >
              <span className="font-semibold text-ink">{pickLocalised(place, 'name', language)}</span>
              <span className="text-sm text-muted">{t('products.donation.receiver', { name: place.receiveName })}</span>
              <span className="text-sm text-muted">{t('products.donation.area', { district: place.district, province: place.province })}</span>
            </RadioCard>
          ))}
        </div>
      )}
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
