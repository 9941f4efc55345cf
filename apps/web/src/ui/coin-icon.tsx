/** The shop's coin: a gold disc with a ฿-like mark, hidden from screen readers (the amount beside it says coins). */
export function CoinIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      <circle cx="12" cy="12" r="10" fill="#f59e0b" />
      <circle cx="12" cy="12" r="7" fill="none" stroke="#b45309" strokeWidth="1.5" />
      <path d="M9.5 8.5h3.2a2 2 0 0 1 0 4H9.5v3M9.5 12.5h3.5" fill="none" stroke="#78350f" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
