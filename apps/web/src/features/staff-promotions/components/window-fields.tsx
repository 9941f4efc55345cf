import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { TextField } from '../../../ui/form/text-fields';

interface Window {
  startsAt: string;
  endsAt: string;
}

/** When a promotion runs, in Bangkok time: a start, and an end that may be left open. */
export function WindowFields({ register, errors, f }: { register: UseFormRegister<Window>; errors: FieldErrors<Window>; f: (key: string) => string }) {
  const errorText = useErrorText();
  return (
    <>
      <TextField label={f('startsAt')} type="datetime-local" required registration={register('startsAt')} error={errorText(errors.startsAt?.message)} />
      <TextField label={f('endsAt')} type="datetime-local" hint={f('endsAtHint')} registration={register('endsAt')} error={errorText(errors.endsAt?.message)} />
    </>
  );
}
