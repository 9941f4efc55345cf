import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button, buttonClass } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { isStaffCallError } from '../../../lib/call-refusals';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { RequirePermission } from '../../back-office/components/require-permission';
import { useRefusalText } from '../../back-office/hooks/use-refusal-text';
import { FormAlert } from '../../../ui/form/form-alert';
import type { StaffPromotion } from '../api/promotions-calls';
import { useChangePromotion, usePromotions } from '../api/promotions-queries';
import { PromotionsList } from '../components/promotions-list';
import { useSavedNotice } from '../hooks/use-saved-notice';
import { PromotionsHeader } from './promo-codes-route';

function AutomaticPromotions() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [now] = useState(() => Date.now());
  const promotions = usePromotions();
  const change = useChangePromotion();
  const refusalText = useRefusalText();
  const saved = useSavedNotice();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(saved ? { tone: 'success', text: saved } : null);
  const [switching, setSwitching] = useState<number | null>(null);

  if (promotions.isError && isStaffCallError(promotions.error) && promotions.error.forbidden) return <ForbiddenNotice message={promotions.error.message} />;
  const caption = t('staffPromotions.automatic.caption', { count: promotions.data?.length ?? 0 });

  const onSwitch = async (p: StaffPromotion) => {
    const status = p.status === 'active' ? 'inactive' : 'active';
    setNotice(null);
    setSwitching(p.id);
    try {
      await change.mutateAsync({ id: p.id, body: { status } });
      setNotice({
        tone: 'success',
        text: t(status === 'active' ? 'staffPromotions.automatic.switchedOn' : 'staffPromotions.automatic.switchedOff', { code: p.code }),
      });
    } catch (error) {
      const text = refusalText(error);
      if (text) setNotice({ tone: 'error', text });
    } finally {
      setSwitching(null);
    }
  };

  let body;
  if (promotions.isPending) body = <Spinner label={t('common.loading')} />;
  else if (promotions.isError)
    body = (
      <StatusMessage
        title={t('staff.errors.loadTitle')}
        action={
          <Button variant="secondary" onClick={() => void promotions.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (promotions.data.length === 0) body = <p className="rounded-2xl border border-brand-100 bg-white p-5">{t('staffPromotions.automatic.empty')}</p>;
  else
    body = (
      <PromotionsList promotions={promotions.data} caption={caption} language={language} now={now} onSwitch={(p) => void onSwitch(p)} switching={switching} />
    );

  return (
    <section aria-labelledby="automatic-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="automatic-heading" className="text-lg font-bold text-ink">
          {promotions.data ? caption : t('staffPromotions.tabs.automatic')}
        </h2>
        <Link to="/staff/promotions/automatic/new" className={buttonClass('primary')}>
          {t('staffPromotions.automatic.new')}
        </Link>
      </div>
      <p className="mb-3 text-sm text-muted">{t('staffPromotions.automatic.text')}</p>
      <div className="mb-3" aria-live="polite">
        {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      </div>
      {body}
    </section>
  );
}

/** /staff/promotions/automatic: gifts with purchase and order discounts, each switched off or on here. */
export function AutomaticPromotionsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('staffPromotions.tabs.automatic'));
  return (
    <div>
      <PromotionsHeader />
      <RequirePermission permission="promotions.manage">
        <AutomaticPromotions />
      </RequirePermission>
    </div>
  );
}
