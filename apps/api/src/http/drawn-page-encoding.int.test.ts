import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';

const INDEX_HTML = `<!doctype html><html lang="th"><head><title>Pawsook</title></head><body><div id="root"></div></body></html>`;
// a stand-in for the web app's server bundle (dist/server/entry-server.js): a page long enough to compress, counting its draws
const ENTRY_SERVER = `
let draws = 0;
export async function renderPage(request) {
  draws++;
  return { status: 200, html: '<main>' + 'สินค้า ราคา '.repeat(400) + '<p id="draws">' + draws + '</p></main>', title: undefined, state: { lang: request.lang }, complete: true };
}
export function isAppPage() {
  return true;
}
`;

/** The raw answer, not decoded as fetch would: which encoding came and its bytes. */
function get(base: string, pathname: string, acceptEncoding?: string) {
  return new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(base + pathname, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a drawn page as the browser accepts it', () => {
  let shop: TestServer;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'pawsook-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(webDistDir, 'server'));
    writeFileSync(path.join(webDistDir, 'server', 'entry-server.js'), ENTRY_SERVER);
    shop = await startTestServer({}, { webDistDir });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('sends the kept page in brotli, gzip or as it is, the same page drawn once', async () => {
    const br = await get(shop.url, '/', 'gzip, deflate, br, zstd');
    const gzip = await get(shop.url, '/', 'gzip, deflate');
    const plain = await get(shop.url, '/');
    expect([br.encoding, gzip.encoding, plain.encoding]).toEqual(['br', 'gzip', undefined]);
    for (const answer of [br, gzip, plain]) expect(answer.vary).toMatch(/accept-encoding/);
    const html = plain.body.toString('utf8');
    expect(html).toContain('<p id="draws">1</p>');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(html);
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(html);
    expect(br.body.length).toBeLessThan(gzip.body.length);
  });

  // decision 0054: a guest's checkout is the same for every guest, a member's is theirs alone
  it("draws a guest's checkout and leaves a member's to the browser", async () => {
    const guest = await shop.request('/cart/checkout');
    expect(guest.text).toContain('id="pawsook-ssr-state"');
    const member = await shop.request('/cart/checkout', { headers: { cookie: 'pawsook_member_id=7; pawsook_access_token=t' } });
    expect(member.status).toBe(200);
    expect(member.text).not.toContain('id="pawsook-ssr-state"');
    expect(member.text).toContain('<div id="root"></div>');
  });
});
