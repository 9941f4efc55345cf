import { Link } from 'react-router';
import { showBaht } from '../order-format';
import { orderDetailHref } from '../orders-board-params';

/** An order's number as the link to its page, in a back-office list. */
const orderLink = 'font-mono font-semibold break-all text-brand-800 underline underline-offset-4 hover:text-brand-900';

/** An order's number, the link to its page. */
export function OrderNoLink({ orderNo, className = '' }: { orderNo: string; className?: string }) {
  return (
    <Link to={orderDetailHref(orderNo)} className={`${orderLink} ${className}`.trim()}>
      {orderNo}
    </Link>
  );
}

/** The top line of an order's card: its number, the link to it, and what the member paid. */
export function OrderCardHead({
  orderNo,
  netTotal,
  className = 'flex flex-wrap justify-between gap-x-3',
}: {
  orderNo: string;
  netTotal: number;
  className?: string;
}) {
  return (
    <p className={className}>
      <OrderNoLink orderNo={orderNo} className="flex min-h-11 items-center" />
      <span className="flex items-center font-semibold tabular-nums">{showBaht(netTotal)}</span>
    </p>
  );
}
