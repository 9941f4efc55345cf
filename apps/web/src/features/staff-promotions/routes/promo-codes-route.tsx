import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { isStaffCallError } from '../../../lib/call-refusals';
import { EmptyListNote } from '../../back-office/components/empty-list-note';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { QueryStates } from '../../back-office/components/query-states';
import { StaffAreaPage } from '../../back-office/components/staff-area-page';
import { usePromoCodes } from '../api/promotions-queries';
import { PromoCodesCards, PromoCodesTable } from '../components/promo-codes-list';
import { PromotionsHalf } from '../components/promotions-half';
import { PromotionsTabs } from '../components/promotions-tabs';

function PromoCodes() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [now] = useState(() => Date.now());
  const codes = usePromoCodes();

  if (codes.isError && isStaffCallError(codes.error) && codes.error.forbidden) return <ForbiddenNotice message={codes.error.message} />;
  const caption = t('staffPromotions.codes.caption', { count: codes.data?.length ?? 0 });

  return (
    <PromotionsHalf
      id="codes-heading"
      title={codes.data ? caption : t('staffPromotions.tabs.codes')}
      newHref="/staff/promotions/codes/new"
      newText={t('staffPromotions.codes.new')}
    >
      <QueryStates query={codes} isEmpty={(data) => data.length === 0} empty={<EmptyListNote>{t('staffPromotions.codes.empty')}</EmptyListNote>}>
        {(data) => (
          <>
            <PromoCodesTable codes={data} caption={caption} language={language} now={now} />
            <PromoCodesCards codes={data} caption={caption} language={language} now={now} />
          </>
        )}
      </QueryStates>
    </PromotionsHalf>
  );
}

/** /staff/promotions: every promo code with its discount, window, uses and where it stands; a new one. */
export function PromoCodesRoute() {
  return (
    <StaffAreaPage area="promotions" permission="promotions.manage" tabs={<PromotionsTabs />}>
      <PromoCodes />
    </StaffAreaPage>
  );
}
