import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/members-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { members } from '../members/members.tables';

const STAFF_TOKEN = 'staff-token-for-the-members-test-0123456789';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'false', STAFF_API_TOKEN: STAFF_TOKEN, SIGNUP_COINS: '0', RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(() => server.close());

const adjust = (memberId: number, coin: number, reference: string) =>
  server.request('/api/v1/staff/coin-adjustments', { method: 'POST', headers: staff, json: { memberId, coin, reference }, lang: 'en' });

describe('members for support: search', () => {
  it('finds a member by id as well as by part of the e-mail, the name or the phone', async () => {
    const m = await signedInMember(server);
    const phone = `08${String(m.id).padStart(8, '7')}`.slice(0, 10);
    await server.app.database.db
      .update(members)
      .set({ phone1: phone, name: 'Kanya', surname: `Test${m.id}` })
      .where(eq(members.id, m.id));
    const ids = async (q: string) => {
      const res = await server.request(`/api/v1/staff/members?q=${encodeURIComponent(q)}`, { headers: staff });
      expect(res.status, res.text).toBe(200);
      return (res.body.result.members as Array<{ id: number }>).map((row) => row.id);
    };
    expect(await ids(String(m.id))).toContain(m.id);
    expect(await ids(phone)).toContain(m.id);
    expect(await ids(`Kanya Test${m.id}`)).toEqual([m.id]);
    expect(await ids(m.email.toUpperCase())).toEqual([m.id]);
    // a number too large for an id is still a search of phones and names, never a database error
    const large = await server.request('/api/v1/staff/members?q=99999999999', { headers: staff });
    expect(large.status).toBe(200);
  });
});

describe('members for support: the coin ledger', () => {
  it('pages through the ledger newest first, with the balance of every line', async () => {
    const m = await signedInMember(server);
    for (let n = 1; n <= 5; n++) expect((await adjust(m.id, n * 10, `ticket-${n}`)).status).toBe(200);
    expect((await adjust(m.id, -15, 'correction')).status).toBe(200);

    const first = await server.request(`/api/v1/staff/members/${m.id}/coin-ledger?limit=4`, { headers: staff });
    expect(first.status, first.text).toBe(200);
    expect(first.body.result).toMatchObject({ balance: 135, total: 6 });
    expect(first.body.result.entries.map((e: { coin: number; reference: string }) => [e.coin, e.reference])).toEqual([
      [-15, 'correction'],
      [50, 'ticket-5'],
      [40, 'ticket-4'],
      [30, 'ticket-3'],
    ]);
    expect(first.body.result.entries[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      coin: -15,
      activity: 'admin-adjustment',
      reference: 'correction',
    });

    const second = await server.request(`/api/v1/staff/members/${m.id}/coin-ledger?limit=4&page=2`, { headers: staff });
    expect(second.body.result.entries.map((e: { reference: string }) => e.reference)).toEqual(['ticket-2', 'ticket-1']);
    expect(second.body.result.balance).toBe(135);

    // the list's balance and the profile's agree
    const detail = await server.request(`/api/v1/staff/members/${m.id}`, { headers: staff });
    expect(detail.body.result.coins).toBe(135);
    expect(detail.text).not.toMatch(/password_?hash|scrypt/i);
  });

  it('answers an empty ledger with a zero balance, an unknown member with 404, a bad page with 400', async () => {
    const m = await signedInMember(server);
    const empty = await server.request(`/api/v1/staff/members/${m.id}/coin-ledger`, { headers: staff });
    expect(empty.body.result).toEqual({ balance: 0, total: 0, entries: [] });
    expect((await server.request('/api/v1/staff/members/99999999/coin-ledger', { headers: staff })).status).toBe(404);
    expect((await server.request(`/api/v1/staff/members/${m.id}/coin-ledger?page=0`, { headers: staff })).status).toBe(400);
    expect((await server.request(`/api/v1/staff/members/${m.id}/coin-ledger?limit=101`, { headers: staff })).status).toBe(400);
    expect((await server.request(`/api/v1/staff/members/${m.id}/coin-ledger`)).status).toBe(401);
  });
});
