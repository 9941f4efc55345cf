import type { ReactNode } from 'react';

const toneClass = {
  brand: { box: 'border-brand-200 bg-brand-50', mark: 'bg-brand-100 text-brand-800', title: 'text-brand-900' },
  success: { box: 'border-green-200 bg-green-50', mark: 'bg-green-100 text-green-800', title: 'text-green-900' },
  warning: { box: 'border-amber-300 bg-amber-50', mark: 'bg-amber-100 text-amber-900', title: 'text-amber-950' },
} as const;

interface NoticeBannerProps {
  headingId: string;
  title: string;
  tone: keyof typeof toneClass;
  /** a sign before the text (✓, !), hidden from screen readers: the title says it */
  mark?: string;
  /** "status" where the banner reports what just happened */
  role?: 'status';
  /** the text below the title */
  children: ReactNode;
  /** the button beside the text (below it on a phone) */
  action: ReactNode;
}

/** A wide banner at the top of a page, named by its title, with one action. */
export function NoticeBanner({ headingId, title, tone, mark, role, children, action }: NoticeBannerProps) {
  const colours = toneClass[tone];
  return (
    <section role={role} aria-labelledby={headingId} className={`flex flex-col gap-4 rounded-3xl border ${colours.box} p-5 md:flex-row md:items-center md:p-6`}>
      {mark ? (
        <span aria-hidden="true" className={`flex size-12 shrink-0 items-center justify-center rounded-full ${colours.mark} text-2xl font-bold`}>
          {mark}
        </span>
      ) : null}
      <div className="flex-1">
        <h2 id={headingId} className={`text-lg font-bold ${colours.title}`}>
          {title}
        </h2>
        {children}
      </div>
      {action}
    </section>
  );
}
