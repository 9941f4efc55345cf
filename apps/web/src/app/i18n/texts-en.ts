import app from './locales/en.json';
import { mergeAll, type Catalog } from './catalog-merge';

/** The shop's English texts (not the back office's): one chunk, loaded only by a page shown in English. */
const features = import.meta.glob<Catalog>(
  [
    '../../features/*/locales/en.json',
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
