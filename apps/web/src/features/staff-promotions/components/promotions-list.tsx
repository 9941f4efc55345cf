import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../lib/preferences';
import { Button } from '../../../ui/button';
import { showBaht } from '../../back-office/order-format';
import type { StaffPromotion } from '../api/promotions-calls';
import { endsSoon, nameIn, promotionState } from '../promotions-format';
import { StateBadges } from './promotion-badges';
import { useSkuNames } from './promotion-fields';
import { WindowText } from './promo-code-texts';

export const promotionHref = (id: number) => `/staff/promotions/automatic/${id}`;
const editLink = 'font-mono font-semibold break-all text-brand-800 underline underline-offset-4 hover:text-brand-900';

/** What it takes and what it gives, in words, with the SKUs by name. */
function useTerms(promotions: StaffPromotion[]) {
  const { t } = useTranslation();
  const skuName = useSkuNames(promotions.flatMap((p) => [p.conditionSkuId, p.giftSkuId]).filter((id): id is number => id !== null));
  return {
    condition: (p: StaffPromotion) =>
      [
        p.minSpend > 0 ? t('staffPromotions.value.minSpend', { amount: showBaht(p.minSpend) }) : null,
        p.conditionSkuId !== null ? t('staffPromotions.automatic.withSku', { amount: p.conditionAmount, name: skuName(p.conditionSkuId) }) : null,
      ]
        .filter(Boolean)
        .join(' · ') || t('staffPromotions.automatic.everyOrder'),
    gives: (p: StaffPromotion) =>
      p.kind === 'gift'
        ? t('staffPromotions.automatic.gives', { amount: p.giftAmount, name: p.giftSkuId === null ? '—' : skuName(p.giftSkuId) })
        : p.discountPercent !== null
          ? t('staffPromotions.value.percent', { value: p.discountPercent })
          : t('staffPromotions.value.fixed', { value: showBaht(p.discountAmount ?? 0) }),
  };
}

interface ListProps {
  promotions: StaffPromotion[];
  caption: string;
  language: Language;
  now: number;
  /** switches one off or on; the id being switched waits */
  onSwitch: (promotion: StaffPromotion) => void;
  switching: number | null;
}

/**
 * Every automatic promotion as a card (few, and each needs its words): its code the link to its
 * form, what it takes, what it gives, its window and where it stands, with a switch off or on.
 */
export function PromotionsList({ promotions, caption, language, now, onSwitch, switching }: ListProps) {
  const { t } = useTranslation();
  const terms = useTerms(promotions);
  return (
    <ul aria-label={caption} className="grid gap-3 lg:grid-cols-2">
      {promotions.map((p) => (
        <li key={p.id} className="flex flex-col rounded-2xl border border-brand-100 bg-white p-4 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link
              to={promotionHref(p.id)}
              className={`${editLink} flex min-h-11 items-center`}
              aria-label={t('staffPromotions.automatic.editNamed', { code: p.code })}
            >
              {p.code}
            </Link>
            <StateBadges state={promotionState(p, now)} soon={endsSoon(p, now)} />
          </div>
          <p className="font-semibold break-words text-ink">{nameIn(p, language)}</p>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-muted">{t('staffPromotions.automatic.when')}</dt>
            <dd className="break-words">{terms.condition(p)}</dd>
            <dt className="text-muted">{p.kind === 'gift' ? t('staffPromotions.promotionForm.gift') : t('staffPromotions.promotionForm.discount')}</dt>
            <dd className="break-words">{terms.gives(p)}</dd>
            <dt className="text-muted">{t('staffPromotions.codes.window')}</dt>
            <dd>
              <WindowText startsAt={p.startsAt} endsAt={p.endsAt} language={language} />
            </dd>
          </dl>
          <div className="mt-auto pt-3">
            <Button
              variant="secondary"
              disabled={switching === p.id}
              onClick={() => onSwitch(p)}
              aria-label={t(p.status === 'active' ? 'staffPromotions.automatic.switchOffNamed' : 'staffPromotions.automatic.switchOnNamed', { code: p.code })}
            >
              {p.status === 'active' ? t('staffPromotions.code.switchOff') : t('staffPromotions.code.switchOn')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
