import type { ReactNode } from 'react';
import { Breadcrumb } from './breadcrumb';

/** A page's frame: the breadcrumb to it, its heading, a line of copy and what stands under them, then the page. */
export function PageFrame({
  title,
  breadcrumbLabel,
  intro,
  extra,
  children,
}: {
  title: string;
  /** the breadcrumb's name for screen readers, in the page's own words */
  breadcrumbLabel: string;
  intro?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container-page py-6 md:py-8">
      <Breadcrumb label={breadcrumbLabel} trail={[{ label: title }]} />
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{title}</h1>
        {intro ? <div className="mt-1 max-w-3xl text-muted">{intro}</div> : null}
        {extra ? <div className="mt-4">{extra}</div> : null}
      </header>
      {children}
    </div>
  );
}
