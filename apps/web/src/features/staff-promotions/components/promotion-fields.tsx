import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { controlClass } from '../../../ui/form/control-class';
import type { StaffPromotionSku } from '../api/promotions-calls';
import { usePromotionChoices, useSkuSearch, useSkusById } from '../api/promotions-queries';
import { nameIn, skuLabel } from '../promotions-format';

const legendClass = 'mb-1 text-sm font-semibold text-ink';
const optionClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-stone-400 bg-white px-3 py-2 text-sm ' +
  'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600';

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/** A choice of a few, as radio buttons in a group named by its legend. */
export function RadioChoice<T extends string>({
  legend,
  options,
  registration,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={optionClass}>
            <input type="radio" value={option.value} {...registration} className="size-4 accent-brand-700" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** On or off as one checkbox; the form keeps the API's words, 'active' and 'inactive'. */
export function StatusCheckbox({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint: ReactNode;
  value: 'active' | 'inactive';
  onChange: (status: 'active' | 'inactive') => void;
}) {
  const id = useId();
  return (
    <div>
      <label className={`${optionClass} w-fit`}>
        <input
          type="checkbox"
          checked={value === 'active'}
          onChange={(e) => onChange(e.target.checked ? 'active' : 'inactive')}
          aria-describedby={`${id}-hint`}
          className="size-4 accent-brand-700"
        />
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {hint}
      </p>
    </div>
  );
}

function toggled(ids: readonly number[], id: number, on: boolean): number[] {
  return on ? [...ids, id] : ids.filter((x) => x !== id);
}

/**
 * Categories or brands a code is for, as checkboxes with their names (every one, on sale or
 * not, from the promotions' choices call); a stored id that no longer exists still shows, so it can be taken off.
 */
export function ReferenceChecklist({
  kind,
  value,
  onChange,
  error,
}: {
  kind: 'categories' | 'brands';
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const choices = usePromotionChoices();
  const known = choices.data?.[kind] ?? [];
  const unknown = value.filter((chosen) => !known.some((c) => c.id === chosen));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={legendClass}>{t(`staffPromotions.picker.${kind}`)}</legend>
      {choices.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : choices.isError ? (
        <p className="text-sm text-red-700">{t('staff.errors.loadTitle')}</p>
      ) : (
        <div className="grid max-h-72 grid-cols-1 gap-2 overflow-y-auto rounded-xl border border-brand-100 p-2 sm:grid-cols-2">
          {[
            ...known.map((c) => ({ id: c.id, label: `${nameIn(c, language)}${c.active ? '' : ` ${t('staffPromotions.picker.offSale')}`}` })),
            ...unknown.map((u) => ({ id: u, label: t('staffPromotions.picker.unknownId', { id: u }) })),
          ].map((option) => (
            <label key={option.id} className={optionClass}>
              <input
                type="checkbox"
                checked={value.includes(option.id)}
                onChange={(e) => onChange(toggled(value, option.id, e.target.checked))}
                className="size-4 shrink-0 accent-brand-700"
              />
              <span className="min-w-0 break-words">{option.label}</span>
            </label>
          ))}
        </div>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** The chosen SKUs' names; an id the API does not know shows as its number. */
export function useSkuNames(ids: readonly number[]): (id: number) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  const found = useSkusById(ids);
  return (id) => {
    const sku = found.data?.find((s) => s.id === id);
    if (sku) return `${skuLabel(sku, language)}${sku.active ? '' : ` ${t('staffPromotions.picker.offSale')}`}`;
    return found.isPending && ids.length > 0 ? t('staffPromotions.picker.loadingId', { id }) : t('staffPromotions.picker.unknownId', { id });
  };
}

interface SkuPickerProps {
  legend: string;
  hint?: string;
  /** the chosen SKUs: several, or at most one (`single`) */
  value: number[];
  onChange: (ids: number[]) => void;
  single?: boolean;
  error?: string;
}

/**
 * SKUs found by part of a product name or SKU code (press Find or Enter), added from the results;
 * the chosen ones listed by name with a button to take each off. One SKU only with `single`: a choice replaces it.
 */
export function SkuPicker({ legend, hint, value, onChange, single = false, error }: SkuPickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const found = useSkuSearch(query);
  const nameOf = useSkuNames(value);
  const search = () => setQuery(typed.trim());
  const choose = (sku: StaffPromotionSku) => onChange(single ? [sku.id] : [...value, sku.id]);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className="min-w-0">
      <legend className={legendClass}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mb-2 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {value.length === 0 ? (
        <p className="text-sm text-muted">{single ? t('staffPromotions.picker.noneChosenOne') : t('staffPromotions.picker.noneChosen')}</p>
      ) : (
        <ul aria-label={t('staffPromotions.picker.chosen', { legend })} className="space-y-2">
          {value.map((skuId) => (
            <li key={skuId} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-200 bg-brand-50 px-3 py-1 text-sm">
              <span className="min-w-0 break-words">{nameOf(skuId)}</span>
              <Button
                variant="ghost"
                className="min-h-11 px-3"
                aria-label={t('staffPromotions.picker.remove', { name: nameOf(skuId) })}
                onClick={() => onChange(value.filter((x) => x !== skuId))}
              >
                {t('staffPromotions.picker.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2">
        <label htmlFor={`${id}-search`} className="mb-1 block text-sm text-ink">
          {t('staffPromotions.picker.search')}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-search`}
            type="search"
            value={typed}
            autoComplete="off"
            maxLength={100}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => setTyped(e.target.value)}
            // inside the promotion's form: Enter finds SKUs rather than saving the form
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                search();
              }
            }}
            className={controlClass}
          />
          <Button variant="secondary" onClick={search}>
            {t('staffPromotions.picker.find')}
          </Button>
        </div>
      </div>
      <FieldError id={`${id}-error`} error={error} />
      {query === '' ? null : found.isPending ? (
        <Spinner label={t('common.loading')} className="mt-2" />
      ) : found.isError ? (
        <p className="mt-2 text-sm text-red-700">{t('staff.errors.loadTitle')}</p>
      ) : (
        <div className="mt-2">
          <p aria-live="polite" className="text-sm text-muted">
            {found.data.length === 0 ? t('staffPromotions.picker.noResults', { q: query }) : t('staffPromotions.picker.results', { count: found.data.length })}
          </p>
          <ul className="mt-1 max-h-64 space-y-1 overflow-y-auto">
            {found.data.map((sku) => {
              const chosen = value.includes(sku.id);
              const label = `${skuLabel(sku, language)}${sku.active ? '' : ` ${t('staffPromotions.picker.offSale')}`}`;
              return (
                <li key={sku.id} className="flex flex-wrap items-center justify-between gap-2 border-b border-brand-100 py-1 text-sm">
                  <span className="min-w-0 break-words">{label}</span>
                  <Button
                    variant="secondary"
                    className="min-h-11 px-3"
                    disabled={chosen}
                    aria-label={chosen ? undefined : t(single ? 'staffPromotions.picker.choose' : 'staffPromotions.picker.add', { name: label })}
                    onClick={() => choose(sku)}
                  >
                    {chosen
                      ? t('staffPromotions.picker.alreadyChosen')
                      : single
                        ? t('staffPromotions.picker.chooseShort')
                        : t('staffPromotions.picker.addShort')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
