import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';

export const STAND_IN_CHANNEL = { id: '1650000042', secret: 'stand-in-line-channel-secret' };

export interface StandInLineCode {
  sub: string;
  name: string;
  email?: string;
  nonce: string;
  /** what to spoil in the ID token: its signature (another secret), its time, its audience, its issuer */
  forge?: { secret?: string; expiresInSeconds?: number; audience?: string; issuer?: string; nonce?: string };
  /** the profile's user id, when it should not be the token's */
  profileUserId?: string;
}

/**
 * A stand-in for LINE's token and profile endpoints over real HTTP (LINE_API_URL), for what the
 * shop's own sandbox never does: ID tokens forged, expired, for another channel or another nonce.
 */
export async function startLineStandIn() {
  const codes = new Map<string, StandInLineCode>();
  const profiles = new Map<string, { userId: string; displayName: string }>();

  async function tokenAnswer(code: StandInLineCode) {
    const forge = code.forge ?? {};
    const idToken = await new SignJWT({ name: code.name, nonce: forge.nonce ?? code.nonce, ...(code.email ? { email: code.email } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(forge.issuer ?? 'https://access.line.me')
      .setSubject(code.sub)
      .setAudience(forge.audience ?? STAND_IN_CHANNEL.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) + Math.min(0, forge.expiresInSeconds ?? 0) - 60)
      .setExpirationTime(Math.floor(Date.now() / 1000) + (forge.expiresInSeconds ?? 3600))
      .sign(new TextEncoder().encode(forge.secret ?? STAND_IN_CHANNEL.secret));
    const accessToken = `at-${Math.random().toString(36).slice(2)}`;
    profiles.set(accessToken, { userId: code.profileUserId ?? code.sub, displayName: code.name });
    return { access_token: accessToken, token_type: 'Bearer', expires_in: 2_592_000, scope: 'openid profile email', id_token: idToken };
  }

  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'POST' && request.url === '/oauth2/v2.1/token') {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(raw);
        const code = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (form.get('client_id') !== STAND_IN_CHANNEL.id || form.get('client_secret') !== STAND_IN_CHANNEL.secret)
          return send(401, { error: 'invalid_client' });
        if (!code) return send(400, { error: 'invalid_grant' });
        void tokenAnswer(code).then((body) => send(200, body));
      });
      return;
    }
    if (request.method === 'GET' && request.url === '/v2/profile') {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const profile = token ? profiles.get(token) : undefined;
      return profile ? send(200, profile) : send(401, { message: 'invalid token' });
    }
    send(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { LINE_LOGIN_CHANNEL_ID: STAND_IN_CHANNEL.id, LINE_LOGIN_CHANNEL_SECRET: STAND_IN_CHANNEL.secret, LINE_API_URL: `http://127.0.0.1:${port}` },
    /** A code the stand-in will exchange once for this person's tokens. */
    issueCode(code: StandInLineCode): string {
      const value = `code-${codes.size + 1}-${Math.random().toString(36).slice(2)}`;
      codes.set(value, code);
      return value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
