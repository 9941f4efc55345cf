import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { inputClass } from '../../staff/components/staff-fields';

interface TextAreaFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  maxLength?: number;
  rows?: number;
  hint?: string;
  error?: string;
  className?: string;
}

/** A longer text (an address, a description) laid out as the back office's other fields are. */
export function TextAreaField({ label, registration, required, maxLength, rows = 3, hint, error, className = '' }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <div className="mb-1 text-sm font-semibold text-ink">
        <label htmlFor={id}>{label}</label>
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </div>
      <textarea
        id={id}
        {...registration}
        rows={rows}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} resize-y`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
