import type { ReactNode } from 'react';

/**
 * What stands in for a page or a part of it while it loads: grey blocks for the eye, and one
 * sentence said to screen readers (the blocks are hidden from them).
 */
export function LoadingFrame({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className} aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      {children}
    </div>
  );
}
