import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** What a control needs to be named, described and marked by its field (member-area.md §5: asterisk, error below). */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** Lists (selects count as read-only to CSS, so they get no read-only tint). */
export const selectClass =
  'block min-h-11 w-full rounded-xl border border-stone-400 bg-white px-3 py-2 text-base text-ink placeholder:text-stone-500 ' +
  'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-600 ' +
  'aria-[invalid=true]:border-red-700 focus-visible:border-accent-600';

/** Text inputs: a filled-in, read-only one (the postal code) is tinted. */
export const controlClass = `${selectClass} read-only:bg-stone-50`;

interface FieldProps {
  label: string;
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label (with the required asterisk beside it, not in the name), the control, then the error or the
 * hint, tied to the control by aria-describedby; an error also marks it aria-invalid.
 */
export function Field({ label, required, optional, hint, error, className = '', children }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="mb-1 text-sm font-semibold text-ink">
        <label htmlFor={id}>{label}</label>
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
        {optional ? <span className="ml-1 font-normal text-muted">({t('addresses.form.optional')})</span> : null}
      </div>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  disabled?: boolean;
  busy?: boolean;
  hint?: ReactNode;
  error?: string;
  name: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it and the error or hint below (tied by aria-describedby). */
export function CheckboxField({ label, checked, onChange, onBlur, disabled, busy, hint, error, name, ref }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-busy={busy || undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          className="mt-0.5 size-6 shrink-0 accent-brand-700 disabled:cursor-not-allowed"
        />
        <label htmlFor={id} className={`min-h-6 text-base ${disabled ? 'text-stone-600' : 'text-ink'}`}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 ml-9 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1 ml-9 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
