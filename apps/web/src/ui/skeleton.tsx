/**
 * A grey placeholder block while data loads; hidden from assistive technology. `still` for a part
 * of the page that is not loading yet, only waiting to be scrolled to: it does not pulse.
 */
export function Skeleton({ className = '', still = false }: { className?: string; still?: boolean }) {
  const pulse = still ? '' : 'animate-pulse motion-reduce:animate-none';
  return <span aria-hidden="true" className={`block rounded-xl bg-stone-200 ${pulse} ${className}`} />;
}
