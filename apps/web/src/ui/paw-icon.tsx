/**
 * The shop's paw (the favicon's drawing), for the logo and the pages that greet with it: drawn,
 * not the paw-prints emoji, which is an empty box where no emoji font is installed.
 */
export function PawIcon({ className = 'size-8' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <rect width="64" height="64" rx="16" fill="#C2410C" />
      <g fill="#FFF7ED">
        <ellipse cx="32" cy="41" rx="12" ry="10" />
        <ellipse cx="17" cy="27" rx="5" ry="6.5" />
        <ellipse cx="47" cy="27" rx="5" ry="6.5" />
        <ellipse cx="25" cy="17" rx="5" ry="6.5" />
        <ellipse cx="39" cy="17" rx="5" ry="6.5" />
      </g>
    </svg>
  );
}
