import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';

// the shell's first-fonts script (decision 0055), as the web build writes it
const SCRIPT = '(function loadFirstFonts() { document.fonts; })()';
const INDEX_HTML = `<!doctype html><html lang="th"><head><title>Pawsook</title><script>${SCRIPT}</script></head><body><div id="root"></div></body></html>`;

describe("the app's inline script and the content security policy", () => {
  let shop: TestServer;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'pawsook-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
    shop = await startTestServer({}, { webDistDir });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('names the script of the page it serves, on its pages and its API answers alike, and no other inline script', async () => {
    const hash = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;
    for (const pathname of ['/', '/account/orders', '/livez']) {
      const response = await fetch(shop.url + pathname);
      const scriptSrc = response.headers
        .get('content-security-policy')
        ?.split(';')
        .find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc, pathname).toBe(`script-src 'self' ${hash}`);
    }
    expect(await (await fetch(`${shop.url}/`)).text()).toContain(`<script>${SCRIPT}</script>`);
  });
});
