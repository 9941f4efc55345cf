import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../lib/forms/keyed-resolver';
import { useLanguage } from '../../../lib/use-language';

/** A field error as text: a message key of the shared schemas, or the server's own sentence. */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const lang = useLanguage();
  return (message) => messageText(lang, message);
}

export const inputClass =
  'block min-h-11 w-full rounded-xl border border-stone-400 bg-white px-3 py-2 text-base text-ink placeholder:text-stone-500 ' +
  'aria-[invalid=true]:border-red-700 focus-visible:border-accent-600';

interface ShellProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, control, then the error or else the hint, tied to the control by aria-describedby. */
function FieldShell({ id, label, required, hint, error, children }: ShellProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <div className="mb-1 text-sm font-semibold text-ink">
        <label htmlFor={id}>{label}</label>
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </div>
      {children(describedBy)}
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

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
}

export function TextField({ label, registration, error, hint, required, ...input }: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      {(describedBy) => (
        <input
          id={id}
          {...input}
          {...registration}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  registration,
  error,
  hint,
  required,
  ...input
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      {(describedBy) => (
        <textarea
          id={id}
          rows={3}
          {...input}
          {...registration}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} min-h-24 py-2`}
        />
      )}
    </FieldShell>
  );
}

/** A password with a show/hide toggle (a pressed-state button, so it reads right aloud). */
export function PasswordField({
  label,
  registration,
  error,
  hint,
  required,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type'>) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      {(describedBy) => (
        <div className="relative">
          <input
            id={id}
            {...input}
            {...registration}
            type={visible ? 'text' : 'password'}
            autoCapitalize="none"
            spellCheck={false}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${inputClass} pr-20`}
          />
          <button
            type="button"
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-0 right-0 min-w-16 rounded-r-xl px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('staff.fields.showPassword')}
          </button>
        </div>
      )}
    </FieldShell>
  );
}

export function SelectField({
  label,
  registration,
  error,
  hint,
  required,
  children,
  ...select
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
      {(describedBy) => (
        <select
          id={id}
          {...select}
          {...registration}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/** A message about the whole form or page (a refusal, a throttle): announced when it appears. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  if (!children) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm ${tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-green-200 bg-green-50 text-green-900'}`}
    >
      {children}
    </div>
  );
}
