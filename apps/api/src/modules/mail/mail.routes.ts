import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MailService } from './mail.service';
import { escapeHtml } from '@pawsook/shared/text/escape-html';

/** The development mailbox: what the shop would have sent, when no SMTP server is configured. */
export function devMailboxRoutes(mail: MailService): FastifyPluginAsyncZod {
  return async (app) => {
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
  <details><summary>Text</summary><pre>${escapeHtml(m.text)}</pre></details>
</article>`,
        )
        .join('\n');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Pawsook mailbox (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#4b5563;font-size:.9rem}
pre{white-space:pre-wrap}a{color:#9a3412;word-break:break-all}</style></head>
<body><main><h1>Mailbox</h1><p>Mails the shop would have sent (no SMTP_URL is set), newest first.</p>
${items || '<p>No mails yet.</p>'}</main></body></html>`);
    });
  };
}
