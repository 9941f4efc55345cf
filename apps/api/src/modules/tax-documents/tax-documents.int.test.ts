import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANGKOK_ADDRESS, ordersFixture, type Member } from '../../../test/orders-fixture';
import { PAYMENT_TEST_SKU, startPaymentsShop } from '../../../test/payments-shop';
import { pdfText } from '../../../test/pdf-text';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { mailOutbox } from '../mail/mail.tables';
import { orders } from '../orders/orders.tables';
import { signNotification, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../payments/notification-signature';
import { taxDocuments } from './tax-documents.tables';

const SECRET = 'payment-notify-secret-of-the-tax-documents-0123456789';
const STAFF_TOKEN = 'staff-token-of-the-tax-documents-test-0123456789';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
let server: TestServer;

beforeAll(async () => {
  server = await startPaymentsShop({ PAYMENT_NOTIFY_SECRET: SECRET, STAFF_API_TOKEN: STAFF_TOKEN, ORDER_EXPIRY_SWEEP_SECONDS: '60' });
});
afterAll(() => server.close());

const { shopper, orderBody, place } = ordersFixture(() => server, staff);
const year = new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();
const thisMonth = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7);

const SELLER = {
  nameTh: 'บริษัท พอสุข จำกัด',
  nameEn: 'Pawsook Co., Ltd.',
  address: '99/9 ถนนสุขุมวิท แขวงคลองเตยเหนือ\nเขตวัฒนา กรุงเทพมหานคร 10110',
  taxId: '0994000617721',
  branchNo: null,
  vatRateBasisPoints: 700,
};
const BUYER = { ...BANGKOK_ADDRESS, companyName: 'ฟ้าใสฟาร์ม จำกัด', taxPayerId: '1234567890121', branchNo: '00002' };

let events = 0;
/** The Thai QR provider's signed word that the order is paid in full. */
function pay(orderNo: string, amount: string) {
  const raw = JSON.stringify({ eventId: `tax-evt-${++events}`, orderNo, amount, currency: 'THB', status: 'paid', providerReference: 'SBX-TAX' });
  const timestamp = Math.floor(Date.now() / 1000);
  return server.request('/api/v1/payments/qr/notify', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signNotification(SECRET, timestamp, raw) },
    body: raw,
  });
}

interface Placed {
  member: Member;
  orderId: number;
  orderNo: string;
  amount: string;
}

/** An unpaid order of two bags and shipping; `receipt`: placed asking for a tax invoice to BUYER. */
async function unpaidOrder(receipt: boolean): Promise<Placed> {
  const m = await shopper([{ skuId: PAYMENT_TEST_SKU.id, amount: 2 }]);
  let extra = {};
  if (receipt) {
    const address = await server.request('/api/v1/order-receipt-address', { method: 'POST', headers: m.auth, json: { ...BUYER, isAddToAccount: false } });
    expect(address.status, address.text).toBe(200);
    extra = { receiptNeed: true, receiptAddressSame: false, receiptAddressId: address.body.result };
  }
  const res = await place(m, await orderBody(m, extra));
  expect(res.status, res.text).toBe(200);
  const { orderId, orderNo, netTotalPrice } = res.body.result as { orderId: number; orderNo: string; netTotalPrice: number };
  return { member: m, orderId, orderNo, amount: netTotalPrice.toFixed(2) };
}

async function paidOrder(receipt: boolean): Promise<Placed> {
  const order = await unpaidOrder(receipt);
  expect((await pay(order.orderNo, order.amount)).status).toBe(200);
  return order;
}

const documentsOf = (order: Placed, lang: 'th' | 'en' = 'en') =>
  server.request(`/api/v1/orders/web/${order.orderId}/tax-documents`, { headers: order.member.auth, lang });
const requestInvoice = (order: Placed, json: object = {}, lang: 'th' | 'en' = 'en') =>
  server.request(`/api/v1/orders/web/${order.orderId}/tax-invoice`, { method: 'POST', headers: order.member.auth, json, lang });
const mailsTo = (email: string) => server.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const sequenceOf = (number: string) => Number(number.slice(-6));

async function download(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> {
  const res = await fetch(`${server.url}${path}`, { headers });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

// one file, one order of events: the numbers run through it
describe('tax invoices and credit notes', () => {
  let first: Placed;
  let firstNumber: string;

  it('wait while the seller details are not set, and the back office says so', async () => {
    first = await paidOrder(true);
    await server.app.taxDocuments.issueDue();
    expect((await documentsOf(first)).body.result).toEqual({
      invoice: null,
      creditNotes: [],
      request: { allowed: false, refusal: 'taxDocuments.sellerNotSetForMember', needsAddress: false },
    });
    const month = await server.request(`/api/v1/staff/tax-documents?month=${thisMonth}`, { headers: staff });
    expect(month.status, month.text).toBe(200);
    expect(month.body.result).toEqual({ month: thisMonth, documents: [], waitingForSellerDetails: 1, sellerDetailsSet: false });
    const refused = await requestInvoice(first, {}, 'th');
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toBe('ขณะนี้ร้านยังออกใบกำกับภาษีไม่ได้ กรุณาลองใหม่ภายหลังหรือติดต่อเรา');
  });

  it('are issued on payment once the seller details are set: numbered, audited, mailed with the PDF', async () => {
    expect((await server.request('/api/v1/staff/seller-details', { method: 'PUT', headers: staff, json: SELLER })).status).toBe(200);
    await server.app.taxDocuments.issueDue();
    const listed = (await documentsOf(first)).body.result;
    firstNumber = `INV-${year}-000001`;
    expect(listed.invoice).toEqual({
      number: firstNumber,
      kind: 'invoice',
      issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      totalSatang: Math.round(Number(first.amount) * 100),
      reason: null,
    });
    expect(listed.request).toEqual({ allowed: false, refusal: null, needsAddress: false });

    const mail = (await mailsTo(first.member.email)).find((m) => m.subject.startsWith('Tax invoice'));
    expect(mail?.subject).toBe(`Tax invoice ${firstNumber} for order ${first.orderNo}`);
    expect(mail?.attachments).toEqual([{ kind: 'tax-document', key: firstNumber, filename: `${firstNumber}.pdf` }]);
    expect(mail?.links).toEqual([`${server.config.publicUrl}/user/purchase/order/${first.orderId}?lang=en`]);

    const audit = await server.request('/api/v1/staff/audit-log?action=tax-documents', { headers: staff });
    expect(audit.body.result.entries).toEqual([
      expect.objectContaining({
        action: 'tax-documents:issue-invoice',
        target: `order ${first.orderNo}`,
        staffId: null,
        after: expect.objectContaining({ number: firstNumber }),
      }),
    ]);

    // paid again (a second notification) or the worker woken again: still one invoice
    await pay(first.orderNo, first.amount);
    await server.app.taxDocuments.issueDue();
    expect(await server.app.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, first.orderId))).toHaveLength(1);
  });

  it('number 20 orders paid at once without a gap or a repeat, issued by two instances', async () => {
    // a second instance of the shop on the same database, with its own worker woken by the same NOTIFY
    const second = await startTestServer(
      { DEMO_DATA: 'false', PAYMENT_NOTIFY_SECRET: SECRET },
      server.config.databaseUrl ? { databaseUrl: server.config.databaseUrl } : {},
      server.config.databaseUrl ? {} : { database: server.app.database },
    );
    try {
      const placed = await Promise.all(Array.from({ length: 20 }, () => unpaidOrder(true)));
      const answers = await Promise.all(placed.map((o) => pay(o.orderNo, o.amount)));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      await Promise.all([server.app.taxDocuments.issueDue(), second.app.taxDocuments.issueDue()]);
      const numbers = await Promise.all(placed.map(async (o) => (await documentsOf(o)).body.result.invoice?.number as string));
      expect(new Set(numbers).size).toBe(20);
      expect(numbers.map(sequenceOf).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
      const [all] = await server.app.database.db.select({ n: sql<number>`count(*)::int` }).from(taxDocuments);
      expect(all!.n).toBe(21);
    } finally {
      await second.close();
    }
  });

  it('are issued at a member’s request within the month, once, with the address they choose', async () => {
    const order = await paidOrder(false);
    expect((await documentsOf(order)).body.result.request).toEqual({ allowed: true, refusal: null, needsAddress: true });

    const noAddress = await requestInvoice(order);
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.errorMessage).toEqual([{ receiptAddressId: 'Please choose a tax-invoice address from your receipt addresses.' }]);

    const stranger = await shopper([]);
    const theirs = await server.request('/api/v1/member-address-receipts', { method: 'POST', headers: stranger.auth, json: BUYER });
    expect(theirs.status, theirs.text).toBe(200);
    expect((await requestInvoice(order, { receiptAddressId: theirs.body.result.id })).status).toBe(404);

    const own = await server.request('/api/v1/member-address-receipts', { method: 'POST', headers: order.member.auth, json: BUYER });
    const asked = await Promise.all(Array.from({ length: 5 }, () => requestInvoice(order, { receiptAddressId: own.body.result.id })));
    expect(asked.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const issued = asked.find((a) => a.status === 201)!;
    expect(issued.body).toEqual({
      responseCode: '201',
      errorMessage: null,
      result: expect.objectContaining({ number: `INV-${year}-000022`, kind: 'invoice' }),
    });
    expect(new Set(asked.map((a) => a.body.result.number)).size).toBe(1);
    const detail = (await server.request(`/api/v1/orders/web/${order.orderId}`, { headers: order.member.auth })).body.result;
    expect(detail.orderReceiptAddress).toMatchObject({ companyName: BUYER.companyName, taxPayerId: BUYER.taxPayerId, branchNo: '00002' });
  });

  it('are refused later than the month of payment, for an unpaid order, and for another member (404)', async () => {
    const late = await paidOrder(false);
    await server.app.database.db
      .update(orders)
      .set({ paidAt: sql`now() - interval '40 days'` })
      .where(eq(orders.id, late.orderId));
    expect((await documentsOf(late)).body.result.request).toEqual({ allowed: false, refusal: 'taxDocuments.requestTooLate', needsAddress: true });
    const tooLate = await requestInvoice(late, {}, 'th');
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.errorMessage).toBe('ขอใบกำกับภาษีได้ภายในเดือนเดียวกับที่ชำระเงินเท่านั้น กรุณาติดต่อเราเกี่ยวกับคำสั่งซื้อนี้');

    const unpaid = await unpaidOrder(true);
    expect((await documentsOf(unpaid)).body.result.request.refusal).toBe('taxDocuments.notPaid');
    expect((await requestInvoice(unpaid)).status).toBe(409);

    const stranger = await shopper([]);
    const asStranger = { ...first, member: stranger };
    expect((await documentsOf(asStranger)).status).toBe(404);
    expect((await requestInvoice(asStranger)).status).toBe(404);
    expect((await download(`/api/v1/orders/web/${first.orderId}/tax-documents/${firstNumber}/pdf`, stranger.auth)).status).toBe(404);
    expect((await download(`/api/v1/orders/web/${first.orderId}/tax-documents/${firstNumber}/pdf`, {})).status).toBe(401);
    expect(await server.app.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, late.orderId))).toHaveLength(0);
  });

  it('give a credit note when an invoiced order is refunded, naming the invoice, the amount and the reason', async () => {
    // paid by a transfer staff saw arrive, handed back by hand: the other path to paid, and a refund without a provider
    const order = await unpaidOrder(true);
    const paid = await server.request(`/api/v1/staff/orders/${order.orderNo}/payment`, {
      method: 'POST',
      headers: staff,
      json: { amount: order.amount, reference: `slip-${order.orderNo}` },
    });
    expect(paid.body.result, paid.text).toMatchObject({ outcome: 'applied' });
    await server.app.taxDocuments.issueDue();
    const invoice = (await documentsOf(order)).body.result.invoice;
    expect(invoice).toMatchObject({ kind: 'invoice' });
    const cancel = await server.request(`/api/v1/staff/orders/${order.orderNo}/status`, {
      method: 'PATCH',
      headers: staff,
      json: { statusId: 9, note: 'สินค้าหมด ลูกค้าขอยกเลิก' },
    });
    expect(cancel.status, cancel.text).toBe(200);
    const refund = await server.request(`/api/v1/staff/orders/${order.orderNo}/refund`, {
      method: 'POST',
      headers: staff,
      json: { reference: `back-${order.orderNo}` },
    });
    expect(refund.status, refund.text).toBe(200);
    expect(refund.body.result.statusId).toBe(11);
    await server.app.taxDocuments.issueDue();

    const listed = (await documentsOf(order)).body.result;
    expect(listed.invoice).toEqual(invoice);
    expect(listed.creditNotes).toEqual([
      { number: `CN-${year}-000001`, kind: 'credit-note', issuedOn: invoice.issuedOn, totalSatang: invoice.totalSatang, reason: 'สินค้าหมด ลูกค้าขอยกเลิก' },
    ]);
    const staffView = await server.request(`/api/v1/staff/orders/${order.orderId}/tax-documents`, { headers: staff });
    expect(staffView.body.result).toEqual({ invoice, creditNotes: listed.creditNotes });
    const mail = (await mailsTo(order.member.email)).find((m) => m.subject.startsWith('Credit note'));
    expect(mail?.text).toContain(invoice.number);
    expect(mail?.attachments).toEqual([{ kind: 'tax-document', key: `CN-${year}-000001`, filename: `CN-${year}-000001.pdf` }]);

    const pdf = await download(`/api/v1/staff/tax-documents/CN-${year}-000001/pdf`, staff);
    const text = (await pdfText(pdf.bytes)).text;
    for (const words of ['ใบลดหนี้', 'Credit note', invoice.number, 'สินค้าหมด ลูกค้าขอยกเลิก']) expect(text).toContain(words);
  });

  it('list a month for staff, with the CSV an accountant files', async () => {
    const month = (await server.request(`/api/v1/staff/tax-documents?month=${thisMonth}`, { headers: staff })).body.result;
    expect(month.sellerDetailsSet).toBe(true);
    expect(month.waitingForSellerDetails).toBe(0);
    const invoices = month.documents.filter((d: { kind: string }) => d.kind === 'invoice');
    expect(invoices.map((d: { number: string }) => sequenceOf(d.number))).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    const credit = month.documents.find((d: { kind: string }) => d.kind === 'credit-note');
    expect(credit).toMatchObject({
      buyerName: BUYER.companyName,
      buyerTaxId: BUYER.taxPayerId,
      buyerBranchNo: '00002',
      invoiceNumber: expect.stringMatching(/^INV-/),
    });
    expect(credit.beforeVatSatang + credit.vatSatang).toBe(credit.totalSatang);

    const csv = await fetch(`${server.url}/api/v1/staff/tax-documents/csv?month=${thisMonth}`, { headers: staff });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"date","number","kind","reduces_invoice","order_no","buyer_name","buyer_tax_id","buyer_branch","before_vat_baht","vat_baht","total_baht"',
    );
    expect(lines).toHaveLength(1 + month.documents.length);
    const creditLine = lines.find((l) => l.includes('"credit-note"'))!;
    expect(creditLine).toContain(`"${credit.invoiceNumber}"`);
    expect(creditLine).toContain(`"ฟ้าใสฟาร์ม จำกัด","1234567890121","00002"`);
    expect(creditLine).toMatch(/"-\d+\.\d{2}","-\d+\.\d{2}","-\d+\.\d{2}"$/);

    const wrong = await server.request('/api/v1/staff/tax-documents?month=2026-13', { headers: staff, lang: 'th' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorMessage).toEqual([{ month: 'กรุณาเลือกเดือนในรูปแบบ YYYY-MM' }]);
  });

  it('download as a PDF holding every required field in Thai and English, the same bytes each time, for the member and staff', async () => {
    const path = `/api/v1/orders/web/${first.orderId}/tax-documents/${firstNumber}/pdf`;
    const [one, two, forStaff] = await Promise.all([
      download(path, first.member.auth),
      download(path, first.member.auth),
      download(`/api/v1/staff/tax-documents/${firstNumber}/pdf`, staff),
    ]);
    expect(one.status).toBe(200);
    expect(one.headers.get('content-type')).toBe('application/pdf');
    expect(one.headers.get('content-disposition')).toBe(`attachment; filename="${firstNumber}.pdf"`);
    expect(Buffer.from(two.bytes).equals(Buffer.from(one.bytes))).toBe(true);
    expect(Buffer.from(forStaff.bytes).equals(Buffer.from(one.bytes))).toBe(true);

    const [row] = await server.app.database.db.select().from(taxDocuments).where(eq(taxDocuments.number, firstNumber));
    const view = row!.view;
    const text = (await pdfText(one.bytes)).text;
    const required = [
      'ใบกำกับภาษี',
      'Tax invoice',
      SELLER.nameTh,
      SELLER.nameEn,
      '99/9 ถนนสุขุมวิท แขวงคลองเตยเหนือ',
      SELLER.taxId,
      'สำนักงานใหญ่',
      'Head office',
      BUYER.companyName,
      BUYER.address,
      BUYER.taxPayerId,
      'สาขาที่ 00002',
      'Branch 00002',
      firstNumber,
      first.orderNo,
      view.lines[0]!.description.split(' / ')[0]!,
      'ค่าจัดส่ง',
      'Shipping',
    ];
    for (const words of required) expect(text, words).toContain(words);
    const baht = (satang: number) => `${Math.floor(satang / 100).toLocaleString('en-US')}.${String(satang % 100).padStart(2, '0')}`;
    for (const amount of [view.totals.totalSatang, view.totals.vatSatang, view.totals.beforeVatSatang, view.lines[0]!.unitPriceSatang]) {
      expect(text).toContain(baht(amount));
    }
    expect(view.totals.beforeVatSatang + view.totals.vatSatang).toBe(view.totals.totalSatang);
    expect(view.lines.reduce((s, l) => s + l.valueSatang, 0) - view.discounts.reduce((s, d) => s + d.amountSatang, 0)).toBe(view.totals.totalSatang);
    expect((await download(`/api/v1/staff/tax-documents/INV-1999-000001/pdf`, staff)).status).toBe(404);
  });
});
