import type { TestServer } from './test-server';
import { members } from '../src/modules/members/members.tables';
import { createPasswordHasher } from '../src/security/password';

const hasher = createPasswordHasher(10);
let counter = 0;

/**
 * A confirmed member made directly in the database and signed in over HTTP (sign-up itself has
 * its own tests).
 */
export async function signedInMember(server: TestServer): Promise<{ id: number; email: string; token: string; auth: { authorization: string } }> {
  const email = `fixture${++counter}.${process.pid}.${Date.now()}@example.com`;
  const password = 'Fixture#2026pw';
  const [member] = await server.app.database.db
    .insert(members)
    .values({ email, passwordHash: await hasher.hash(password), name: 'Fixture', surname: 'Member', emailVerifiedAt: new Date() })
    .returning({ id: members.id });
  const res = await server.request('/api/v1/auth/email-signin', { method: 'POST', json: { email, password } });
  if (res.status !== 200) throw new Error(`fixture sign-in failed: ${res.text}`);
  const token = res.body.result.token as string;
  return { id: member!.id, email, token, auth: { authorization: `Bearer ${token}` } };
}
