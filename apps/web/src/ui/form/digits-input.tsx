import type { InputHTMLAttributes } from 'react';
import type { RefCallBack } from 'react-hook-form';
import { digitsOnly } from '../../lib/digits-only';
import { textControlClass } from './control-class';

/** The part of a react-hook-form Controller's field a digits input reads and writes. */
interface DigitsField {
  ref: RefCallBack;
  name: string;
  value: string;
  onBlur: () => void;
  onChange: (value: string) => void;
}

interface DigitsInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'name' | 'maxLength'> {
  field: DigitsField;
  maxLength: number;
}

/**
 * A number typed as digits (a postal code, a tax payer id): anything else is dropped as it is
 * typed or pasted, and the number is cut at its length.
 */
export function DigitsInput({ field: { ref, name, value, onBlur, onChange }, maxLength, className, ...input }: DigitsInputProps) {
  return (
    <input
      {...input}
      ref={ref}
      name={name}
      value={value}
      onBlur={onBlur}
      onChange={(event) => onChange(digitsOnly(event.target.value, maxLength))}
      inputMode="numeric"
      maxLength={maxLength}
      className={className ? `${textControlClass} ${className}` : textControlClass}
    />
  );
}
