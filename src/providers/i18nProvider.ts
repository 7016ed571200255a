/**
 * react-admin's i18nProvider: English bundled (the default), French loaded on demand when chosen (the
 * choice lives in react-admin's store key 'locale', so it survives reloads and sign-outs).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { registerDateWords } from '../i18n/dateWords';
import { en } from '../i18n/en';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';

/** Keys asked for but absent from the catalogue; tests fail when any appears. */
export const missingKeys = new Set<string>();

/**
 * The messages of `locale`, with date-fns' words for it; an unknown locale (an old stored choice)
 * falls back to English.
 */
export const loadMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
  locale === 'fr'
    ? import('../i18n/fr').then((module) => {
        registerDateWords('fr', module.dateWords);
        return module.fr;
      })
    : en;

export const i18nProvider = polyglotI18nProvider(loadMessages, DEFAULT_LOCALE, [...LOCALES], {
  // Show the key rather than crash, and remember it: a missing text is a defect the tests report.
  onMissingKey: (key: string) => {
    missingKeys.add(key);
    return key;
  },
});
