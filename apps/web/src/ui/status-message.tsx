import type { ReactNode } from 'react';

/** An inline error or empty state inside a page section (not a dialog). */
export function StatusMessage({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div role="alert" className="rounded-2xl border border-brand-200 bg-brand-50 p-5 text-center">
      <p className="font-semibold text-brand-900">{title}</p>
      {children ? <div className="mt-1 text-sm text-muted">{children}</div> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
