import type { ReactNode } from 'react';

export type CardTone = 'mail' | 'success' | 'error' | 'wait';

const toneClass: Record<CardTone, string> = {
  mail: 'bg-accent-50 text-accent-700',
  success: 'bg-green-100 text-green-800',
  error: 'bg-red-100 text-red-700',
  wait: 'bg-brand-100 text-brand-800',
};

function ToneIcon({ tone }: { tone: CardTone }) {
  const common = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8" {...common}>
      {tone === 'mail' ? <path d="M3 6h18v12H3zM3 7l9 6 9-6" /> : null}
      {tone === 'success' ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : null}
      {tone === 'error' ? <path d="M12 7v6M12 17h.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" /> : null}
      {tone === 'wait' ? <path d="M12 6v6l4 2M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18Z" /> : null}
    </svg>
  );
}

/** The centred card of the member pages reached from e-mails (confirm, verify, reset, forgot). */
export function MemberPageCard({ tone, title, children }: { tone: CardTone; title: string; children: ReactNode }) {
  return (
    <div className="container-page py-10 md:py-16">
      <div className="mx-auto max-w-xl rounded-3xl border border-brand-100 bg-white px-5 py-8 text-center shadow-sm md:px-10">
        <span className={`mx-auto flex size-16 items-center justify-center rounded-full ${toneClass[tone]}`}>
          <ToneIcon tone={tone} />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-brand-900 md:text-3xl">{title}</h1>
        <div className="mt-3 text-ink">{children}</div>
      </div>
    </div>
  );
}
