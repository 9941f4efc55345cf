import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { escapeHtml } from '@pawsook/shared/text/escape-html';
import { sendRouteNotFound } from '../../http/envelope.plugin';
import { DEV_PAGE_FONT_CSS } from '../../http/dev-page-font';
import { fromThisMachine } from '../../http/loopback';
import type { MailService } from './mail.service';

/** The images a mail carries in itself (data: PNGs, sent as inline attachments), to show them here as the member sees them. */
function inlineImages(html: string): { src: string; alt: string }[] {
  return [...html.matchAll(/<img src="(data:image\/png;base64,[A-Za-z0-9+/=]+)" alt="([^"]*)"/g)].map(([, src, alt]) => ({ src: src!, alt: alt! }));
}

/**
 * The development mailbox: what the shop would have sent, when no SMTP server is configured. It
 * holds every reset link, so unless switched on explicitly (`everyone`) it answers only clients
 * on this machine; anyone else gets the 404 of a path that does not exist.
 */
export function devMailboxRoutes(mail: MailService, audience: 'loopback' | 'everyone'): FastifyPluginAsyncZod {
  return async (app) => {
    if (audience === 'loopback') {
      app.addHook('onRequest', async (request, reply) => {
        if (!fromThisMachine(request)) return sendRouteNotFound(request, reply);
      });
    }

    app.get('/dev/mailbox.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await mail.mailbox()).map(({ status: _status, ...entry }) => entry);
    });

    app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
      const mails = await mail.mailbox();
      const items = mails
        .map(
          (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(new Date(m.createdAt).toLocaleString('en-GB', { timeZone: 'Asia/Bangkok' }))}</p>
  <ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>
  ${m.attachments.length > 0 ? `<p class="meta">Attached: ${m.attachments.map(escapeHtml).join(', ')}</p>` : ''}
  ${inlineImages(m.html)
    .map((image) => `<img src="${image.src}" alt="${image.alt}">`)
    .join('')}
  <details><summary>Text</summary><pre>${escapeHtml(m.text)}</pre></details>
</article>`,
        )
        .join('\n');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Pawsook mailbox (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#4b5563;font-size:.9rem}
pre{white-space:pre-wrap}a{color:#9a3412;word-break:break-all}img{display:block;max-width:100%;height:auto;margin:.5rem 0}${DEV_PAGE_FONT_CSS}</style></head>
<body><main><h1>Mailbox</h1><p>Mails the shop would have sent (no SMTP_URL is set), newest first.</p>
${items || '<p>No mails yet.</p>'}</main></body></html>`);
    });
  };
}
