import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { StaffOrderDetail } from '@pawsook/shared/schemas/staff-orders';
import type { Language } from '../../../lib/preferences';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button, buttonClass } from '../../../ui/button';
import { drawQr } from '../../../lib/qr-drawing';
import { useStaffOrder } from '../api/staff-queries';
import { RequirePermission } from '../../back-office/components/require-permission';
import { addressLines, carrierName, showDateTime } from '../../back-office/order-format';
import { linesToPack, SLIP_SIZES, slipPageRule, slipSizeFrom, type SlipSize } from '../packing-slip';
import { StaffOrderStates } from '../components/staff-order-states';

function OrderNoCode({ orderNo }: { orderNo: string }) {
  const qr = drawQr(orderNo);
  return (
    <svg viewBox={`0 0 ${qr.size} ${qr.size}`} className="size-24 shrink-0" role="img" aria-label={orderNo} shapeRendering="crispEdges">
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

/** The slip itself: black on white, what a packer needs and nothing priced (it travels in the parcel). */
function Slip({ order, language, size }: { order: StaffOrderDetail; language: Language; size: SlipSize }) {
  const { t } = useTranslation();
  const packed = linesToPack(order.lines);
  const remark = typeof order.shippingAddress.remark === 'string' ? order.shippingAddress.remark.trim() : '';
  return (
    <article
      aria-label={t('staff.slip.title', { orderNo: order.orderNo })}
      className={`mx-auto bg-white p-6 text-black shadow print:m-0 print:w-auto print:p-0 print:shadow-none ${size === 'a4' ? 'w-[210mm] max-w-full text-base' : 'w-[148mm] max-w-full text-sm'}`}
    >
      <header className="flex items-start justify-between gap-4 border-b-2 border-black pb-3">
        <div className="min-w-0">
          <p className="text-lg font-bold">{t('staff.slip.shop')}</p>
          <p className="mt-1 text-2xl font-bold break-all">{order.orderNo}</p>
          <p>{t('staff.slip.ordered', { at: showDateTime(order.createdAt, language) })}</p>
          {order.isDonation ? <p className="mt-1 inline-block border border-black px-2 font-bold">{t('staff.slip.donation')}</p> : null}
        </div>
        <OrderNoCode orderNo={order.orderNo} />
      </header>
      <section className="mt-3 grid gap-3 sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h2 className="font-bold">{t('staff.slip.shipTo')}</h2>
          <address className="not-italic">
            {addressLines(order.shippingAddress, language).map((line) => (
              <span key={line} className="block break-words">
                {line}
              </span>
            ))}
          </address>
        </div>
        <div>
          <h2 className="font-bold">{t('staff.slip.shipment')}</h2>
          <p>{order.carrier ? carrierName(order.carrier, language) : t('staff.slip.noCarrier')}</p>
          {order.parcelNo ? <p className="font-mono break-all">{order.parcelNo}</p> : null}
          {remark ? (
            <>
              <h2 className="mt-2 font-bold">{t('staff.slip.remark')}</h2>
              <p className="break-words">{remark}</p>
            </>
          ) : null}
        </div>
      </section>
      <table className="mt-4 w-full border-collapse">
        <thead>
          <tr className="border-y-2 border-black text-left">
            <th scope="col" className="w-8 py-1 pr-2">
              <span className="sr-only">{t('staff.slip.packed')}</span>
            </th>
            <th scope="col" className="py-1 pr-2">
              {t('staff.slip.product')}
            </th>
            <th scope="col" className="py-1 pr-2">
              {t('staff.order.sku')}
            </th>
            <th scope="col" className="py-1 text-right">
              {t('staff.order.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {packed.lines.map((line, index) => {
            const choice = language === 'th' ? line.choiceTh : line.choiceEn;
            return (
              <tr key={`${line.skuCode}-${index}`} className="border-b border-black/40 align-top">
                <td className="py-1.5 pr-2">
                  <span aria-hidden="true" className="inline-block size-4 border border-black" />
                </td>
                <td className="py-1.5 pr-2">
                  <span className="block break-words">{language === 'th' ? line.nameTh : line.nameEn}</span>
                  {choice ? <span className="block">{choice}</span> : null}
                  {line.orderProductTypeId === 3 || line.orderProductTypeId === 4 ? (
                    <span className="block font-bold">{t(`staff.slip.lineType${line.orderProductTypeId}`)}</span>
                  ) : null}
                </td>
                <td className="py-1.5 pr-2 font-mono break-all">{line.skuCode}</td>
                <td className="py-1.5 text-right text-lg font-bold tabular-nums">{line.amount}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3} className="py-2 text-right font-bold">
              {t('staff.slip.pieces')}
            </td>
            <td className="py-2 text-right text-lg font-bold tabular-nums">{packed.pieces}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-6 border-t border-black pt-2">{t('staff.slip.packedBy')}</p>
    </article>
  );
}

function PackingSlip({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const order = useStaffOrder(orderNo);
  const [params, setParams] = useSearchParams();
  const size = slipSizeFrom(params.get('size'));

  return (
    <StaffOrderStates orderNo={orderNo} query={order}>
      {(loaded) => (
        <>
          <style>{slipPageRule(size)}</style>
          <div className="mb-4 flex flex-wrap items-center gap-3 print:hidden">
            <fieldset className="flex flex-wrap items-center gap-3">
              <legend className="sr-only">{t('staff.slip.paper')}</legend>
              <span aria-hidden="true" className="text-sm font-semibold">
                {t('staff.slip.paper')}
              </span>
              {SLIP_SIZES.map((option) => (
                <label key={option} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="paper"
                    value={option}
                    checked={size === option}
                    onChange={() => setParams(option === 'a5' ? {} : { size: option }, { replace: true })}
                    className="size-4 accent-brand-600"
                  />
                  {option.toUpperCase()}
                </label>
              ))}
            </fieldset>
            <Button onClick={() => window.print()}>{t('staff.slip.print')}</Button>
          </div>
          <Slip order={loaded} language={language} size={size} />
        </>
      )}
    </StaffOrderStates>
  );
}

/** /staff/orders/:orderNo/packing-slip: what to put in the parcel, printed on A5 or A4 in the page's language. */
export function PackingSlipRoute() {
  const { t } = useTranslation();
  const { orderNo = '' } = useParams();
  usePageTitle(t('staff.slip.title', { orderNo }));
  return (
    <div>
      <Link to={`/staff/orders/${encodeURIComponent(orderNo)}`} className={buttonClass('ghost', '-ml-3 mb-2 print:hidden')}>
        ← {t('staff.slip.back')}
      </Link>
      <h1 className="mb-4 text-2xl font-bold break-all text-brand-900 print:sr-only">{t('staff.slip.title', { orderNo })}</h1>
      <RequirePermission permission="orders.read">
        <PackingSlip key={orderNo} orderNo={orderNo} />
      </RequirePermission>
    </div>
  );
}
