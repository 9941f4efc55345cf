import type { InfoDocument } from './content/info-document';

export interface OutlineEntry {
  id: string;
  heading: string;
}

/** A table of contents is worth showing from this many sections on. */
export const TOC_MIN_SECTIONS = 4;

/** Stable anchor ids for the sections: the content's own id, or `section-N`. */
export function sectionIds(document: InfoDocument): string[] {
  const used = new Set<string>();
  return document.sections.map((section, index) => {
    let id = section.id?.trim() || `section-${index + 1}`;
    while (used.has(id)) id = `${id}-${index + 1}`;
    used.add(id);
    return id;
  });
}

export function outline(document: InfoDocument, extra: readonly OutlineEntry[] = []): OutlineEntry[] {
  const ids = sectionIds(document);
  return [...document.sections.map((section, index) => ({ id: ids[index] ?? `section-${index + 1}`, heading: section.heading })), ...extra];
}
