import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoinIcon } from '../../../ui/coin-icon';

/** Step 1's coin balance box: what the member can spend on the rewards below. */
export function CoinBalanceBox({ coins }: { coins: number | null | undefined }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('cart.coins.label')}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3"
    >
      <CoinIcon className="size-8" />
      <p className="flex-1 text-ink">
        <span className="block text-sm">{t('cart.coins.label')}</span>
        <strong className="text-xl text-amber-900">{typeof coins === 'number' ? t('cart.coins.amount', { count: coins }) : '…'}</strong>
      </p>
      <Link
        to="/user/account/coin"
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        {t('cart.coins.history')}
      </Link>
    </section>
  );
}
