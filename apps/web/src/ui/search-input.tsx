import type { InputHTMLAttributes } from 'react';

type SearchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'autoComplete' | 'spellCheck'> & {
  value: string;
  onChange: (value: string) => void;
};

/** The input of a list's search: what is typed is a number or a name, not a word to correct or to suggest. */
export function SearchInput({ value, onChange, ...input }: SearchInputProps) {
  return <input {...input} type="search" value={value} onChange={(event) => onChange(event.target.value)} autoComplete="off" spellCheck={false} />;
}
