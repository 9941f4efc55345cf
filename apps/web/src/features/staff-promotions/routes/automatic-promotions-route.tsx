import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { isStaffCallError } from '../../../lib/call-refusals';
import { EmptyListNote } from '../../back-office/components/empty-list-note';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { QueryStates } from '../../back-office/components/query-states';
import { StaffAreaPage } from '../../back-office/components/staff-area-page';
import { useRefusalText } from '../../back-office/hooks/use-refusal-text';
import { FormAlert } from '../../../ui/form/form-alert';
import type { StaffPromotion } from '../api/promotions-calls';
import { useChangePromotion, usePromotions } from '../api/promotions-queries';
import { PromotionsList } from '../components/promotions-list';
import { useSavedNotice } from '../hooks/use-saved-notice';
import { PromotionsHalf } from '../components/promotions-half';
import { PromotionsTabs } from '../components/promotions-tabs';

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

  return (
    <PromotionsHalf
      id="automatic-heading"
      title={promotions.data ? caption : t('staffPromotions.tabs.automatic')}
      newHref="/staff/promotions/automatic/new"
      newText={t('staffPromotions.automatic.new')}
    >
      <p className="mb-3 text-sm text-muted">{t('staffPromotions.automatic.text')}</p>
      <div className="mb-3" aria-live="polite">
        {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      </div>
      <QueryStates query={promotions} isEmpty={(data) => data.length === 0} empty={<EmptyListNote>{t('staffPromotions.automatic.empty')}</EmptyListNote>}>
        {(data) => (
          <PromotionsList promotions={data} caption={caption} language={language} now={now} onSwitch={(p) => void onSwitch(p)} switching={switching} />
        )}
      </QueryStates>
    </PromotionsHalf>
  );
}

/** /staff/promotions/automatic: gifts with purchase and order discounts, each switched off or on here. */
export function AutomaticPromotionsRoute() {
  const { t } = useTranslation();
  return (
    <StaffAreaPage area="promotions" permission="promotions.manage" pageTitle={t('staffPromotions.tabs.automatic')} tabs={<PromotionsTabs />}>
      <AutomaticPromotions />
    </StaffAreaPage>
  );
}
