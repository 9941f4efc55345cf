import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { buttonClass } from '../../../ui/button';
import type { StaffOrderDetail } from '../api/staff-calls';
import { useStaffOrder } from '../api/staff-queries';
import { OrderActionsPanel } from '../components/order-actions-panel';
import { OrderNotes } from '../components/order-notes';
import { TransferSlipsPanel } from '../components/transfer-slips-panel';
import { OrderAddresses, OrderFacts, OrderHistory, OrderLines, OrderShipment, OrderTotals } from '../components/order-summary';
import { RequirePermission } from '../../back-office/components/require-permission';
import { useStaffPerson } from '../../back-office/hooks/use-staff-person';
import { orderActionsFor } from '../order-actions';
import { StaffOrderStates } from '../components/staff-order-states';

/** The order's tax invoice and credit notes: another area's panel (staff-tax-documents), handed in by the app layer. */
export type TaxDocumentsPanel = ComponentType<{ orderId: number }>;

function OrderDetail({ orderNo, taxDocuments }: { orderNo: string; taxDocuments: TaxDocumentsPanel | undefined }) {
  const order = useStaffOrder(orderNo);

  return (
    <StaffOrderStates orderNo={orderNo} query={order}>
      {(detail) => <OrderDetailPanels detail={detail} taxDocuments={taxDocuments} />}
    </StaffOrderStates>
  );
}

function OrderDetailPanels({ detail, taxDocuments: TaxDocuments }: { detail: StaffOrderDetail; taxDocuments: TaxDocumentsPanel | undefined }) {
  const language = useLanguage();
  const person = useStaffPerson();
  const actions = orderActionsFor(detail, person.role);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="min-w-0 space-y-4">
        <OrderFacts order={detail} language={language} />
        <TransferSlipsPanel order={detail} canDecide={actions.payment} />
        <OrderActionsPanel order={detail} actions={actions} />
        <OrderLines order={detail} language={language} />
        <OrderHistory order={detail} language={language} />
      </div>
      <div className="min-w-0 space-y-4">
        <OrderTotals order={detail} />
        <OrderShipment order={detail} language={language} />
        <OrderAddresses order={detail} language={language} />
        {TaxDocuments ? <TaxDocuments orderId={detail.id} /> : null}
        <OrderNotes order={detail} />
      </div>
    </div>
  );
}

/** /staff/orders/:orderNo: the order in full, and what the role may do to it now. */
export function OrderDetailRoute({ taxDocuments }: { taxDocuments?: TaxDocumentsPanel }) {
  const { t } = useTranslation();
  const { orderNo = '' } = useParams();
  const title = t('staff.order.title', { orderNo });
  usePageTitle(title);
  return (
    <div>
      <Link to="/staff/orders" className={buttonClass('ghost', '-ml-3 mb-2')}>
        ← {t('staff.order.back')}
      </Link>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold break-all text-brand-900 md:text-3xl">{title}</h1>
        <Link to={`/staff/orders/${encodeURIComponent(orderNo)}/packing-slip`} className={buttonClass('secondary')}>
          {t('staff.slip.open')}
        </Link>
      </div>
      <RequirePermission permission="orders.read">
        <OrderDetail key={orderNo} orderNo={orderNo} taxDocuments={taxDocuments} />
      </RequirePermission>
    </div>
  );
}
