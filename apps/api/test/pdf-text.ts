import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text of a PDF, page by page, as a text reader sees it (pdf.js through unpdf), for tests that
 * check what a document says. Noto Sans Thai draws ำ as the glyphs of ํ and า, so the PDF's text map
 * gives ำ back as those two characters; they are put together again here, as a reader's search does.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: string[]; text: string }> {
  // pdf.js takes the buffer over: hand it a copy so the caller's bytes stay readable
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    const pages = text.map((page) => page.replaceAll('\u0E4D\u0E32', '\u0E33'));
    return { pages, text: pages.join('\n') };
  } finally {
    await pdf.destroy();
  }
}
