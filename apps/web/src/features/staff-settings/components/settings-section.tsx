import type { ReactNode } from 'react';
import { SectionWaiting } from './section-states';

interface SettingsSectionProps<T> {
  /** the section's anchor on the settings page; its heading's id is `<id>-heading` */
  id: string;
  title: string;
  text: string;
  query: { data: T | undefined; isPending: boolean; error: unknown; refetch: () => unknown };
  /** the section's form, once what it changes is there (null too: nothing set yet) */
  children: (data: T) => ReactNode;
}

/** One section of the settings page: its heading and text, then its form, or what it shows while it waits. */
export function SettingsSection<T>({ id, title, text, query, children }: SettingsSectionProps<T>) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-4">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{text}</p>
      {query.data !== undefined ? (
        children(query.data)
      ) : (
        <div className="mt-4">
          <SectionWaiting query={query} />
        </div>
      )}
    </section>
  );
}
