import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULE_SOURCES, pageModuleLinks } from './page-modules';
import type { ManifestChunk } from './web-manifest';

const manifest: Record<string, ManifestChunk> = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_vendor-v1.js'] },
  '_vendor-v1.js': { file: 'assets/vendor-v1.js' },
  '_start-app-s1.js': { file: 'assets/start-app-s1.js', imports: ['_vendor-v1.js'] },
  '_dialog-d1.js': { file: 'assets/dialog-d1.js', imports: ['_vendor-v1.js'] },
  'src/features/cart/routes/checkout-route.tsx': {
    file: 'assets/checkout-route-c1.js',
    imports: ['_vendor-v1.js', '_start-app-s1.js', '_dialog-d1.js', 'index.html'],
  },
  'src/features/members/components/member-dialog-panels.tsx': { file: 'assets/member-dialog-panels-m1.js', imports: ['_dialog-d1.js', '_forms-f1.js'] },
  '_forms-f1.js': { file: 'assets/forms-f1.js' },
  'src/app/pages/product-pages.tsx': { file: 'assets/product-pages-p1.js', imports: ['_start-app-s1.js'] },
};
const indexHtml = '<link rel="modulepreload" crossorigin href="/assets/vendor-v1.js"><link rel="modulepreload" crossorigin href="/assets/start-app-s1.js">';
const files = (links: string) => [...links.matchAll(/href="\/([^"]+)"/g)].map((match) => match[1]);

describe('pageModuleLinks', () => {
  const links = pageModuleLinks(manifest);

  it("names a guest's checkout code and the log-in dialog's, with what they import beyond the app's start", () => {
    expect(files(links('/cart/checkout', true, indexHtml))).toEqual([
      'assets/checkout-route-c1.js',
      'assets/dialog-d1.js',
      'assets/member-dialog-panels-m1.js',
      'assets/forms-f1.js',
    ]);
  });

  it("names only the checkout's code for a member, the route's code on a drawn page, and nothing elsewhere", () => {
    expect(files(links('/cart/checkout', false, indexHtml))).toEqual(['assets/checkout-route-c1.js', 'assets/dialog-d1.js']);
    expect(files(links('/en/product/920000001', true, indexHtml))).toEqual(['assets/product-pages-p1.js']);
    expect(links('/', true, indexHtml)).toBe('');
    expect(links('/user/account/profile', true, indexHtml)).toBe('');
  });

  it('names nothing without a manifest (the router still loads the code)', () => {
    expect(pageModuleLinks(null)('/cart/checkout', true, '')).toBe('');
  });

  it("names modules that exist in the web app's sources", () => {
    for (const source of PAGE_MODULE_SOURCES) expect(existsSync(path.resolve(import.meta.dirname, '../../../web', source)), source).toBe(true);
  });
});
