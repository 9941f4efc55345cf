import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center border-b-4 px-4 text-sm font-semibold ${isActive ? 'border-brand-700 text-brand-900' : 'border-transparent text-muted hover:text-brand-900'}`;

/** The area's two halves: promo codes (members type them) and automatic promotions (carts earn them). */
export function PromotionsTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('staffPromotions.tabs.label')} className="mb-5 flex flex-wrap gap-1 border-b border-brand-100">
      <NavLink to="/staff/promotions" end className={tabClass}>
        {t('staffPromotions.tabs.codes')}
      </NavLink>
      <NavLink to="/staff/promotions/automatic" className={tabClass}>
        {t('staffPromotions.tabs.automatic')}
      </NavLink>
    </nav>
  );
}
