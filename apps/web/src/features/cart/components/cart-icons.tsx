export function CartIcon({ className = 'size-6' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 8H6.2" />
      <circle cx="9.5" cy="19.5" r="1.5" />
      <circle cx="17.5" cy="19.5" r="1.5" />
    </svg>
  );
}

export function TrashIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

export function ChevronIcon({ open, className = 'size-5' }: { open: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`${className} transition-transform ${open ? 'rotate-180' : ''}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function CoinIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      <circle cx="12" cy="12" r="10" fill="#f59e0b" />
      <circle cx="12" cy="12" r="7" fill="none" stroke="#b45309" strokeWidth="1.5" />
      <path d="M9.5 8.5h3.2a2 2 0 0 1 0 4H9.5v3M9.5 12.5h3.5" fill="none" stroke="#78350f" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** The empty-cart picture (spec §2 Mini-cart): a basket with nothing in it and a curious paw. */
export function EmptyCartPicture({ className = 'h-28 w-auto' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 160 120" className={className}>
      <ellipse cx="80" cy="108" rx="58" ry="6" fill="#fed7aa" opacity="0.7" />
      {/* handle */}
      <path d="M22 22h14l14 58h66" fill="none" stroke="#9a3412" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      {/* basket */}
      <path d="M40 34h98l-12 40H50z" fill="#fff7ed" stroke="#c2410c" strokeWidth="4" strokeLinejoin="round" />
      <path d="M62 34l4 40M86 34v40M110 34l-4 40M45 54h88" stroke="#fdba74" strokeWidth="3" strokeLinecap="round" />
      {/* wheels */}
      <circle cx="62" cy="96" r="8" fill="#fff" stroke="#9a3412" strokeWidth="4" />
      <circle cx="112" cy="96" r="8" fill="#fff" stroke="#9a3412" strokeWidth="4" />
      {/* paw print peeking over the edge */}
      <g fill="#f97316">
        <ellipse cx="126" cy="20" rx="9" ry="8" />
        <circle cx="114" cy="10" r="4" />
        <circle cx="122" cy="5" r="4" />
        <circle cx="131" cy="5" r="4" />
        <circle cx="139" cy="11" r="4" />
      </g>
    </svg>
  );
}
