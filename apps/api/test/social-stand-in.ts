import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInIdentity {
  id: string;
  email?: string;
  emailVerified?: boolean;
  name: string;
}

/**
 * A stand-in for Google's and Facebook's user-info endpoints over real HTTP: it knows the access
 * tokens a test registers and answers 401 for any other.
 */
export async function startSocialStandIn() {
  const tokens = new Map<string, StandInIdentity>();
  const server = createServer((request, response) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const identity = token ? tokens.get(token) : undefined;
    if (!identity) {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid_token"}');
      return;
    }
    const body = request.url?.startsWith('/google')
      ? { sub: identity.id, email: identity.email, email_verified: identity.emailVerified ?? true, name: identity.name }
      : { id: identity.id, email: identity.email, name: identity.name };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    env: { GOOGLE_USERINFO_URL: `${base}/google/userinfo`, FACEBOOK_USERINFO_URL: `${base}/facebook/me` },
    /** Makes an access token that the stand-in will recognise as this person. */
    issueToken(identity: StandInIdentity): string {
      const token = `tok-${tokens.size + 1}-${Math.random().toString(36).slice(2)}`;
      tokens.set(token, identity);
      return token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
