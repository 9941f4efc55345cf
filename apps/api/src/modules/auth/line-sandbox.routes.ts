import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { SignJWT } from 'jose';
import { escapeHtml } from '@pawsook/shared/text/escape-html';
import type { LineLoginConfig } from '../../config/config';
import { isSameOrigin } from '../../http/same-origin';
import { LINE_ISSUER } from './line-login';

interface SandboxPerson {
  userId: string;
  name: string;
  email: string | null;
}

interface IssuedCode {
  person: SandboxPerson;
  clientId: string;
  redirectUri: string;
  nonce: string | null;
  expiresAt: number;
}

/** LINE's codes live ten minutes and serve once; its ID tokens an hour. */
const CODE_LIFETIME_MS = 10 * 60_000;
const ID_TOKEN_SECONDS = 3600;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A LINE user id as LINE writes them (U and 32 hex digits), the same for the same person every time. */
const sandboxUserId = (email: string | null, name: string) =>
  `U${createHash('sha256')
    .update(`line:${email ?? name}`)
    .digest('hex')
    .slice(0, 32)}`;

function page(query: Record<string, string>, error?: string): string {
  const hidden = ['redirect_uri', 'state', 'client_id', 'nonce']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query[name] ?? '')}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>LINE Login (sandbox)</title>
<style>body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;padding:2rem 1rem;color:#111827}
main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{color:#05622d}label{display:block;margin-top:1rem;font-weight:600}
input[type=text],input[type=email]{width:100%;box-sizing:border-box;padding:.6rem;margin-top:.3rem;border:1px solid #6b7280;border-radius:8px;font-size:1rem}
.actions{display:flex;gap:.5rem;margin-top:1.5rem}button{flex:1;padding:.7rem;border-radius:8px;font-size:1rem;border:1px solid #1f2937;cursor:pointer}
button[value=continue]{background:#05622d;color:#fff;border-color:#05622d}.note{font-size:.85rem;color:#4b5563}.error{color:#b91c1c}</style></head>
<body><main><h1>Log in with LINE</h1>
<p class="note">Sandbox: this page stands in for LINE Login while the shop has no LINE channel configured. Nothing leaves this machine.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">${hidden}
<label for="name">LINE display name</label><input id="name" name="name" type="text" autocomplete="name" required value="${escapeHtml(query.name ?? '')}">
<label for="email">E-mail shared with the shop</label><input id="email" name="email" type="email" autocomplete="email" aria-describedby="email-note" value="${escapeHtml(query.email ?? '')}">
<p class="note" id="email-note">Leave it empty to be a LINE account that does not share its e-mail.</p>
<div class="actions"><button type="submit" name="action" value="cancel" formnovalidate>Cancel</button><button type="submit" name="action" value="continue">Allow</button></div>
</form></main></body></html>`;
}

const tokenError = (reply: FastifyReply, status: number, error: string, description: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ error, error_description: description });

/**
 * A stand-in for LINE Login's authorize page, token endpoint and profile (decision 0081), served by
 * the shop while it has no LINE channel and sandboxes are on. It checks what LINE checks (the code
 * once, for the client and redirect it was issued to; the client secret) and signs ID tokens with
 * the sandbox channel's published secret, so the server's verification is the real one.
 */
export function lineSandboxRoutes(config: LineLoginConfig): FastifyPluginAsync {
  return async (app) => {
    const codes = new Map<string, IssuedCode>();
    const accessTokens = new Map<string, SandboxPerson>();
    const secret = new TextEncoder().encode(config.channelSecret);

    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.get('/sandbox/line/authorize', { schema: { hide: true } }, async (request, reply) => {
      const query = request.query as Record<string, string>;
      if (!query.redirect_uri || !isSameOrigin(request, query.redirect_uri)) {
        return reply.code(400).type('text/plain; charset=utf-8').send('redirect_uri must be on this site');
      }
      if (query.response_type !== 'code' || query.client_id !== config.channelId) {
        return reply.code(400).type('text/plain; charset=utf-8').send('response_type must be code, client_id the channel id');
      }
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(query));
    });

    app.post('/sandbox/line/authorize', { schema: { hide: true } }, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      const redirect = form.redirect_uri ?? '';
      if (!isSameOrigin(request, redirect)) return reply.code(400).type('text/plain; charset=utf-8').send('redirect_uri must be on this site');
      const back = new URL(redirect);
      back.searchParams.set('state', form.state ?? '');
      if (form.action !== 'continue') {
        back.searchParams.set('error', 'access_denied');
        return reply.redirect(back.toString(), 303);
      }
      const name = (form.name ?? '').trim();
      const email = (form.email ?? '').trim().toLowerCase() || null;
      if (!name || (email !== null && !EMAIL.test(email))) {
        return reply.code(400).type('text/html; charset=utf-8').send(page(form, 'Please enter a display name, and a valid e-mail or none.'));
      }
      const code = randomBytes(16).toString('base64url');
      codes.set(code, {
        person: { userId: sandboxUserId(email, name), name, email },
        clientId: form.client_id ?? '',
        redirectUri: redirect,
        nonce: form.nonce || null,
        expiresAt: Date.now() + CODE_LIFETIME_MS,
      });
      back.searchParams.set('code', code);
      return reply.redirect(back.toString(), 303);
    });

    app.post('/sandbox/line/oauth2/v2.1/token', { schema: { hide: true } }, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      if (form.grant_type !== 'authorization_code') return tokenError(reply, 400, 'unsupported_grant_type', 'grant_type must be authorization_code');
      if (form.client_id !== config.channelId || form.client_secret !== config.channelSecret) {
        return tokenError(reply, 401, 'invalid_client', 'client_id or client_secret is wrong');
      }
      const issued = codes.get(form.code ?? '');
      codes.delete(form.code ?? '');
      if (!issued || issued.expiresAt < Date.now() || issued.clientId !== form.client_id || issued.redirectUri !== form.redirect_uri) {
        return tokenError(reply, 400, 'invalid_grant', 'the code is unknown, used, expired, or for another redirect_uri');
      }
      const { person } = issued;
      const idToken = await new SignJWT({
        name: person.name,
        amr: ['pwd'],
        ...(issued.nonce ? { nonce: issued.nonce } : {}),
        ...(person.email ? { email: person.email } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(LINE_ISSUER)
        .setSubject(person.userId)
        .setAudience(config.channelId)
        .setIssuedAt()
        .setExpirationTime(`${ID_TOKEN_SECONDS}s`)
        .sign(secret);
      const accessToken = randomBytes(24).toString('base64url');
      accessTokens.set(accessToken, person);
      return reply.header('cache-control', 'no-store').send({
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 2_592_000,
        scope: config.scope,
        id_token: idToken,
      });
    });

    app.get('/sandbox/line/v2/profile', { schema: { hide: true } }, async (request, reply) => {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const person = token ? accessTokens.get(token) : undefined;
      if (!person) return reply.code(401).send({ message: 'invalid token' });
      return { userId: person.userId, displayName: person.name };
    });
  };
}
