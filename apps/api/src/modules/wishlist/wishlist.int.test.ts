import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogFixture } from '../../../test/catalog-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { members } from '../members/members.tables';

let server: TestServer;

/** Members made directly in the database: sign-up itself has its own tests. */
async function signedInMember(email: string): Promise<{ id: number; token: string }> {
  const { createPasswordHasher } = await import('../../security/password');
  const [member] = await server.app.database.db
    .insert(members)
    .values({ email, passwordHash: await createPasswordHasher(10).hash('Purr#2026cat'), name: 'Ann', surname: 'Lee', emailVerifiedAt: new Date() })
    .returning({ id: members.id });
  const res = await server.request('/api/v1/auth/email-signin', { method: 'POST', json: { email, password: 'Purr#2026cat' } });
  return { id: member!.id, token: res.body.result.token };
}

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'false' });
  await loadCatalogFixture(server.app.database);
  await server.app.liveCatalog.settle();
});
afterAll(() => server.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('wishlist', () => {
  it('is for members only', async () => {
    expect((await server.request('/api/v1/wishlist')).status).toBe(401);
    expect((await server.request('/api/v1/wishlist', { method: 'POST', json: { productId: 101 } })).status).toBe(401);
    expect((await server.request('/api/v1/wishlist/101', { method: 'DELETE' })).status).toBe(401);
  });

  it('saves products once each, newest first, and removes them', async () => {
    const ann = await signedInMember('ann@example.com');
    for (const productId of [101, 103, 101]) {
      expect((await server.request('/api/v1/wishlist', { method: 'POST', headers: auth(ann.token), json: { productId } })).status).toBe(200);
    }
    const listed = await server.request('/api/v1/wishlist', { headers: auth(ann.token) });
    expect(listed.body.result.map((p: { productId: number }) => p.productId)).toEqual([103, 101]);
    expect(listed.body.totalRecord).toBe(2);
    expect(listed.body.result[1]).toMatchObject({ productNameEn: 'Royal Canin Mini Adult Dry Dog Food', sellPrice: 235 });

    expect((await server.request('/api/v1/wishlist/103', { method: 'DELETE', headers: auth(ann.token) })).status).toBe(200);
    const after = await server.request('/api/v1/wishlist', { headers: auth(ann.token) });
    expect(after.body.result.map((p: { productId: number }) => p.productId)).toEqual([101]);
  });

  it('keeps each member’s list to themselves', async () => {
    const bob = await signedInMember('bob@example.com');
    const cat = await signedInMember('cat@example.com');
    await server.request('/api/v1/wishlist', { method: 'POST', headers: auth(bob.token), json: { productId: 102 } });
    expect((await server.request('/api/v1/wishlist', { headers: auth(cat.token) })).body.result).toEqual([]);
    expect((await server.request('/api/v1/wishlist/102', { method: 'DELETE', headers: auth(cat.token) })).status).toBe(404);
    expect((await server.request('/api/v1/wishlist', { headers: auth(bob.token) })).body.result).toHaveLength(1);
  });

  it('refuses unknown products and bad ids', async () => {
    const dan = await signedInMember('dan@example.com');
    const unknown = await server.request('/api/v1/wishlist', { method: 'POST', headers: auth(dan.token), json: { productId: 424242 } });
    expect(unknown.status).toBe(404);
    const bad = await server.request('/api/v1/wishlist', { method: 'POST', headers: auth(dan.token), json: { productId: 'x' }, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toEqual([{ productId: 'Please enter correct information.' }]);
  });
});
