import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The rating as five radio buttons drawn as stars: Tab reaches the group, the arrow keys move the
 * rating, each star says its number; the chosen stars and those before it are filled.
 */
export function StarPicker({ value, onChange, error, disabled }: { value: number; onChange: (stars: number) => void; error?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  const chosenId = `${name}-chosen`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold text-ink">
        {t('reviews.form.stars')}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="relative inline-flex size-11 cursor-pointer items-center justify-center">
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                required
                aria-invalid={error ? true : undefined}
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span
                aria-hidden="true"
                className={`rounded-md px-0.5 text-3xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-600 ${
                  stars <= value ? 'text-amber-600' : 'text-stone-300'
                }`}
              >
                ★
              </span>
              <span className="sr-only">{t('reviews.form.starOption', { count: stars })}</span>
            </label>
          ))}
        </div>
        {value > 0 ? (
          <span id={chosenId} className="text-sm text-ink">
            {t('reviews.form.starsChosen', { count: value })}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
