import { createI18n } from '../../lib/i18n';
import { catalogs } from './resources';

export const i18n = createI18n({ th: { translation: catalogs.th }, en: { translation: catalogs.en } });
