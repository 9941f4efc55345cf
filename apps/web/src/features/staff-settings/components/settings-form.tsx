import type { FormEventHandler, ReactNode } from 'react';

/** A settings section's form in its box, named by the section's heading. */
export function SettingsForm({ labelledBy, onSubmit, children }: { labelledBy: string; onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} className="mt-4 space-y-4 rounded-2xl border border-brand-100 bg-white p-4 md:p-5">
      {children}
    </form>
  );
}
