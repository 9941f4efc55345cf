import { useEffect } from 'react';

export interface DocumentMeta {
  description: string;
  title: string;
  /** absolute URL */
  url: string;
  /** absolute URL */
  image?: string | null;
  type: 'article' | 'website';
}

const TAGS: Array<{ attribute: 'name' | 'property'; key: string; value: (meta: DocumentMeta) => string | null | undefined }> = [
  { attribute: 'name', key: 'description', value: (m) => m.description },
  { attribute: 'property', key: 'og:title', value: (m) => m.title },
  { attribute: 'property', key: 'og:description', value: (m) => m.description },
  { attribute: 'property', key: 'og:url', value: (m) => m.url },
  { attribute: 'property', key: 'og:type', value: (m) => m.type },
  { attribute: 'property', key: 'og:image', value: (m) => m.image },
];

/**
 * The page's description and Open Graph tags while it is shown, as the server wrote them for a
 * crawler (apps/api http/content-page-meta.ts); what was there before comes back when it goes. A
 * shopper who shares from the browser menu then shares this page, not the one they came from.
 */
export function useDocumentMeta(meta: DocumentMeta | null): void {
  const key = meta ? JSON.stringify(meta) : null;
  useEffect(() => {
    if (!key) return;
    const wanted = JSON.parse(key) as DocumentMeta;
    const restore: Array<() => void> = [];
    for (const tag of TAGS) {
      const value = tag.value(wanted);
      let element = document.head.querySelector<HTMLMetaElement>(`meta[${tag.attribute}="${tag.key}"]`);
      const before = element?.getAttribute('content') ?? null;
      if (!value && !element) continue;
      if (!element) {
        element = document.createElement('meta');
        element.setAttribute(tag.attribute, tag.key);
        document.head.append(element);
      }
      const placed = element;
      if (value) placed.setAttribute('content', value);
      else placed.remove();
      restore.push(() => {
        if (before === null) placed.remove();
        else {
          placed.setAttribute('content', before);
          if (!placed.isConnected) document.head.append(placed);
        }
      });
    }
    return () => restore.forEach((undo) => undo());
  }, [key]);
}
