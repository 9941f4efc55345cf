import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEmvFields, hasValidEmvCrc } from '@pawsook/shared/payments/emv-tlv';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { ordersFixture, TRANSFER, type Shopper } from '../../../test/orders-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { transferSlipImage } from '../../../test/transfer-slip-image';
import { mailOutbox } from '../mail/mail.tables';
import { orders } from '../orders/orders.tables';
import { staffAccounts } from '../staff/staff.tables';

const STAFF_TOKEN = 'staff-token-for-transfer-slips-0123456789';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
const small = fixtureProducts[0]!.skus[0]!; // 235.00
const dataDir = mkdtempSync(path.join(tmpdir(), 'pawsook-slips-'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    DEMO_DATA: 'false',
    STAFF_API_TOKEN: STAFF_TOKEN,
    DATA_DIR: dataDir,
    DEV_MAILBOX: 'true',
    RATE_LIMIT_PER_MINUTE: '1000000',
    SIGNIN_ATTEMPTS_PER_MINUTE: '1000000',
  });
  await loadCatalogFixture(server.app.database);
  await server.app.liveCatalog.settle();
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const { shopper, orderBody, place } = ordersFixture(() => server, staff);
const offeredKinds = async () => (await server.request('/api/v1/payment-channel')).body.result.map((c: { kind: string }) => c.kind) as string[];
const account = { bankCode: 'KBANK', accountName: 'Pawsook Co., Ltd.', accountNumber: '048-1-23456-7', promptPayId: '099-400-0617-721' };

async function transferOrder(lines = [{ skuId: small.id, amount: 1 }]): Promise<{ m: Shopper; orderNo: string }> {
  const m = await shopper(lines);
  const res = await place(m, await orderBody(m, { paymentChannelId: TRANSFER }));
  expect(res.status, res.text).toBe(200);
  return { m, orderNo: res.body.result.orderNo as string };
}

function slipForm(...pictures: Buffer[]): FormData {
  const form = new FormData();
  for (const [i, bytes] of pictures.entries()) form.append('slips', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `slip-${i}.jpg`);
  return form;
}
const sendSlips = (m: Shopper, orderNo: string, form: FormData, lang: 'th' | 'en' = 'en') =>
  server.request(`/api/v1/orders/${orderNo}/transfer-slips`, { method: 'POST', headers: m.auth, body: form, lang });
const staffSlips = async (orderNo: string) => (await server.request(`/api/v1/staff/orders/${orderNo}/transfer-slips`, { headers: staff })).body.result;
const orderRow = async (orderNo: string) => (await server.app.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
const mailsTo = async (to: string) => server.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

// one file, one order of events: the account is the shop's, set once for every test after the first
describe('the shop’s transfer account', () => {
  it('is needed before transfers are offered or switched on; staff set it, checked and audited', async () => {
    expect((await server.request('/api/v1/staff/transfer-account', { headers: staff })).body.result).toEqual({ account: null });
    expect(await offeredKinds()).not.toContain('transfer');
    const switchOn = await server.request(`/api/v1/staff/payment-channels/${TRANSFER}`, {
      method: 'PATCH',
      headers: staff,
      json: { status: 'active' },
      lang: 'en',
    });
    expect(switchOn.status).toBe(409);
    expect(switchOn.body.errorMessage).toContain('transfer account');

    const bad = await server.request('/api/v1/staff/transfer-account', {
      method: 'PUT',
      headers: staff,
      json: { ...account, promptPayId: '12345' },
      lang: 'th',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errorMessage)).toMatch(/[\u0E00-\u0E7F]/);
    expect((await server.request('/api/v1/staff/transfer-account', { method: 'PUT', headers: staff, json: { ...account, bankCode: 'NOBANK' } })).status).toBe(
      400,
    );
    expect((await server.request('/api/v1/staff/transfer-account', { headers: staff })).body.result).toEqual({ account: null });

    const set = await server.request('/api/v1/staff/transfer-account', { method: 'PUT', headers: staff, json: account });
    expect(set.status, set.text).toBe(200);
    expect(set.body.result.account).toEqual({ bankCode: 'KBANK', accountName: 'Pawsook Co., Ltd.', accountNumber: '0481234567', promptPayId: '0994000617721' });
    expect(await offeredKinds()).toContain('transfer');
    const audit = await server.request('/api/v1/staff/audit-log?action=settings.manage', { headers: staff });
    expect(
      audit.body.result.entries.some((e: { action: string; before: unknown }) => e.action === 'settings.manage:transfer-account' && e.before === null),
    ).toBe(true);
  });
});

describe('paying a transfer order with a slip', () => {
  it('answers the account and a PromptPay QR carrying the order’s exact amount', async () => {
    const { m, orderNo } = await transferOrder([{ skuId: small.id, amount: 2 }]);
    const payment = (await server.request(`/api/v1/orders/${orderNo}/payment`, { headers: m.auth })).body.result;
    expect(payment).toMatchObject({
      kind: 'transfer',
      qr: null,
      transfer: { account: { bankCode: 'KBANK', accountNumber: '0481234567' }, bankNameEn: 'Kasikornbank', slips: [] },
    });
    const fields = new Map(parseEmvFields(payment.transfer.payload).map((f) => [f.tag, f.value]));
    expect(fields.get('01')).toBe('12');
    expect(fields.get('29')).toContain('02130994000617721');
    expect(fields.get('54')).toBe(payment.netTotalPrice.toFixed(2));
    expect(hasValidEmvCrc(payment.transfer.payload)).toBe(true);
  });

  it('takes a slip picture, reads its QR, holds the order from expiring and tells staff', async () => {
    const { m, orderNo } = await transferOrder();
    const sent = await sendSlips(m, orderNo, slipForm(await transferSlipImage({ reference: 'KB2026112800001' })));
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.result).toHaveLength(1);
    expect(sent.body.result[0]).toMatchObject({ status: 'waiting', reason: null });

    const image = await server.request(sent.body.result[0].imageUrl, { headers: m.auth });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('private');
    const stranger = await shopper([]);
    expect((await server.request(sent.body.result[0].imageUrl, { headers: stranger.auth })).status).toBe(404);
    expect((await server.request(sent.body.result[0].imageUrl)).status).toBe(401);

    const [slip] = await staffSlips(orderNo);
    expect(slip).toMatchObject({ status: 'waiting', reference: 'KB2026112800001', sameReferenceOrders: [] });
    expect((await server.request(slip.imageUrl, { headers: staff })).status).toBe(200);

    await server.app.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.orderNo, orderNo));
    await server.app.orders.expireDue();
    expect((await orderRow(orderNo)).statusId).toBe(1);
    // My orders says it is held, so "Pay now" (its slips) stays past the pay-by time
    const listed = (await server.request('/api/v1/orders/get-order', { headers: m.auth })).body.result as { orderNo: string; paymentHeld: boolean }[];
    expect(listed.find((o) => o.orderNo === orderNo)?.paymentHeld).toBe(true);
    const payment = (await server.request(`/api/v1/orders/${orderNo}/payment`, { headers: m.auth })).body.result;
    expect(payment.transfer.slips).toHaveLength(1);

    // the board's "slip waiting": the orders staff look at first
    const board = (await server.request('/api/v1/staff/orders?slipWaiting=true', { headers: staff })).body.result;
    expect(board.orders.map((o: { orderNo: string }) => o.orderNo)).toContain(orderNo);
    expect(board.orders.every((o: { slipWaiting: boolean }) => o.slipWaiting)).toBe(true);
    expect((await server.request('/api/v1/staff/orders?slipWaiting=maybe', { headers: staff })).status).toBe(400);
  });

  it('refuses what is not a slip, another member’s order and an order of another channel, and keeps nothing', async () => {
    const { m, orderNo } = await transferOrder();
    const text = new FormData();
    text.append('slips', new Blob(['not a picture'], { type: 'image/jpeg' }), 'slip.jpg');
    const notPicture = await sendSlips(m, orderNo, text, 'th');
    expect(notPicture.status).toBe(400);
    expect(JSON.stringify(notPicture.body.errorMessage)).toMatch(/[\u0E00-\u0E7F]/);
    expect((await server.request(`/api/v1/orders/${orderNo}/transfer-slips`, { method: 'POST', headers: m.auth, json: { slips: [] } })).status).toBe(415);
    expect((await sendSlips(m, orderNo, new FormData())).status).toBe(400);
    const empty = new FormData();
    empty.append('note', 'hello');
    expect((await sendSlips(m, orderNo, empty)).status).toBe(400);
    const slip = await transferSlipImage({ reference: 'NOT-MINE' });
    const stranger = await shopper([]);
    expect((await sendSlips(stranger, orderNo, slipForm(slip))).status).toBe(404);
    const qrBuyer = await shopper([{ skuId: small.id, amount: 1 }]);
    const qrOrder = await place(qrBuyer, await orderBody(qrBuyer));
    const otherChannel = await sendSlips(qrBuyer, qrOrder.body.result.orderNo, slipForm(slip));
    expect(otherChannel.status).toBe(400);
    expect(otherChannel.body.errorMessage).toContain('bank transfer');
    expect(await staffSlips(orderNo)).toEqual([]);
    expect((await orderRow(orderNo)).paymentHeld).toBe(false);
  });

  it('warns staff when a slip’s reference was already sent for another order', async () => {
    const first = await transferOrder();
    const second = await transferOrder();
    const picture = await transferSlipImage({ reference: 'SCB-SAME-0042', format: 'png' });
    expect((await sendSlips(first.m, first.orderNo, slipForm(picture))).status).toBe(200);
    expect((await sendSlips(second.m, second.orderNo, slipForm(picture))).status).toBe(200);
    expect((await staffSlips(second.orderNo))[0]).toMatchObject({ reference: 'SCB-SAME-0042', sameReferenceOrders: [first.orderNo] });
    expect((await staffSlips(first.orderNo))[0].sameReferenceOrders).toEqual([second.orderNo]);
  });

  it('a rejected slip mails the member why; the order then expires again, not before a day', async () => {
    const { m, orderNo } = await transferOrder();
    expect((await sendSlips(m, orderNo, slipForm(await transferSlipImage()))).status).toBe(200);
    const [slip] = await staffSlips(orderNo);
    expect(slip.reference).toBeNull();
    const reject = (reason: string) =>
      server.request(`/api/v1/staff/orders/${orderNo}/transfer-slips/${slip.id}/reject`, { method: 'POST', headers: staff, json: { reason } });
    expect((await reject('')).status).toBe(400);
    const rejected = await reject('The amount on the slip is 100.00, not the order’s total.');
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body.result[0]).toMatchObject({ status: 'rejected', reason: 'The amount on the slip is 100.00, not the order’s total.' });
    expect((await reject('again')).status).toBe(409);
    const order = await orderRow(orderNo);
    expect(order.paymentHeld).toBe(false);
    expect(order.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const mails = (await mailsTo(m.email)).filter((mail) => mail.subject.includes(orderNo) && /slip|สลิป/.test(mail.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('not the order’s total');
    const memberView = (await server.request(`/api/v1/orders/${orderNo}/payment`, { headers: m.auth })).body.result.transfer.slips;
    expect(memberView[0]).toMatchObject({ status: 'rejected', reason: 'The amount on the slip is 100.00, not the order’s total.' });
  });

  it('staff confirm with the payment call: the order is paid, its slips confirmed, no slip taken after', async () => {
    const { m, orderNo } = await transferOrder();
    expect((await sendSlips(m, orderNo, slipForm(await transferSlipImage({ reference: 'KTB-PAID-1' })))).status).toBe(200);
    const { netTotalSatang } = await orderRow(orderNo);
    const paid = await server.request(`/api/v1/staff/orders/${orderNo}/payment`, {
      method: 'POST',
      headers: staff,
      json: { amount: (netTotalSatang / 100).toFixed(2), reference: 'KTB-PAID-1' },
    });
    expect(paid.body.result.outcome, paid.text).toBe('applied');
    expect((await orderRow(orderNo)).statusId).toBe(2);
    expect((await staffSlips(orderNo))[0].status).toBe('confirmed');
    const late = await sendSlips(m, orderNo, slipForm(await transferSlipImage()));
    expect(late.status).toBe(400);
    expect(late.body.errorMessage).toContain('no longer waits');
  });

  it('four uploads at once never keep more than six slips on one order', async () => {
    const { m, orderNo } = await transferOrder();
    const picture = await transferSlipImage();
    const answers = await Promise.all([1, 2, 3, 4].map(() => sendSlips(m, orderNo, slipForm(picture, picture))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 400]);
    expect(await staffSlips(orderNo)).toHaveLength(6);
    const tooMany = answers.find((a) => a.status === 400)!;
    expect(JSON.stringify(tooMany.body.errorMessage)).toContain('at most 6 slips');
  });

  it('tells the staff who confirm payments, in both languages, and nobody else', async () => {
    await server.app.database.db.insert(staffAccounts).values([
      { email: 'operator@slips.example', name: 'Niran', role: 'operator', passwordHash: 'x' },
      { email: 'content@slips.example', name: 'Kanda', role: 'content', passwordHash: 'x' },
      { email: 'gone@slips.example', name: 'Somchai', role: 'manager', passwordHash: 'x', active: false },
    ]);
    const { m, orderNo } = await transferOrder();
    expect((await sendSlips(m, orderNo, slipForm(await transferSlipImage({ reference: 'BBL-NOTICE-7' })))).status).toBe(200);
    const [notice] = (await mailsTo('operator@slips.example')).filter((mail) => mail.subject.includes(orderNo));
    expect(notice!.subject).toMatch(/สลิปรอตรวจ.*Slip waiting/);
    expect(notice!.text).toContain('BBL-NOTICE-7');
    expect(notice!.text).toContain(`/staff/orders/${orderNo}`);
    expect(await mailsTo('content@slips.example')).toEqual([]);
    expect(await mailsTo('gone@slips.example')).toEqual([]);
  });
});
