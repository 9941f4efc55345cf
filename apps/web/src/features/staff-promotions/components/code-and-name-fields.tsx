import type { FieldProps } from '../../back-office/hooks/use-field-props';
import { TextField } from '../../../ui/form/text-fields';

interface CodeAndNameFieldsProps {
  /** the code is chosen once, when the promotion is made */
  withCode: boolean;
  field: (name: 'code' | 'nameTh' | 'nameEn') => FieldProps;
  /** the form's own texts (a promo code's or an automatic promotion's) */
  f: (key: string) => string;
  nameHint?: string;
}

/** A promo code's or an automatic promotion's code and its names in both languages. */
export function CodeAndNameFields({ withCode, field, f, nameHint }: CodeAndNameFieldsProps) {
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
          {...field('code')}
        />
      ) : null}
      {(['nameTh', 'nameEn'] as const).map((name) => (
        <TextField key={name} label={f(name)} required autoComplete="off" maxLength={100} hint={nameHint} {...field(name)} />
      ))}
    </div>
  );
}
