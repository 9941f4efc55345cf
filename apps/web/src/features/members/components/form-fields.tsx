import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { messageText } from '../../../lib/forms/keyed-resolver';

/** Translates a field error (a message key from the shared schemas, or the server's sentence). */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const lang = useLanguage();
  return (message) => messageText(lang, message);
}

const inputClass =
  'block min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base text-ink placeholder:text-stone-500 ' +
  'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-700 read-only:bg-stone-50 ' +
  'aria-[invalid=true]:border-red-700 border-stone-400 focus-visible:border-accent-600';

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  /** the hint changes as the shopper types (it is announced then) */
  liveHint?: boolean;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label with the required asterisk, the input, then either the error or the hint (both tied by aria-describedby). */
function FieldShell({ id, label, required, optional, hint, liveHint, error, children }: FieldShellProps) {
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div>
      {/* the asterisk sits beside the label, not in it: the input is named by the label alone and announced as required */}
      <div className="mb-1 text-sm font-semibold text-ink">
        <label htmlFor={id}>{label}</label>
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
        {optional ? <span className="ml-1 font-normal text-muted">({t('members.fields.optional')})</span> : null}
      </div>
      {children(describedBy)}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} aria-live={liveHint ? 'polite' : undefined} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  liveHint?: boolean;
  optional?: boolean;
}

export function TextField({ label, registration, error, hint, liveHint, required, optional, className = '', ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} optional={optional} hint={hint} liveHint={liveHint} error={error}>
      {(describedBy) => (
        <input
          id={id}
          {...input}
          {...registration}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${className}`}
        />
      )}
    </FieldShell>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle (a pressed-state button, so it reads right aloud). */
export function PasswordField({ label, registration, error, hint, required, disabled, ...input }: PasswordFieldProps) {
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
            disabled={disabled}
            type={visible ? 'text' : 'password'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${inputClass} pr-12`}
          />
          <button
            type="button"
            disabled={disabled}
            aria-label={t('members.fields.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-xl text-muted hover:text-brand-900"
          >
            <EyeIcon open={!visible} />
          </button>
        </div>
      )}
    </FieldShell>
  );
}

/** A message about the whole form (a refusal, a throttle): announced when it appears. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className={`rounded-xl border px-4 py-3 text-sm ${
        tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-accent-600/30 bg-accent-50 text-accent-700'
      }`}
    >
      {children}
    </div>
  );
}
