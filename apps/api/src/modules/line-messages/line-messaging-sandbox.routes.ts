import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '@pawsook/shared/text/escape-html';
import type { LineMessagingConfig } from '../../config/config';
import { DEV_PAGE_FONT_CSS } from '../../http/dev-page-font';
import { sendRouteNotFound } from '../../http/envelope.plugin';
import { fromThisMachine } from '../../http/loopback';
import type { LineButtonsMessage } from './line-message-text';

interface RecordedPush {
  to: string;
  retryKey: string;
  messages: LineButtonsMessage[];
  at: string;
}

/** The newest pushes kept: enough for a demo and a test run, bounded for a long-running demo shop. */
const KEPT = 200;

/**
 * A stand-in for the Messaging API's push (decision 0082) while the shop has no LINE channel and
 * sandboxes are on: it checks the token, delivers each retry key once (409 after, as LINE does),
 * and keeps the pushes to show at /sandbox/line/messages, like the development mailbox. Pushes
 * are kept by the process that received them; the page, like the mailbox, answers this machine
 * only unless the mailbox is open to everyone.
 */
export function lineMessagingSandboxRoutes(config: LineMessagingConfig, audience: 'loopback' | 'everyone'): FastifyPluginAsync {
  return async (app) => {
    const pushes: RecordedPush[] = [];
    const keys = new Set<string>();

    app.post('/sandbox/line/v2/bot/message/push', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${config.accessToken}`) return reply.code(401).send({ message: 'Authentication failed' });
      const retryKey = String(request.headers['x-line-retry-key'] ?? '');
      if (retryKey && keys.has(retryKey)) return reply.code(409).send({ message: 'The retry key is already accepted' });
      const body = request.body as { to?: unknown; messages?: unknown } | null;
      if (typeof body?.to !== 'string' || !Array.isArray(body.messages) || body.messages.length === 0) {
        return reply.code(400).send({ message: 'The request body has 1 error(s)' });
      }
      if (retryKey) keys.add(retryKey);
      pushes.unshift({ to: body.to, retryKey, messages: body.messages as LineButtonsMessage[], at: new Date().toISOString() });
      pushes.length = Math.min(pushes.length, KEPT);
      return {};
    });

    app.register(async (page) => {
      if (audience === 'loopback') {
        page.addHook('onRequest', async (request, reply) => {
          if (!fromThisMachine(request)) return sendRouteNotFound(request, reply);
        });
      }

      page.get('/sandbox/line/messages.json', { schema: { hide: true } }, async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return pushes;
      });

      page.get('/sandbox/line/messages', { schema: { hide: true } }, async (_request, reply) => {
        const items = pushes
          .map((push) =>
            push.messages
              .map(
                (m) => `<article>
  <p class="meta">To ${escapeHtml(push.to)} · ${escapeHtml(new Date(push.at).toLocaleString('en-GB', { timeZone: 'Asia/Bangkok' }))}</p>
  <p class="bubble">${escapeHtml(m.template?.text ?? m.altText ?? '')}</p>
  <ul>${(m.template?.actions ?? []).map((a) => `<li><a href="${escapeHtml(a.uri)}">${escapeHtml(a.label)}</a></li>`).join('')}</ul>
</article>`,
              )
              .join('\n'),
          )
          .join('\n');
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
          .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>LINE messages (sandbox)</title>
<style>body{font-family:system-ui,sans-serif;max-width:560px;margin:2rem auto;padding:0 1rem;color:#1f2937;background:#f3f4f6}
h1{color:#05622d}article{background:#fff;border-radius:12px;padding:1rem;margin:1rem 0;box-shadow:0 1px 3px #0002}
.meta{color:#4b5563;font-size:.85rem;margin:0 0 .5rem}.bubble{background:#e8f8ee;border-radius:12px;padding:.75rem;margin:0}
ul{list-style:none;padding:0;margin:.5rem 0 0;display:flex;gap:.5rem;flex-wrap:wrap}a{display:inline-block;padding:.5rem .9rem;border:1px solid #05622d;border-radius:999px;color:#05622d;text-decoration:none;font-weight:600}${DEV_PAGE_FONT_CSS}</style></head>
<body><main><h1>LINE messages (sandbox)</h1>
<p>What the shop pushed to members on LINE, newest first. Nothing leaves this machine.</p>
${items || '<p>No message yet.</p>'}
</main></body></html>`);
      });
    });
  };
}
