import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyPluginAsync } from 'fastify';

/** Noto Sans Thai as the tax documents' PDFs use it (OFL, node_modules/@expo-google-fonts/noto-sans-thai). */
const FONT_FILE = '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf';
const FONT_PATH = '/dev/fonts/noto-sans-thai.ttf';

/**
 * The style the shop's own tool pages (the development mailbox, the LINE messages sandbox) end
 * theirs with: their Thai reads on a machine without a Thai font (a server, a container's browser).
 */
export const DEV_PAGE_FONT_CSS = `@font-face{font-family:'Noto Sans Thai';src:url(${FONT_PATH}) format('truetype')}body{font-family:'Noto Sans Thai',system-ui,sans-serif}`;

/** Serves that font (47 kB), read on the first request for it rather than at every start. */
export const devPageFontRoutes: FastifyPluginAsync = async (app) => {
  let font: Promise<Buffer> | undefined;
  app.get(FONT_PATH, { schema: { hide: true } }, async (_request, reply) => {
    font ??= readFile(createRequire(import.meta.url).resolve(FONT_FILE));
    return reply
      .type('font/ttf')
      .header('cache-control', 'public, max-age=86400')
      .send(await font);
  });
};
