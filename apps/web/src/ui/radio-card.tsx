import type { ReactNode } from 'react';

interface RadioCardProps {
  id: string;
  name: string;
  value: number;
  checked: boolean;
  onChange: () => void;
  invalid?: boolean;
  /** the card's shape and border colour */
  className: string;
  children: ReactNode;
}

/**
 * One choice of a radio group drawn as a card: the radio itself is hidden but keeps the keyboard
 * and the screen reader's way of choosing; the card shows it checked and focused.
 */
export function RadioCard({ id, name, value, checked, onChange, invalid, className, children }: RadioCardProps) {
  return (
    <span>
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-invalid={invalid ? true : undefined}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={`${className} cursor-pointer rounded-xl border-2 bg-white hover:border-brand-500 peer-checked:border-brand-800 peer-checked:bg-brand-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-600`}
      >
        {children}
      </label>
    </span>
  );
}
