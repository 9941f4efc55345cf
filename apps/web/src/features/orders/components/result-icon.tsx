import type { ResultView } from '../order-status-view';

const CIRCLES: Record<ResultView | 'not-found', string> = {
  paid: 'bg-green-700',
  waiting: 'bg-amber-600',
  ended: 'bg-stone-600',
  'not-found': 'bg-brand-700',
};

/** The round sign above step 3's headline: a tick, a clock, a cross or a question mark. Decoration only. */
export function ResultIcon({ view }: { view: ResultView | 'not-found' }) {
  return (
    <span aria-hidden="true" className={`inline-flex size-14 items-center justify-center rounded-full text-white ${CIRCLES[view]}`}>
      <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round">
        {view === 'paid' ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : null}
        {view === 'waiting' ? (
          <>
            <circle cx="12" cy="12" r="8" />
            <path d="M12 7.5V12l3 2" />
          </>
        ) : null}
        {view === 'ended' ? <path d="M7 7l10 10M17 7L7 17" /> : null}
        {view === 'not-found' ? <path d="M9.2 9a3 3 0 1 1 4.3 2.7c-.9.4-1.5 1.2-1.5 2.1v.7M12 18h.01" /> : null}
      </svg>
    </span>
  );
}
