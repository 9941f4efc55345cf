import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClass } from '../../../ui/form/control-class';

/** A long text (a description): label, control, then the error, tied by aria-describedby. */
export function TextAreaField({
  label,
  registration,
  error,
  ...area
}: { label: string; registration: UseFormRegisterReturn; error?: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        {...area}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${controlClass} min-h-24`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A yes/no choice with its label beside it, a whole row to tap on a phone. */
export function CheckboxField({
  label,
  registration,
  ...input
}: { label: string; registration: UseFormRegisterReturn } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type'>) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input id={id} type="checkbox" {...input} {...registration} className="size-5 shrink-0 accent-brand-700" />
      <label htmlFor={id} className="text-sm text-ink">
        {label}
      </label>
    </div>
  );
}
