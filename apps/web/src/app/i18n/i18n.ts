import { createI18n } from '../../lib/i18n';
import en from './locales/en.json';
import th from './locales/th.json';

export const i18n = createI18n({ th: { translation: th }, en: { translation: en } });
