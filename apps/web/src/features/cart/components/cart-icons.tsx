import { LineIcon } from '../../../ui/line-icon';

export function TrashIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </LineIcon>
  );
}

export function ChevronIcon({ open, className = 'size-5' }: { open: boolean; className?: string }) {
  return (
    <LineIcon className={`${className} transition-transform ${open ? 'rotate-180' : ''}`} strokeWidth="2.5">
      <path d="M6 9l6 6 6-6" />
    </LineIcon>
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
