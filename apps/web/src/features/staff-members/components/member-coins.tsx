import { useTranslation } from 'react-i18next';
import { Panel } from '../../back-office/components/panel';
import { showCoins } from '../member-format';
import { CoinAdjustmentForm } from './coin-adjustment-form';

/** The balance, and the adjustment form for the roles that may adjust (the route decides, from the role table). */
export function MemberCoins({ memberId, balance, mayAdjust, onAdjusted }: { memberId: number; balance: number; mayAdjust: boolean; onAdjusted: () => void }) {
  const { t } = useTranslation();
  return (
    <Panel id="member-coins" title={t('staffMembers.coins.title')}>
      <p className="text-sm text-muted">{t('staffMembers.coins.balance')}</p>
      <p className="text-3xl font-bold text-brand-900 tabular-nums" aria-live="polite">
        {t('staffMembers.coins.balanceValue', { count: balance, coins: showCoins(balance) })}
      </p>
      <div className="mt-4 border-t border-brand-100 pt-4">
        {mayAdjust ? <CoinAdjustmentForm memberId={memberId} onDone={onAdjusted} /> : <p className="text-sm text-muted">{t('staffMembers.coins.readOnly')}</p>}
      </div>
    </Panel>
  );
}
