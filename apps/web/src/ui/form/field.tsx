import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a control needs to be named, described and marked by its field. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldFrameProps {
  label: string;
  required?: boolean;
  /** says "(optional)" beside the label */
  optional?: boolean;
  hint?: ReactNode;
  /** the hint changes as the person types (it is announced then) */
  liveHint?: boolean;
  /**
   * The hint stays under an error instead of giving way to it: for hints that say what the error
   * cannot (how many characters are left, which postal codes the sub-district has).
   */
  keepHint?: boolean;
  error?: string;
  className?: string;
}

interface FieldProps extends FieldFrameProps {
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label (the required asterisk beside it, not in it, so the control is named by the label alone and
 * announced as required), the control, then the error and the hint, tied to the control by
 * aria-describedby; an error also marks it aria-invalid.
 */
export function Field({ label, required, optional, hint, liveHint, keepHint, error, className, children }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const showHint = !!hint && (!error || keepHint);
  const describedBy = [error ? errorId : null, showHint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="mb-1 text-sm font-semibold text-ink">
        <label htmlFor={id}>{label}</label>
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
        {optional ? <span className="ml-1 font-normal text-muted">({t('form.optional')})</span> : null}
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
      {showHint ? (
        <p id={hintId} aria-live={liveHint ? 'polite' : undefined} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
