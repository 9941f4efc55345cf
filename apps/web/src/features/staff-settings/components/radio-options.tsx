import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface RadioOptionsProps {
  legend: string;
  registration: UseFormRegisterReturn;
  options: { value: string; label: string }[];
  /** under the options, what the chosen one asks for (the free-shipping amount, the minutes) */
  children?: ReactNode;
}

/** A settings choice of a few options, each a radio button with its sentence. */
export function RadioOptions({ legend, registration, options, children }: RadioOptionsProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="space-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-start gap-3 text-base text-ink">
            <input type="radio" value={option.value} {...registration} className="mt-1 size-5 shrink-0 accent-brand-700" />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
