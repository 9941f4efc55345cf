import { describe, expect, it } from 'vitest';
import { aboutUs } from './about-us';
import { howToOrder } from './how-to-order';
import type { Bilingual, InfoDocument } from './info-document';
import { international } from './international';
import { termsConditions } from './terms-conditions';

const documents: Record<string, Bilingual<InfoDocument>> = {
  aboutUs,
  howToOrder,
  termsConditions,
  international,
};

function collectStrings(value: unknown, path: string, found: { path: string; text: string }[]) {
  if (typeof value === 'string') {
    found.push({ path, text: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collectStrings(item, `${path}[${index}]`, found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collectStrings(item, `${path}.${key}`, found);
  }
  return found;
}

describe.each(Object.entries(documents))('%s', (_name, doc) => {
  it('has a title, a lead and at least one section in both languages', () => {
    for (const version of [doc.th, doc.en]) {
      expect(version.title.trim()).not.toBe('');
      expect(version.lead.trim()).not.toBe('');
      expect(version.sections.length).toBeGreaterThan(0);
    }
  });

  it('has the same sections, with the same ids, in Thai and English', () => {
    expect(doc.th.sections).toHaveLength(doc.en.sections.length);
    expect(doc.th.sections.map((section) => section.id)).toEqual(doc.en.sections.map((section) => section.id));
  });

  it('gives every section a unique id', () => {
    const ids = doc.th.sections.map((section) => section.id);
    expect(ids.every((id) => id !== undefined && id.trim() !== '')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has the same number of paragraphs, bullets and steps in each Thai and English section', () => {
    doc.th.sections.forEach((th, index) => {
      const en = doc.en.sections[index];
      expect(en, `section ${th.id}`).toBeDefined();
      expect(th.paragraphs?.length ?? 0, `paragraphs of ${th.id}`).toBe(en?.paragraphs?.length ?? 0);
      expect(th.bullets?.length ?? 0, `bullets of ${th.id}`).toBe(en?.bullets?.length ?? 0);
      expect(th.steps?.length ?? 0, `steps of ${th.id}`).toBe(en?.steps?.length ?? 0);
    });
  });

  it('has no empty string anywhere', () => {
    const empty = collectStrings(doc, 'doc', []).filter(({ text }) => text.trim() === '');
    expect(empty.map(({ path }) => path)).toEqual([]);
  });
});

describe('aboutUs', () => {
  // The page appends the live contact list under this id, so no section may take it.
  it('leaves the contact-us-section id to the page', () => {
    expect(aboutUs.th.sections.map((section) => section.id)).not.toContain('contact-us-section');
  });
});
