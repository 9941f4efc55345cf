import { useTranslation } from 'react-i18next';
import type { PromotionState } from '../promotions-format';

const tone: Record<PromotionState, string> = {
  running: 'border-green-300 bg-green-50 text-green-900',
  scheduled: 'border-sky-300 bg-sky-50 text-sky-900',
  usedUp: 'border-amber-300 bg-amber-50 text-amber-900',
  ended: 'border-stone-300 bg-stone-100 text-stone-800',
  off: 'border-stone-300 bg-stone-100 text-stone-800',
};

/** Where a code or promotion stands, in words (never by colour alone), and whether it ends soon. */
export function StateBadges({ state, soon }: { state: PromotionState; soon: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1">
      <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone[state]}`}>
        {t(`staffPromotions.state.${state}`)}
      </span>
      {soon ? (
        <span className="inline-block rounded-full border border-amber-400 bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-950">
          {t('staffPromotions.state.endsSoon')}
        </span>
      ) : null}
    </span>
  );
}
