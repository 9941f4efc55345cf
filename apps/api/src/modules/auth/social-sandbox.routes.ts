import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { accessTokenProviders, SOCIAL_PROVIDER_NAMES, type AccessTokenProvider } from '@pawsook/shared/schemas/members';
import { escapeHtml } from '@pawsook/shared/text/escape-html';
import { isSameOrigin } from '../../http/same-origin';

interface Identity {
  provider: AccessTokenProvider;
  id: string;
  email: string;
  name: string;
}

function page(provider: AccessTokenProvider, query: Record<string, string>, error?: string): string {
  const hidden = ['redirect_uri', 'state', 'client_id'].map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query[name] ?? '')}">`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${SOCIAL_PROVIDER_NAMES[provider]} sign-in (sandbox)</title>
<style>body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;padding:2rem 1rem;color:#111827}
main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px #0002}
label{display:block;margin-top:1rem;font-weight:600}input[type=text],input[type=email]{width:100%;box-sizing:border-box;padding:.6rem;margin-top:.3rem;border:1px solid #6b7280;border-radius:8px;font-size:1rem}
.actions{display:flex;gap:.5rem;margin-top:1.5rem}button{flex:1;padding:.7rem;border-radius:8px;font-size:1rem;border:1px solid #1f2937;cursor:pointer}
button[value=continue]{background:#1d4ed8;color:#fff;border-color:#1d4ed8}.note{font-size:.85rem;color:#4b5563}.error{color:#b91c1c}</style></head>
<body><main><h1>Sign in with ${SOCIAL_PROVIDER_NAMES[provider]}</h1>
<p class="note">Sandbox: this page stands in for ${SOCIAL_PROVIDER_NAMES[provider]} while the shop has no ${SOCIAL_PROVIDER_NAMES[provider]} app configured. Nothing leaves this machine.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">${hidden}
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name" required value="${escapeHtml(query.name ?? '')}">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(query.email ?? '')}">
<div class="actions"><button type="submit" name="action" value="cancel" formnovalidate>Cancel</button><button type="submit" name="action" value="continue">Continue</button></div>
</form></main></body></html>`;
}

/**
 * Stand-ins for Google's and Facebook's sign-in pages and user-info endpoints, served by the
 * shop itself when no real app is configured (like the payment sandboxes): the browser gets an
 * access token in the URL fragment, and the server asks /userinfo who it belongs to, over HTTP.
 */
export const socialSandboxRoutes: FastifyPluginAsync = async (app) => {
  const tokens = new Map<string, Identity>();

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  for (const provider of accessTokenProviders) {
    const base = `/sandbox/social/${provider}`;

    app.get(`${base}/authorize`, { schema: { hide: true } }, async (request, reply) => {
      const query = request.query as Record<string, string>;
      if (!query.redirect_uri || !isSameOrigin(request, query.redirect_uri)) {
        return reply.code(400).type('text/plain; charset=utf-8').send('redirect_uri must be on this site');
      }
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(provider, query));
    });

    app.post(`${base}/authorize`, { schema: { hide: true } }, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      const redirect = form.redirect_uri ?? '';
      if (!isSameOrigin(request, redirect)) return reply.code(400).type('text/plain; charset=utf-8').send('redirect_uri must be on this site');
      const state = encodeURIComponent(form.state ?? '');
      if (form.action !== 'continue') return reply.redirect(`${redirect}#error=access_denied&state=${state}`, 303);
      const email = (form.email ?? '').trim().toLowerCase();
      const name = (form.name ?? '').trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !name) {
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(page(provider, form, 'Please enter a name and a valid e-mail.'));
      }
      const token = randomBytes(24).toString('base64url');
      const id = `sandbox-${createHash('sha256').update(`${provider}:${email}`).digest('hex').slice(0, 20)}`;
      tokens.set(token, { provider, id, email, name });
      return reply.redirect(`${redirect}#access_token=${token}&token_type=bearer&state=${state}`, 303);
    });

    app.get(`${base}/userinfo`, { schema: { hide: true } }, async (request, reply) => {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const identity = token ? tokens.get(token) : undefined;
      if (!identity || identity.provider !== provider) return reply.code(401).send({ error: 'invalid_token' });
      return provider === 'google'
        ? { sub: identity.id, email: identity.email, email_verified: true, name: identity.name }
        : { id: identity.id, email: identity.email, name: identity.name };
    });
  }
};
