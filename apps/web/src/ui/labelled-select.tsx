import { useId, type ReactNode } from 'react';

/** A small select with its label beside it, for the order of a list (products, rewards). */
export function LabelledSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 min-w-0 rounded-lg border border-stone-400 bg-white px-3 text-base text-ink"
      >
        {children}
      </select>
    </div>
  );
}
