import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { FileArea } from '../files/file-store';
import type { HotFiles } from '../files/hot-files';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const IMMUTABLE = `public, max-age=${ONE_YEAR_MS / 1000}, immutable`;

/**
 * An area's images, public under `prefix` (review photos, product photos, the editor's images):
 * files named by random bits that never change, so cached for a year. From a folder, as static
 * files; from the object store, read by this instance (through the hot files in memory), so every
 * instance serves every upload and the bucket itself stays private.
 */
export function publicImagesRoutes(area: FileArea, prefix: string, hot: HotFiles): FastifyPluginAsync {
  return async (app) => {
    if (area.dir !== null) {
      mkdirSync(area.dir, { recursive: true });
      await app.register(fastifyStatic, { root: area.dir, prefix, decorateReply: false, index: false, maxAge: ONE_YEAR_MS, immutable: true });
      return;
    }
    app.get<{ Params: { name: string } }>(`${prefix}:name`, { schema: { hide: true } }, async (request, reply) => {
      const { name } = request.params;
      const file = await hot.read(`${area.name}/${name}`, () => area.get(name));
      if (!file) return reply.callNotFound();
      reply.type(file.contentType).header('cache-control', IMMUTABLE);
      if (file.etag) {
        reply.header('etag', file.etag);
        if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      }
      return reply.send(file.bytes);
    });
  };
}
