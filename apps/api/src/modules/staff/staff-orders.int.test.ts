import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { ordersFixture } from '../../../test/orders-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { coinLedger } from '../coins/coins.tables';
import { orders } from '../orders/orders.tables';
import { promoCodes } from '../promotions/promotions.tables';

const STAFF_TOKEN = 'staff-token-for-the-board-test-0123456789';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
let server: TestServer;
const small = fixtureProducts[0]!.skus[0]!; // 235.00

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'false', STAFF_API_TOKEN: STAFF_TOKEN, RATE_LIMIT_PER_MINUTE: '1000000', SIGNIN_ATTEMPTS_PER_MINUTE: '1000000' });
  await loadCatalogFixture(server.app.database);
  await server.app.liveCatalog.settle();
});
afterAll(() => server.close());

const { shopper, orderBody, place } = ordersFixture(() => server, staff);

describe('the orders board', () => {
  it('lists every member’s orders by status, member and part of the number, and opens one in full', async () => {
    const buyers = await Promise.all([shopper([{ skuId: small.id, amount: 1 }]), shopper([{ skuId: small.id, amount: 2 }])]);
    const placed = await Promise.all(buyers.map(async (m) => (await place(m, await orderBody(m))).body.result.orderNo as string));
    await server.request(`/api/v1/staff/orders/${placed[1]}/status`, { method: 'PATCH', headers: staff, json: { statusId: 9 } });

    const waiting = await server.request('/api/v1/staff/orders?statusId=1', { headers: staff });
    expect(waiting.status, waiting.text).toBe(200);
    expect(waiting.body.result.orders.map((o: { orderNo: string }) => o.orderNo)).toContain(placed[0]);
    expect(waiting.body.result.orders.map((o: { orderNo: string }) => o.orderNo)).not.toContain(placed[1]);

    const byMember = await server.request(`/api/v1/staff/orders?memberId=${buyers[1]!.id}`, { headers: staff });
    expect(byMember.body.result).toMatchObject({
      total: 1,
      orders: [{ orderNo: placed[1], statusId: 9, memberEmail: buyers[1]!.email, itemCount: 2, netTotal: 520 }],
    });

    const byPart = await server.request(`/api/v1/staff/orders?q=${placed[0]!.slice(-6).toLowerCase()}`, { headers: staff });
    expect(byPart.body.result.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual([placed[0]]);

    const detail = await server.request(`/api/v1/staff/orders/${placed[0]}`, { headers: staff });
    expect(detail.body.result).toMatchObject({
      orderNo: placed[0],
      statusId: 1,
      productTotal: 235,
      shipping: 50,
      lines: [{ amount: 1, unitPrice: 235, lineTotal: 235 }],
      history: [{ fromStatusId: null, toStatusId: 1, actor: 'member' }],
      payments: [],
      nextStatusIds: [2, 9],
    });
    expect(detail.body.result.shippingAddress).toMatchObject({ name: 'Malee', provinceEn: 'Bangkok' });
    expect((await server.request('/api/v1/staff/orders/PS000000XXXXXX', { headers: staff })).status).toBe(404);
  });

  it('refuses a filter id out of range as a field error, before it reaches a query', async () => {
    for (const [path, field] of [
      ['/api/v1/staff/orders?memberId=99999999999', 'memberId'],
      ['/api/v1/staff/orders?channelId=0', 'channelId'],
      ['/api/v1/staff/orders/export.csv?channelId=2147483648', 'channelId'],
    ] as const) {
      const res = await server.request(path, { headers: staff, lang: 'en' });
      expect(res.status, path).toBe(400);
      expect(res.body.errorMessage, path).toEqual([{ [field]: 'There is no such item.' }]);
    }
  });

  it('keeps staff notes on an order, in the order they were written, never shown to the member', async () => {
    const buyer = await shopper([{ skuId: small.id, amount: 1 }]);
    const { orderNo, orderId } = (await place(buyer, await orderBody(buyer))).body.result as { orderNo: string; orderId: number };
    const note = (text: string, lang: 'th' | 'en' = 'en') =>
      server.request(`/api/v1/staff/orders/${orderNo}/notes`, { method: 'POST', headers: staff, json: { text }, lang });
    expect((await note('The member called: leave it with the guard.')).status).toBe(200);
    const second = await note('  ส่งหลัง 5 โมงเย็น  ');
    expect(second.body.result.notes.map((n: { actor: string; text: string }) => [n.actor, n.text])).toEqual([
      ['STAFF_API_TOKEN', 'The member called: leave it with the guard.'],
      ['STAFF_API_TOKEN', 'ส่งหลัง 5 โมงเย็น'],
    ]);
    const empty = await note('   ', 'th');
    expect(empty.status).toBe(400);
    expect((await server.request(`/api/v1/staff/orders/PS000000NOSUCH/notes`, { method: 'POST', headers: staff, json: { text: 'x' } })).status).toBe(404);
    const own = await server.request(`/api/v1/orders/web/${orderId}`, { headers: buyer.auth });
    expect(own.status).toBe(200);
    expect(own.text).not.toContain('guard');
    const log = await server.request('/api/v1/staff/audit-log?action=orders.read:note', { headers: staff });
    expect(log.body.result.entries[0]).toMatchObject({ target: `order ${orderNo}`, after: { text: 'ส่งหลัง 5 โมงเย็น' } });
  });

  it('exports the filtered orders as CSV that spreadsheets read in Thai', async () => {
    const m = await shopper([{ skuId: small.id, amount: 1 }]);
    const orderNo = (await place(m, await orderBody(m))).body.result.orderNo as string;
    const res = await fetch(`${server.url}/api/v1/staff/orders/export.csv?memberId=${m.id}`, { headers: staff });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="pawsook-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n'); // the decoder drops the byte-order mark
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      '"order_no","created_at","status_id","status_th","status_en","member_id","member_name","member_email","payment_channel_id","donation","items","net_total_baht"',
    );
    expect(lines[1]).toContain(`"${orderNo}"`);
    expect(lines[1]).toContain('"รอชำระเงิน","Waiting for payment"');
    expect(lines[1]).toContain('"285.00"');
  });
});

describe('the dashboard', () => {
  it("counts today's orders and what waits, lists low stock and codes about to end", async () => {
    const m = await shopper([{ skuId: small.id, amount: 1 }]);
    await place(m, await orderBody(m));
    const rubberBall = fixtureProducts[2]!.skus[0]!;
    await server.request(`/api/v1/staff/skus/${rubberBall.id}`, { method: 'PATCH', headers: staff, json: { stock: 3 } });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await server.app.database.db.insert(promoCodes).values({
      code: 'ENDING',
      nameTh: 'x',
      nameEn: 'x',
      kind: 'fixed',
      value: 500,
      totalQuota: 10,
      usedCount: 4,
      startsAt: new Date('2026-01-01'),
      endsAt: new Date(tomorrow),
    });

    const res = await server.request('/api/v1/staff/dashboard', { headers: staff });
    expect(res.status, res.text).toBe(200);
    const board = res.body.result;
    expect(board.day).toBe(new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10));
    expect(board.ordersToday).toBeGreaterThanOrEqual(1);
    expect(board.waiting).toContainEqual({ statusId: 1, count: expect.any(Number) });
    expect(board.lowStock).toContainEqual(expect.objectContaining({ skuId: rubberBall.id, stock: 3 }));
    expect(board.expiringCodes).toContainEqual(expect.objectContaining({ code: 'ENDING', quotaLeft: 6 }));
  });
});

describe('members for support', () => {
  it('finds a member by part of the e-mail and shows coins, ledger and orders, never a password', async () => {
    const m = await shopper([{ skuId: small.id, amount: 1 }], 30);
    const orderNo = (await place(m, await orderBody(m))).body.result.orderNo as string;
    const found = await server.request(`/api/v1/staff/members?q=${encodeURIComponent(m.email.slice(0, 20).toUpperCase())}`, { headers: staff });
    expect(found.body.result.members).toContainEqual(expect.objectContaining({ id: m.id, email: m.email, coins: 30, emailConfirmed: true }));
    const detail = await server.request(`/api/v1/staff/members/${m.id}`, { headers: staff });
    expect(detail.body.result).toMatchObject({ id: m.id, coins: 30, signInWith: ['password'], orders: [{ orderNo, statusId: 1 }] });
    expect(detail.body.result.ledger[0]).toMatchObject({ coin: 30, activity: 'admin-adjustment' });
    expect(detail.text).not.toMatch(/password_?hash|scrypt/i);
    expect((await server.request('/api/v1/staff/members/99999999', { headers: staff })).status).toBe(404);
  });
});

describe('payment channels', () => {
  it('a channel switched off leaves checkout at once, and an order for it is refused; switched on, it is back', async () => {
    const off = await server.request('/api/v1/staff/payment-channels/4', { method: 'PATCH', headers: staff, json: { status: 'inactive' } });
    expect(off.status, off.text).toBe(200);
    await server.app.payments.settle();
    try {
      expect((await server.request('/api/v1/payment-channel')).body.result.map((c: { id: number }) => c.id)).not.toContain(4);
      const m = await shopper([{ skuId: small.id, amount: 1 }]);
      const refused = await place(m, await orderBody(m));
      expect(refused.status).toBe(400);
      expect(refused.body.errorMessage).toEqual([{ message: 'Please select payment method.' }, { result: '2' }]);
      const all = await server.request('/api/v1/staff/payment-channels', { headers: staff });
      expect(all.body.result).toContainEqual(expect.objectContaining({ id: 4, status: 'inactive' }));
    } finally {
      await server.request('/api/v1/staff/payment-channels/4', { method: 'PATCH', headers: staff, json: { status: 'active' } });
      await server.app.payments.settle();
    }
    expect((await server.request('/api/v1/payment-channel')).body.result.map((c: { id: number }) => c.id)).toContain(4);
  });

  it("an order waits for its payment the channel's own time when staff set one, else the configured time", async () => {
    const set = await server.request('/api/v1/staff/payment-channels/4', { method: 'PATCH', headers: staff, json: { expiryMinutes: 5 } });
    expect(set.body.result).toMatchObject({ id: 4, expiryMinutes: 5, status: 'active' });
    await server.app.payments.settle();
    try {
      const m = await shopper([{ skuId: small.id, amount: 1 }]);
      const placed = await place(m, await orderBody(m));
      const waits = new Date(placed.body.result.expiryDate).getTime() - Date.now();
      expect(waits).toBeGreaterThan(4 * 60_000);
      expect(waits).toBeLessThanOrEqual(5 * 60_000);
    } finally {
      await server.request('/api/v1/staff/payment-channels/4', { method: 'PATCH', headers: staff, json: { expiryMinutes: null } });
      await server.app.payments.settle();
    }
    const m = await shopper([{ skuId: small.id, amount: 1 }]);
    const placed = await place(m, await orderBody(m));
    expect(new Date(placed.body.result.expiryDate).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
  });
});

describe('staff moving an order (issue 38)', () => {
  const move = (orderNo: string, statusId: number, lang: 'th' | 'en' = 'en', note?: string) =>
    server.request(`/api/v1/staff/orders/${orderNo}/status`, { method: 'PATCH', headers: staff, json: { statusId, ...(note ? { note } : {}) }, lang });
  const detailOf = async (orderNo: string) => (await server.request(`/api/v1/staff/orders/${orderNo}`, { headers: staff })).body.result;
  async function newOrder() {
    const buyer = await shopper([{ skuId: small.id, amount: 1 }]);
    return (await place(buyer, await orderBody(buyer))).body.result as { orderNo: string; orderId: number };
  }

  it('marks a paid order delivered in one action, recording every step between in its history', async () => {
    const { orderNo } = await newOrder();
    expect((await move(orderNo, 2)).status).toBe(200);
    expect((await detailOf(orderNo)).nextStatusIds).toEqual([3, 8, 9]);

    const delivered = await move(orderNo, 8, 'en', 'Handed over at the door');
    expect(delivered.status, delivered.text).toBe(200);
    expect(delivered.body.result).toEqual({ orderNo, statusId: 8 });
    const detail = await detailOf(orderNo);
    expect(detail.history.map((h: { fromStatusId: number | null; toStatusId: number; actor: string }) => [h.fromStatusId, h.toStatusId, h.actor])).toEqual([
      [null, 1, 'member'],
      [1, 2, 'staff'],
      [2, 3, 'staff'],
      [3, 4, 'staff'],
      [4, 5, 'staff'],
      [5, 6, 'staff'],
      [6, 7, 'staff'],
      [7, 8, 'staff'],
    ]);
    // one transaction: every step has the same time; the note goes with the delivery
    expect(new Set(detail.history.slice(2).map((h: { at: string }) => h.at)).size).toBe(1);
    expect(detail.history.map((h: { note: string | null }) => h.note).slice(2)).toEqual([null, null, null, null, null, 'Handed over at the door']);
    expect(detail.nextStatusIds).toEqual([]);
    // the delivery's effect once: the coins the order earns, credited on reaching delivered
    const db = server.app.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const earned = await db
      .select()
      .from(coinLedger)
      .where(and(eq(coinLedger.activity, 'purchase'), eq(coinLedger.reference, orderNo)));
    expect(earned).toEqual(order!.receiveCoin > 0 ? [expect.objectContaining({ coin: order!.receiveCoin })] : []);
  });

  it('never skips to delivered from an unpaid or cancelled order', async () => {
    const { orderNo } = await newOrder();
    const unpaid = await move(orderNo, 8);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.errorMessage).toBe('The order cannot move to this status.');
    expect((await detailOf(orderNo)).history).toHaveLength(1);
  });

  it('says an order at its end is final, to the owner too, in English and Thai', async () => {
    const { orderNo } = await newOrder();
    await move(orderNo, 2);
    await move(orderNo, 8);
    // the staff token has an owner's rights
    const en = await move(orderNo, 9, 'en');
    expect(en.status).toBe(409);
    expect(en.body.errorMessage).toBe('This order has reached its end (delivered, refunded or expired): no one can change it any more, whatever their role.');
    const th = await move(orderNo, 9, 'th');
    expect(th.body.errorMessage).toBe('คำสั่งซื้อนี้สิ้นสุดแล้ว (จัดส่งสำเร็จ คืนเงินแล้ว หรือหมดอายุ) จึงไม่มีผู้ใดเปลี่ยนแปลงได้อีก ไม่ว่าจะมีบทบาทใด');
  });

  it('names what a refund would hand back, amount and channel, once there is something to refund', async () => {
    const { orderNo } = await newOrder();
    expect((await detailOf(orderNo)).refundable).toBeNull();
    const paid = await server.request(`/api/v1/staff/orders/${orderNo}/payment`, {
      method: 'POST',
      headers: staff,
      json: { amount: '285.00', reference: `slip-${orderNo}` },
    });
    expect(paid.body.result, paid.text).toMatchObject({ outcome: 'applied' });
    expect((await detailOf(orderNo)).refundable).toBeNull();
    await move(orderNo, 9);
    expect((await detailOf(orderNo)).refundable).toEqual({
      amount: 285,
      provider: 'transfer',
      channelNameTh: 'โอนผ่าน QR โค้ด',
      channelNameEn: 'QR code transfer',
    });
    const refunded = await server.request(`/api/v1/staff/orders/${orderNo}/refund`, { method: 'POST', headers: staff, json: { reference: `back-${orderNo}` } });
    expect(refunded.status, refunded.text).toBe(200);
    const after = await detailOf(orderNo);
    expect(after).toMatchObject({ statusId: 11, refundable: null, nextStatusIds: [] });
  });
});
