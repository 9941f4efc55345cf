import { useId, type ReactNode, type Ref } from 'react';

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

/** A checkbox with its label beside it and the error and hint below (tied by aria-describedby). */
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
