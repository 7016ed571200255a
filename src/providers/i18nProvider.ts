import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../i18n/en';

/** Keys asked for but absent from the catalogue; tests fail when any appears. */
export const missingKeys = new Set<string>();

export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
  // Show the key rather than crash, and remember it: a missing text is a defect the tests report.
  onMissingKey: (key: string) => {
    missingKeys.add(key);
    return key;
  },
});
