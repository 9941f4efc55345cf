import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { textControlClass } from './control-class';
import { Field } from './field';
import { splitFieldProps, type RegisteredFieldProps } from './text-fields';

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

export interface PasswordFieldProps extends RegisteredFieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'required' | 'type'> {
  /** the back office's toggle is this word (its name too); the shop's is an eye named "Show password" */
  toggleWord?: string;
}

/** A password input with a show/hide toggle (a pressed-state button, so it reads right aloud). */
export function PasswordField(props: PasswordFieldProps) {
  const { frame, registration, attributes } = splitFieldProps(props);
  const { toggleWord, disabled, ...input } = attributes;
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field {...frame}>
      {(control) => (
        <div className="relative">
          <input
            {...input}
            {...registration}
            {...control}
            disabled={disabled}
            type={visible ? 'text' : 'password'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className={`${textControlClass} ${toggleWord ? 'pr-20' : 'pr-12'}`}
          />
          <button
            type="button"
            disabled={disabled}
            aria-label={toggleWord ? undefined : t('form.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            className={
              toggleWord
                ? 'absolute inset-y-0 right-0 min-w-16 rounded-r-xl px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50'
                : 'absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-xl text-muted hover:text-brand-900'
            }
          >
            {toggleWord ?? <EyeIcon open={!visible} />}
          </button>
        </div>
      )}
    </Field>
  );
}
