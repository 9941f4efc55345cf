import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly } from '../../../../lib/digits-only';
import { Button } from '../../../../ui/button';
import { AGES, PET_TYPES, type ListingFilters } from '../../listing/listing-params';
import { RadioChips } from './radio-chips';

export interface FacetOptions {
  /** 'categories' on category listings (a brand id), 'brands' on brand listings (a category id) */
  param: 'categories' | 'brands';
  label: string;
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export interface FilterFormProps {
  applied: ListingFilters;
  facet: FacetOptions | null;
  showPetType: boolean;
  /**
   * instant: each choice applies at once and the price has its own button (the desktop side panel);
   * deferred: nothing applies until the form is submitted (the phone drawer's "Show results").
   */
  mode: 'instant' | 'deferred';
  onApply: (filters: ListingFilters) => void;
  /** the drawer's buttons, inside the form so that Enter submits */
  footer?: ReactNode;
  formId?: string;
}

const priceText = (value: number | null) => (value === null ? '' : String(value));
/** The shared helper of member-area spec §5: a number box takes digits only (the price boxes are the form's, not React's). */
const keepPriceDigits = (event: FormEvent<HTMLInputElement>) => {
  const input = event.currentTarget;
  const digits = digitsOnly(input.value);
  if (digits !== input.value) input.value = digits;
};
const parsePrice = (text: string): number | null | 'invalid' => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,8}$/.test(trimmed) ? Number(trimmed) : 'invalid';
};

/** Pet type, age, brand or category, and a price range in whole baht. */
export function FilterForm({ applied, facet, showPetType, mode, onApply, footer, formId }: FilterFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const [priceError, setPriceError] = useState<string | null>(null);
  // the side panel shows what is applied; the drawer what is being chosen
  const shown = mode === 'instant' ? applied : draft;

  function choose(change: Partial<ListingFilters>) {
    if (mode === 'instant') onApply({ ...applied, ...change, page: 1 });
    else setDraft((current) => ({ ...current, ...change }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const minPrice = parsePrice(String(data.get('minPrice') ?? ''));
    const maxPrice = parsePrice(String(data.get('maxPrice') ?? ''));
    if (minPrice === 'invalid' || maxPrice === 'invalid') {
      setPriceError(t('products.filters.priceInvalid'));
      return;
    }
    if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
      setPriceError(t('products.filters.priceOrder'));
      return;
    }
    setPriceError(null);
    const base = mode === 'instant' ? applied : draft;
    onApply({ ...base, minPrice, maxPrice, page: 1 });
  }

  const errorId = `${id}-price-error`;
  const inputClass = `min-h-11 w-full min-w-0 rounded-lg border bg-white px-3 text-base text-ink ${priceError ? 'border-red-700' : 'border-stone-400'}`;
  const priceEnd = (end: 'min' | 'max') => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${id}-${end}`} className="mb-1 block text-sm text-muted">
        {end === 'min' ? t('products.filters.minPrice') : t('products.filters.maxPrice')}
      </label>
      <input
        id={`${id}-${end}`}
        name={`${end}Price`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        defaultValue={priceText(end === 'min' ? applied.minPrice : applied.maxPrice)}
        onInput={keepPriceDigits}
        aria-invalid={priceError ? true : undefined}
        className={inputClass}
      />
    </div>
  );

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-6">
      {showPetType ? (
        <RadioChips
          legend={t('products.filters.petType')}
          name="petType"
          value={shown.petType ?? ''}
          options={[{ value: '', label: t('products.filters.allPets') }, ...PET_TYPES.map((pet) => ({ value: pet, label: t(`products.petTypes.${pet}`) }))]}
          onChange={(value) => choose({ petType: (value || null) as ListingFilters['petType'] })}
        />
      ) : null}
      <RadioChips
        legend={t('products.filters.age')}
        name="age"
        value={shown.age ?? ''}
        options={[{ value: '', label: t('products.filters.allAges') }, ...AGES.map((age) => ({ value: age, label: t(`products.ages.${age}`) }))]}
        onChange={(value) => choose({ age: (value || null) as ListingFilters['age'] })}
      />
      {facet ? (
        <div>
          <label htmlFor={`${id}-facet`} className="mb-2 block font-semibold text-brand-900">
            {facet.label}
          </label>
          <select
            id={`${id}-facet`}
            name={facet.param}
            value={shown.facet ?? ''}
            onChange={(event) => choose({ facet: event.target.value || null })}
            className="min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base text-ink"
          >
            <option value="">{facet.allLabel}</option>
            {facet.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <fieldset aria-describedby={priceError ? errorId : undefined}>
        <legend className="mb-2 font-semibold text-brand-900">{t('products.filters.price')}</legend>
        <div key={`${applied.minPrice}-${applied.maxPrice}`} className="flex items-end gap-2">
          {priceEnd('min')}
          <span aria-hidden="true" className="pb-2.5 text-muted">
            –
          </span>
          {priceEnd('max')}
        </div>
        {priceError ? (
          <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-red-700">
            {priceError}
          </p>
        ) : null}
        {mode === 'instant' ? (
          <Button type="submit" variant="secondary" className="mt-3 w-full">
            {t('products.filters.applyPrice')}
          </Button>
        ) : null}
      </fieldset>
      {footer}
    </form>
  );
}
