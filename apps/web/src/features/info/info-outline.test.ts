import { describe, expect, it } from 'vitest';
import { outline, sectionIds } from './info-outline';

const doc = {
  title: 'T',
  lead: 'L',
  sections: [{ id: 'who-we-are', heading: 'Who we are' }, { heading: 'No id' }, { id: 'who-we-are', heading: 'Duplicate' }],
};

describe('info outline', () => {
  it('uses the content ids, numbers the rest and never repeats an id', () => {
    expect(sectionIds(doc)).toEqual(['who-we-are', 'section-2', 'who-we-are-3']);
  });

  it('lists the sections then any extra ones', () => {
    expect(outline(doc, [{ id: 'contact-us-section', heading: 'Contact us' }]).map((e) => e.id)).toEqual([
      'who-we-are',
      'section-2',
      'who-we-are-3',
      'contact-us-section',
    ]);
  });
});
