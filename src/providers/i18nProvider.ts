/** French loads only when chosen; a demo build adds its own controls' texts on top. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations, type I18nProvider, type StringMap, type TranslationMessages } from 'ra-core';
import { registerDateWords } from '../i18n/dateWords';
import { en } from '../i18n/en';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';

/** Keys asked for but absent from the catalogue; tests fail when any appears. */
export const missingKeys = new Set<string>();

export type ExtraMessages = Record<string, StringMap>;

/** An unknown locale (an old stored choice) falls back to English. */
export const loadMessages = (locale: string, extra: ExtraMessages = {}): TranslationMessages | Promise<TranslationMessages> => {
  const added = extra[locale === 'fr' ? 'fr' : 'en'];
  const withAdded = (messages: TranslationMessages) => (added ? mergeTranslations(messages, added) : messages);
  return locale === 'fr'
    ? import('../i18n/fr').then((module) => {
        registerDateWords('fr', module.dateWords);
        return withAdded(module.fr);
      })
    : withAdded(en);
};

export const createI18nProvider = (extra: ExtraMessages = {}): I18nProvider =>
  polyglotI18nProvider((locale) => loadMessages(locale, extra), DEFAULT_LOCALE, [...LOCALES], {
    // Show the key rather than crash, and remember it: a missing text is a defect the tests report.
    onMissingKey: (key: string) => {
      missingKeys.add(key);
      return key;
    },
  });

export const i18nProvider = createI18nProvider();
