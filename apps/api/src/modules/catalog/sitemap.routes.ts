import { constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { acceptsGzip } from '../../http/encoded-answer';
import type { LiveCatalog } from './live-catalog.service';
import { robotsTxt, sitemapXml } from './sitemap';

/**
 * /robots.txt and /sitemap.xml for search engines. The sitemap is written once per change of the
 * lists (a catalogue of 10,000 products is a few megabytes of XML), not per order, and kept
 * gzipped beside: it names the products for sale, which no stock figure changes.
 */
export function sitemapRoutes(live: Pick<LiveCatalog, 'current'>, origin: string) {
  return async (app: FastifyInstance) => {
    let cached: { lists: object; xml: Buffer; gzip: Buffer } | null = null;
    const current = () => {
      const snapshot = live.current();
      if (cached?.lists !== snapshot.shown.lists) {
        const xml = Buffer.from(sitemapXml(snapshot, origin));
        cached = { lists: snapshot.shown.lists, xml, gzip: gzipSync(xml, { level: constants.Z_BEST_COMPRESSION }) };
      }
      return cached;
    };
    const robots = robotsTxt(origin);

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robots),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const { xml, gzip } = current();
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').header('vary', 'accept-encoding');
      if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(xml);
      return reply.header('content-encoding', 'gzip').send(gzip);
    });
  };
}
