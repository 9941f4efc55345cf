// The tax documents' PDF drawn by the bundled server: the bundle keeps pdfkit, fontkit and the font
// package in node_modules and finds Noto Sans Thai from apps/api/dist as it does from the sources.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfText } from '../apps/api/test/pdf-text';
import type { drawTaxDocumentPdf } from '../apps/api/src/modules/tax-documents/tax-document-pdf';
import { richInvoice } from '../apps/api/src/modules/tax-documents/tax-document-pdf.fixture';
import { repositoryRoot, serverBuildOptions } from './server-build-options';

// inside the server's own (ignored) bundle folder, so node_modules is found from the same place
mkdirSync(path.join(repositoryRoot, 'apps/api/dist'), { recursive: true });
const outdir = mkdtempSync(path.join(repositoryRoot, 'apps/api/dist/pdf-check-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the bundled server', { timeout: 60_000 }, () => {
  it('draws a tax invoice in Noto Sans Thai', async () => {
    await build({
      ...serverBuildOptions(),
      entryPoints: { 'tax-document-pdf': path.join(repositoryRoot, 'apps/api/src/modules/tax-documents/tax-document-pdf.ts') },
      outdir,
      sourcemap: false,
    });
    const bundled = (await import(pathToFileURL(path.join(outdir, 'tax-document-pdf.js')).href)) as { drawTaxDocumentPdf: typeof drawTaxDocumentPdf };
    const { text } = await pdfText(await bundled.drawTaxDocumentPdf(richInvoice()));
    expect(text).toContain('ใบกำกับภาษี / Tax invoice');
    expect(text).toContain('บริษัท พาวสุข จำกัด');
  });
});
