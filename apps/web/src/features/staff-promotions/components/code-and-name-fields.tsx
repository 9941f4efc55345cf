import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { TextField } from '../../../ui/form/text-fields';

interface CodeAndNames {
  code: string;
  nameTh: string;
  nameEn: string;
}

interface CodeAndNameFieldsProps {
  /** the code is chosen once, when the promotion is made */
  withCode: boolean;
  register: UseFormRegister<CodeAndNames>;
  errors: FieldErrors<CodeAndNames>;
  /** the form's own texts (a promo code's or an automatic promotion's) */
  f: (key: string) => string;
  nameHint?: string;
}

/** A promo code's or an automatic promotion's code and its names in both languages. */
export function CodeAndNameFields({ withCode, register, errors, f, nameHint }: CodeAndNameFieldsProps) {
  const errorText = useErrorText();
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {withCode ? (
        <TextField
          label={f('code')}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          hint={f('codeHint')}
          registration={register('code')}
          error={errorText(errors.code?.message)}
        />
      ) : null}
      {(['nameTh', 'nameEn'] as const).map((name) => (
        <TextField
          key={name}
          label={f(name)}
          required
          autoComplete="off"
          maxLength={100}
          hint={nameHint}
          registration={register(name)}
          error={errorText(errors[name]?.message)}
        />
      ))}
    </div>
  );
}
