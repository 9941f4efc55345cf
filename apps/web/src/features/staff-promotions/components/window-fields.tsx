import type { FieldProps } from '../../back-office/hooks/use-field-props';
import { TextField } from '../../../ui/form/text-fields';

/** When a promotion runs, in Bangkok time: a start, and an end that may be left open. */
export function WindowFields({ field, f }: { field: (name: 'startsAt' | 'endsAt') => FieldProps; f: (key: string) => string }) {
  return (
    <>
      <TextField label={f('startsAt')} type="datetime-local" required {...field('startsAt')} />
      <TextField label={f('endsAt')} type="datetime-local" hint={f('endsAtHint')} {...field('endsAt')} />
    </>
  );
}
