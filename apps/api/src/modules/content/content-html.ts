import sanitizeHtml from 'sanitize-html';

/** Where the editor's uploads are served from: the only images a body may show. */
export const CONTENT_IMAGE_PREFIX = '/images/content/';
const UPLOADED_IMAGE = /^\/images\/content\/[A-Za-z0-9_-]{10,40}\.webp$/;
/** A link of the shop's own (`/…`, not `//host`) or a page on the web. */
const SHOP_PATH = /^\/(?!\/)/;

/**
 * The rules a body's HTML is kept to (decision 0040), whatever sent it: the headings, paragraphs,
 * marks, lists, quotes and links the editor makes, and images from our upload path only. No
 * script, style, iframe, form or event attribute; links only to http(s), mailto and tel, or a
 * path of the shop; a link that leaves the shop opens apart from it (noopener noreferrer).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'strong', 'em', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'hr'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // the article's title is its one h1
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const leaves = !SHOP_PATH.test(href) && /^https?:/i.test(href);
      const kept: Record<string, string> = { href };
      if (attribs.title) kept.title = attribs.title;
      if (leaves) Object.assign(kept, { target: '_blank', rel: 'noopener noreferrer' });
      return { tagName, attribs: kept };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !UPLOADED_IMAGE.test(frame.attribs.src ?? ''),
};

/** A body as the shop stores and serves it: the sanitised form of what staff sent. */
export function sanitiseContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
