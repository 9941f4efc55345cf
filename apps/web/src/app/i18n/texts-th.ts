import app from './locales/th.json';
import { mergeAll, type Catalog } from './catalog-merge';

/** The shop's Thai texts (not the back office's): one chunk, loaded only by a page shown in Thai. */
const features = import.meta.glob<Catalog>(
  [
    '../../features/*/locales/th.json',
    '!../../features/staff/locales/*.json',
    '!../../features/staff-*/locales/*.json',
    '!../../features/back-office/locales/*.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);

export const texts = mergeAll(app as Catalog, features);
