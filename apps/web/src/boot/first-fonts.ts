/**
 * The page's first script, inline in its head (decision 0055): it asks for the fonts the head
 * preloads as faces of their own, so they are ready when the browser first lays the page out.
 * A face of the stylesheet is only asked for by that first layout, and is ready a moment after
 * it: the browser then lays the whole page out again, a long task on a phone (a third of the
 * home page's blocking time). Each preload link names its face (family, weight, characters) as
 * `src/fonts.css` declares it; the stylesheet's faces stay for a browser without this script.
 *
 * Kept to what an inline script may use before anything else has run: it is written into
 * index.html as the source of this one function.
 */
export function loadFirstFonts(): void {
  if (typeof FontFace !== 'function') return;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-font-family]')) {
    const { fontFamily = '', fontWeight, unicodeRange } = link.dataset;
    const face = new FontFace(fontFamily, `url(${link.href})`, { weight: fontWeight, unicodeRange, display: 'optional' });
    document.fonts.add(face);
    // a face that fails to load leaves the stylesheet's own
    face.load().catch(() => undefined);
  }
}
