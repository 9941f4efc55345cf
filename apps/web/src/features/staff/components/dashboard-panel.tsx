import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { Spinner } from '../../../ui/spinner';
import { useStaffDashboard } from '../api/staff-queries';
import { isStaffCallError } from '../../../lib/call-refusals';
import { ordersBoardHref } from '../../back-office/orders-board-params';
import { showBaht, showCalendarDay, showDateTime, statusName } from '../../back-office/order-format';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { LoadFailed } from '../../../ui/load-failed';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-brand-100 bg-white p-5">
      <h3 id={id} className="font-bold text-ink">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-5">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-brand-900">{value}</dd>
      {hint ? <dd className="mt-1 text-sm text-muted">{hint}</dd> : null}
    </div>
  );
}

/** Today's orders and sales, the orders waiting in each status (links to the board), low stock and codes about to end. */
export function DashboardPanel({ showOrdersLinks }: { showOrdersLinks: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dashboard = useStaffDashboard();

  if (dashboard.isPending) return <Spinner label={t('common.loading')} />;
  if (dashboard.isError) {
    if (isStaffCallError(dashboard.error) && dashboard.error.forbidden) return <ForbiddenNotice message={dashboard.error.message} />;
    return <LoadFailed withText={false} title={t('staff.dashboard.loadError')} onRetry={() => void dashboard.refetch()} />;
  }

  const { day, ordersToday, salesToday, waiting, lowStock, expiringCodes } = dashboard.data;
  const open = waiting.filter((entry) => entry.count > 0);
  return (
    <section aria-labelledby="dashboard-heading" className="mt-6">
      <h2 id="dashboard-heading" className="text-lg font-bold text-ink">
        {t('staff.dashboard.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('staff.dashboard.day', { day: showCalendarDay(day, language) })}</p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Figure label={t('staff.dashboard.ordersToday')} value={String(ordersToday)} />
        <Figure label={t('staff.dashboard.salesToday')} value={showBaht(salesToday)} hint={t('staff.dashboard.salesHint')} />
      </dl>
      <div className="mt-3 grid gap-3 lg:grid-cols-3">
        <Card id="dashboard-waiting" title={t('staff.dashboard.waitingTitle')}>
          {open.length === 0 ? (
            <p className="text-sm text-muted">{t('staff.dashboard.noWaiting')}</p>
          ) : (
            <ul className="space-y-1">
              {open.map(({ statusId, count }) => {
                const text = t('staff.dashboard.waitingLink', { status: statusName(statusId, language), count });
                return (
                  <li key={statusId}>
                    {showOrdersLinks ? (
                      <Link
                        to={ordersBoardHref({ statusId })}
                        className="flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
                      >
                        {text}
                      </Link>
                    ) : (
                      <span className="flex min-h-11 items-center">{text}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
        <Card id="dashboard-low-stock" title={t('staff.dashboard.lowStockTitle')}>
          {lowStock.length === 0 ? (
            <p className="text-sm text-muted">{t('staff.dashboard.noLowStock')}</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {lowStock.map((sku) => (
                <li key={sku.skuId} className="flex justify-between gap-3">
                  <span className="min-w-0 break-words">
                    {language === 'th' ? sku.nameTh : sku.nameEn}
                    <span className="block font-mono text-xs text-muted">{sku.skuCode}</span>
                  </span>
                  <span className="shrink-0 font-semibold whitespace-nowrap text-red-800">{t('staff.dashboard.stockLeft', { count: sku.stock })}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card id="dashboard-expiring" title={t('staff.dashboard.expiringTitle')}>
          {expiringCodes.length === 0 ? (
            <p className="text-sm text-muted">{t('staff.dashboard.noExpiring')}</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {expiringCodes.map((code) => (
                <li key={code.id}>
                  <span className="font-mono font-semibold break-all">{code.code}</span>
                  <span className="block text-muted">
                    {t('staff.dashboard.endsAt', { at: showDateTime(code.endsAt, language) })} ·{' '}
                    {code.quotaLeft === null ? t('staff.dashboard.noQuota') : t('staff.dashboard.quotaLeft', { count: code.quotaLeft })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </section>
  );
}
