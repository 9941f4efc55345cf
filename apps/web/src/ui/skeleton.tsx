/** A grey placeholder block while data loads; hidden from assistive technology. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-xl bg-stone-200 motion-reduce:animate-none ${className}`} />;
}
