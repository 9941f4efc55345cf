import type { ReactNode } from 'react';

interface ResultsSectionProps {
  id: string;
  /** the caption once the list is in, what the list is before */
  title: string;
  /** beside the heading (the orders board's CSV button) */
  action?: ReactNode;
  children: ReactNode;
}

/** Under a list's filters: its heading, read out when the filters change what it finds, and the list. */
export function ResultsSection({ id, title, action, children }: ResultsSectionProps) {
  const heading = (className: string) => (
    <h2 id={id} className={className} aria-live="polite">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className="mt-4">
      {action ? (
        <div className="mb-2 flex flex-wrap items-start justify-between gap-3">
          {heading('text-sm font-semibold text-muted')}
          {action}
        </div>
      ) : (
        heading('mb-2 text-sm font-semibold text-muted')
      )}
      {children}
    </section>
  );
}
