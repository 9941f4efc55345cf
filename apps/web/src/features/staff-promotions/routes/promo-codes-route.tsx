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
import { usePromoCodes } from '../api/promotions-queries';
import { PromoCodesCards, PromoCodesTable } from '../components/promo-codes-list';
import { PromotionsTabs } from '../components/promotions-tabs';

function PromoCodes() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [now] = useState(() => Date.now());
  const codes = usePromoCodes();

  if (codes.isError && isStaffCallError(codes.error) && codes.error.forbidden) return <ForbiddenNotice message={codes.error.message} />;
  const caption = t('staffPromotions.codes.caption', { count: codes.data?.length ?? 0 });

  let body;
  if (codes.isPending) body = <Spinner label={t('common.loading')} />;
  else if (codes.isError)
    body = (
      <StatusMessage
        title={t('staff.errors.loadTitle')}
        action={
          <Button variant="secondary" onClick={() => void codes.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (codes.data.length === 0) body = <p className="rounded-2xl border border-brand-100 bg-white p-5">{t('staffPromotions.codes.empty')}</p>;
  else
    body = (
      <>
        <PromoCodesTable codes={codes.data} caption={caption} language={language} now={now} />
        <PromoCodesCards codes={codes.data} caption={caption} language={language} now={now} />
      </>
    );

  return (
    <section aria-labelledby="codes-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="codes-heading" className="text-lg font-bold text-ink">
          {codes.data ? caption : t('staffPromotions.tabs.codes')}
        </h2>
        <Link to="/staff/promotions/codes/new" className={buttonClass('primary')}>
          {t('staffPromotions.codes.new')}
        </Link>
      </div>
      {body}
    </section>
  );
}

/** The promotions area's heading and tabs, over either half. */
export function PromotionsHeader() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{t('staff.areas.promotions.label')}</h1>
      <p className="mt-2 mb-5 text-muted">{t('staff.areas.promotions.text')}</p>
      <PromotionsTabs />
    </>
  );
}

/** /staff/promotions: every promo code with its discount, window, uses and where it stands; a new one. */
export function PromoCodesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('staff.areas.promotions.label'));
  return (
    <div>
      <PromotionsHeader />
      <RequirePermission permission="promotions.manage">
        <PromoCodes />
      </RequirePermission>
    </div>
  );
}
