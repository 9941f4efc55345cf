import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@pawsook/shared/staff/staff-roles';
import { signedInMember } from '../../../test/members-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { mailOutbox } from '../mail/mail.tables';
import { staffAuditLog } from '../audit/audit.tables';

const SCRIPT_TOKEN = 'staff-script-token-for-tests-0123456789';
const OWNER_EMAIL = 'owner@pawsook.test';
const PASSWORD = 'Staff#2026pw';

let server: TestServer;
/** every role's signed-in person */
const people = {} as Record<StaffRole, { id: number; email: string; auth: { authorization: string } }>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The invitation link's token from the newest mail to that address. */
async function invitationToken(email: string): Promise<string> {
  const [mail] = await server.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
  const link = (mail?.links as string[] | undefined)?.find((l) => l.includes('/staff/accept-invite'));
  if (!link) throw new Error(`no invitation mail to ${email}`);
  return new URL(link).searchParams.get('token')!;
}

async function accept(email: string) {
  const res = await server.request('/api/v1/staff/auth/accept-invite', { method: 'POST', json: { token: await invitationToken(email), password: PASSWORD } });
  expect(res.status, res.text).toBe(200);
  return res.body.result as { token: string; staff: { id: number; role: StaffRole } };
}

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'false', STAFF_API_TOKEN: SCRIPT_TOKEN, STAFF_OWNER_EMAIL: OWNER_EMAIL, RATE_LIMIT_PER_MINUTE: '1000000' });
  // the first start invited the owner; the owner invites one person of every other role
  const owner = await accept(OWNER_EMAIL);
  people.owner = { id: owner.staff.id, email: OWNER_EMAIL, auth: bearer(owner.token) };
  for (const role of STAFF_ROLES.filter((r) => r !== 'owner')) {
    const email = `${role}@pawsook.test`;
    const invited = await server.request('/api/v1/staff/accounts', {
      method: 'POST',
      headers: people.owner.auth,
      json: { email, name: `The ${role}`, role },
      lang: 'en',
    });
    expect(invited.status, invited.text).toBe(200);
    const signedIn = await accept(email);
    people[role] = { id: signedIn.staff.id, email, auth: bearer(signedIn.token) };
  }
});
afterAll(() => server.close());

/**
 * Every staff route and the roles that may call it, written out here rather than read from the
 * code's table, so a change to either shows. A route the API documents and this list lacks fails.
 */
const ROUTES: Record<string, readonly StaffRole[]> = {
  'GET /api/v1/staff/me': STAFF_ROLES,
  'GET /api/v1/staff/accounts': ['owner'],
  'POST /api/v1/staff/accounts': ['owner'],
  'PATCH /api/v1/staff/accounts/{id}': ['owner'],
  'GET /api/v1/staff/audit-log': ['owner', 'manager'],
  'POST /api/v1/staff/coin-adjustments': ['owner', 'manager', 'support'],
  'PATCH /api/v1/staff/skus/{skuId}': ['owner', 'manager'],
  'PATCH /api/v1/staff/donation-places/{id}': ['owner', 'manager'],
  'PATCH /api/v1/staff/orders/{orderNo}/status': ['owner', 'manager', 'operator'],
  'PUT /api/v1/staff/orders/{orderNo}/shipment': ['owner', 'manager', 'operator'],
  'POST /api/v1/staff/orders/{orderNo}/payment': ['owner', 'manager', 'operator'],
  'GET /api/v1/staff/orders/{orderNo}/transfer-slips': ['owner', 'manager', 'operator', 'support'],
  'GET /api/v1/staff/orders/{orderNo}/transfer-slips/{slipId}/image': ['owner', 'manager', 'operator', 'support'],
  'POST /api/v1/staff/orders/{orderNo}/transfer-slips/{slipId}/reject': ['owner', 'manager', 'operator'],
  'POST /api/v1/staff/orders/{orderNo}/refund': ['owner', 'manager'],
  'GET /api/v1/staff/orders': ['owner', 'manager', 'operator', 'support'],
  'GET /api/v1/staff/orders/export.csv': ['owner', 'manager', 'operator', 'support'],
  'GET /api/v1/staff/orders/{orderNo}': ['owner', 'manager', 'operator', 'support'],
  'POST /api/v1/staff/orders/{orderNo}/notes': ['owner', 'manager', 'operator', 'support'],
  'GET /api/v1/staff/products': ['owner', 'manager', 'operator', 'support'],
  'GET /api/v1/staff/products/{id}': ['owner', 'manager', 'operator', 'support'],
  'PATCH /api/v1/staff/products/{id}': ['owner', 'manager'],
  'PATCH /api/v1/staff/skus/{skuId}/prices': ['owner', 'manager'],
  'POST /api/v1/staff/skus/{skuId}/stock-adjustments': ['owner', 'manager'],
  'GET /api/v1/staff/skus/{skuId}/stock-adjustments': ['owner', 'manager', 'operator', 'support'],
  'GET /api/v1/staff/donation-places': ['owner', 'manager', 'operator', 'support'],
  'POST /api/v1/staff/donation-places': ['owner', 'manager'],
  'GET /api/v1/staff/payment-channels': ['owner', 'manager'],
  'PATCH /api/v1/staff/payment-channels/{id}': ['owner', 'manager'],
  'GET /api/v1/staff/transfer-account': ['owner', 'manager'],
  'PUT /api/v1/staff/transfer-account': ['owner', 'manager'],
  'GET /api/v1/staff/dashboard': ['owner', 'manager', 'operator', 'support'],
  'GET /api/v1/staff/members': ['owner', 'manager', 'support'],
  'GET /api/v1/staff/members/{id}': ['owner', 'manager', 'support'],
  'GET /api/v1/staff/members/{id}/coin-ledger': ['owner', 'manager', 'support'],
  'GET /api/v1/staff/promo-codes': ['owner', 'manager'],
  'POST /api/v1/staff/promo-codes': ['owner', 'manager'],
  'PATCH /api/v1/staff/promo-codes/{id}': ['owner', 'manager'],
  'GET /api/v1/staff/promo-codes/{id}/orders': ['owner', 'manager'],
  // catalogue (product images)
  'POST /api/v1/staff/products': ['owner', 'manager'],
  'POST /api/v1/staff/products/{id}/skus': ['owner', 'manager'],
  'POST /api/v1/staff/products/{id}/images': ['owner', 'manager'],
  'PUT /api/v1/staff/products/{id}/images': ['owner', 'manager'],
  // automatic promotions
  'GET /api/v1/staff/promotions': ['owner', 'manager'],
  'POST /api/v1/staff/promotions': ['owner', 'manager'],
  'PATCH /api/v1/staff/promotions/{id}': ['owner', 'manager'],
  'GET /api/v1/staff/promotion-choices': ['owner', 'manager'],
  'GET /api/v1/staff/promotion-skus': ['owner', 'manager'],
  // content
  'GET /api/v1/staff/content': ['owner', 'manager', 'content'],
  'POST /api/v1/staff/content': ['owner', 'manager', 'content'],
  'GET /api/v1/staff/content/{id}': ['owner', 'manager', 'content'],
  'PATCH /api/v1/staff/content/{id}': ['owner', 'manager', 'content'],
  'POST /api/v1/staff/content/{id}/publish': ['owner', 'manager', 'content'],
  'POST /api/v1/staff/content/{id}/unpublish': ['owner', 'manager', 'content'],
  'POST /api/v1/staff/content/{id}/archive': ['owner', 'manager', 'content'],
  // settings
  'GET /api/v1/staff/shop-settings': ['owner', 'manager'],
  'PUT /api/v1/staff/shop-settings': ['owner', 'manager'],
  'GET /api/v1/staff/seller-details': ['owner', 'manager'],
  'PUT /api/v1/staff/seller-details': ['owner', 'manager'],
  // tax documents
  'GET /api/v1/staff/orders/{id}/tax-documents': ['owner', 'manager', 'operator', 'support'],
  'GET /api/v1/staff/tax-documents': ['owner', 'manager', 'operator', 'support'],
  'GET /api/v1/staff/tax-documents/csv': ['owner', 'manager', 'operator', 'support'],
  'GET /api/v1/staff/tax-documents/{number}/pdf': ['owner', 'manager', 'operator', 'support'],
};
/** routes anyone may call (signing in), and the one that ends the caller's session: tested on their own */
const OUTSIDE_THE_MATRIX = ['POST /api/v1/staff/auth/signin', 'POST /api/v1/staff/auth/accept-invite', 'POST /api/v1/staff/auth/signout'];

const concrete = (path: string) => path.replace('{orderNo}', 'PS000000XXXXXX').replace(/\{\w+\}/g, '99999999');

describe('the role table', () => {
  it('covers every staff route the API documents', async () => {
    const document = (await server.request('/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/staff/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual([...Object.keys(ROUTES), ...OUTSIDE_THE_MATRIX].sort());
  });

  it('lets each role call exactly its routes: the others answer 403 before reading the body', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [route, allowed] of Object.entries(ROUTES)) {
      const [method, path] = route.split(' ') as [string, string];
      for (const role of STAFF_ROLES) {
        const res = await server.request(concrete(path), { method, headers: people[role].auth, ...(method === 'GET' ? {} : { json: {} }), lang: 'en' });
        // an allowed call goes on to its own checks (an empty body is a 400, an unknown id a 404)
        outcomes.push(`${role} ${route}: ${res.status === 403 ? 'denied' : res.status === 401 ? 'signed out' : 'allowed'}`);
        expected.push(`${role} ${route}: ${allowed.includes(role) ? 'allowed' : 'denied'}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it("says why in the caller's language", async () => {
    const res = await server.request('/api/v1/staff/accounts', { headers: people.operator.auth, lang: 'th' });
    expect(res.status).toBe(403);
    expect(res.body.errorMessage).toBe('บทบาทของคุณไม่มีสิทธิ์ทำรายการนี้ หากจำเป็นกรุณาติดต่อเจ้าของร้าน');
  });

  it("never takes a member's token for a staff token, nor the other way round", async () => {
    const member = await signedInMember(server);
    expect((await server.request('/api/v1/staff/me', { headers: member.auth })).status).toBe(401);
    expect((await server.request('/api/v1/members/get-my-pcg-coin', { headers: people.owner.auth })).status).toBe(401);
    expect((await server.request('/api/v1/staff/me')).status).toBe(401);
  });

  it("gives the scripts' token an owner's rights, recorded as the token", async () => {
    const me = await server.request('/api/v1/staff/me', { headers: bearer(SCRIPT_TOKEN) });
    expect(me.body.result).toMatchObject({ name: 'STAFF_API_TOKEN', role: 'owner' });
    expect((await server.request('/api/v1/staff/accounts', { headers: bearer(SCRIPT_TOKEN) })).status).toBe(200);
  });
});

describe('staff accounts', () => {
  it('sign in with e-mail and password, and out', async () => {
    const signin = await server.request('/api/v1/staff/auth/signin', { method: 'POST', json: { email: 'Support@Pawsook.test', password: PASSWORD } });
    expect(signin.status, signin.text).toBe(200);
    expect(signin.body.result.staff).toMatchObject({ email: 'support@pawsook.test', role: 'support', active: true, invitationAccepted: true });
    const auth = bearer(signin.body.result.token);
    expect((await server.request('/api/v1/staff/me', { headers: auth })).body.result.role).toBe('support');
    expect((await server.request('/api/v1/staff/auth/signout', { method: 'POST', headers: auth, json: {} })).status).toBe(200);
    expect((await server.request('/api/v1/staff/me', { headers: auth })).status).toBe(401);
  });

  it('refuse a wrong password as an unknown address, and lock the address after ten', async () => {
    const wrong = await server.request('/api/v1/staff/auth/signin', {
      method: 'POST',
      json: { email: 'content@pawsook.test', password: 'Nope#2026pw' },
      lang: 'en',
    });
    const unknown = await server.request('/api/v1/staff/auth/signin', {
      method: 'POST',
      json: { email: 'nobody@pawsook.test', password: 'Nope#2026pw' },
      lang: 'en',
    });
    expect([wrong.status, unknown.status]).toEqual([400, 400]);
    expect(wrong.body.errorMessage).toBe(unknown.body.errorMessage);
    for (let i = 0; i < 9; i++)
      await server.request('/api/v1/staff/auth/signin', { method: 'POST', json: { email: 'content@pawsook.test', password: 'Nope#2026pw' } });
    const locked = await server.request('/api/v1/staff/auth/signin', { method: 'POST', json: { email: 'content@pawsook.test', password: PASSWORD } });
    expect(locked.status).toBe(429);
    // a member with the same address is not locked by it: the keys differ
  });

  it('take an invitation link once', async () => {
    await server.request('/api/v1/staff/accounts', {
      method: 'POST',
      headers: people.owner.auth,
      json: { email: 'once@pawsook.test', name: 'Once', role: 'operator' },
    });
    const token = await invitationToken('once@pawsook.test');
    expect((await server.request('/api/v1/staff/auth/accept-invite', { method: 'POST', json: { token, password: PASSWORD } })).status).toBe(200);
    const again = await server.request('/api/v1/staff/auth/accept-invite', { method: 'POST', json: { token, password: PASSWORD }, lang: 'en' });
    expect(again.status).toBe(400);
    expect(again.body.errorMessage).toBe("This invitation link is not valid any more. Ask the shop's owner for a new one.");
  });

  it('refuse an e-mail that has an account, and an owner changing their own', async () => {
    const taken = await server.request('/api/v1/staff/accounts', {
      method: 'POST',
      headers: people.owner.auth,
      json: { email: 'MANAGER@pawsook.test', name: 'x', role: 'manager' },
    });
    expect(taken.status).toBe(409);
    const self = await server.request(`/api/v1/staff/accounts/${people.owner.id}`, { method: 'PATCH', headers: people.owner.auth, json: { role: 'manager' } });
    expect(self.status).toBe(400);
  });

  it('switched off, sign nobody in and end every session at once; switched on, sign in again', async () => {
    await server.request('/api/v1/staff/accounts', {
      method: 'POST',
      headers: people.owner.auth,
      json: { email: 'leaver@pawsook.test', name: 'Leaver', role: 'operator' },
    });
    const leaver = await accept('leaver@pawsook.test');
    const off = await server.request(`/api/v1/staff/accounts/${leaver.staff.id}`, { method: 'PATCH', headers: people.owner.auth, json: { active: false } });
    expect(off.body.result).toMatchObject({ active: false });
    expect((await server.request('/api/v1/staff/me', { headers: bearer(leaver.token) })).status).toBe(401);
    expect((await server.request('/api/v1/staff/auth/signin', { method: 'POST', json: { email: 'leaver@pawsook.test', password: PASSWORD } })).status).toBe(
      400,
    );
    await server.request(`/api/v1/staff/accounts/${leaver.staff.id}`, { method: 'PATCH', headers: people.owner.auth, json: { active: true } });
    expect((await server.request('/api/v1/staff/auth/signin', { method: 'POST', json: { email: 'leaver@pawsook.test', password: PASSWORD } })).status).toBe(
      200,
    );
  });
});

describe('the audit log', () => {
  it('records who changed what, before and after, and filters by person and action', async () => {
    await server.request('/api/v1/staff/accounts', {
      method: 'POST',
      headers: people.owner.auth,
      json: { email: 'mover@pawsook.test', name: 'Mover', role: 'operator' },
    });
    const list = (await server.request('/api/v1/staff/accounts', { headers: people.owner.auth })).body.result as { id: number; email: string }[];
    const mover = list.find((a) => a.email === 'mover@pawsook.test')!;
    await server.request(`/api/v1/staff/accounts/${mover.id}`, { method: 'PATCH', headers: people.owner.auth, json: { role: 'support' } });

    const log = await server.request(`/api/v1/staff/audit-log?staffId=${people.owner.id}&action=staff.manage:change`, { headers: people.manager.auth });
    expect(log.status, log.text).toBe(200);
    expect(log.body.result.entries[0]).toMatchObject({
      staffId: people.owner.id,
      actor: `owner <${OWNER_EMAIL}>`,
      action: 'staff.manage:change',
      target: `staff ${mover.id}`,
      before: expect.objectContaining({ role: 'operator' }),
      after: expect.objectContaining({ role: 'support' }),
    });
    const byPrefix = await server.request('/api/v1/staff/audit-log?action=staff.manage', { headers: people.owner.auth });
    expect(byPrefix.body.result.entries.every((e: { action: string }) => e.action.startsWith('staff.manage:'))).toBe(true);
    expect(byPrefix.body.result.total).toBeGreaterThanOrEqual(5);
  });

  it("keeps a support person's coin adjustment with the balance before and after", async () => {
    const member = await signedInMember(server);
    const res = await server.request('/api/v1/staff/coin-adjustments', {
      method: 'POST',
      headers: people.support.auth,
      json: { memberId: member.id, coin: 40, reference: 'complaint-7' },
    });
    expect(res.status, res.text).toBe(200);
    const log = await server.request(`/api/v1/staff/audit-log?staffId=${people.support.id}&action=coins`, { headers: people.owner.auth });
    expect(log.body.result.entries[0]).toMatchObject({ action: 'coins.adjust', target: `member ${member.id}`, before: { balance: 0 }, after: { balance: 40 } });
  });

  it('is append-only, whoever asks the database', async () => {
    const db = server.app.database.db;
    await expect(db.execute(sql`update ${staffAuditLog} set actor = 'someone else'`)).rejects.toThrow();
    await expect(db.delete(staffAuditLog)).rejects.toThrow();
    expect((await db.select().from(staffAuditLog)).some((e) => e.actor === 'someone else')).toBe(false);
  });

  it('refuses a staff id out of range as a field error, before it reaches a query', async () => {
    const res = await server.request('/api/v1/staff/audit-log?staffId=99999999999', { headers: people.owner.auth, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toEqual([{ staffId: 'There is no such item.' }]);
  });

  it('filters by Bangkok days', async () => {
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const now = await server.request(`/api/v1/staff/audit-log?from=${today}&to=${today}`, { headers: people.owner.auth });
    expect(now.body.result.total).toBeGreaterThan(0);
    const before = await server.request('/api/v1/staff/audit-log?to=2020-01-01', { headers: people.owner.auth });
    expect(before.body.result.total).toBe(0);
  });
});
