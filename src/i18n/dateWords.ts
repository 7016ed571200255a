/**
 * date-fns' words per console locale (month names, "il y a 3 minutes"), for the display formats
 * (components/format.ts). English is bundled; French arrives with its catalogue (i18n/fr.ts, loaded by
 * the i18n provider when chosen), so English visitors do not download it.
 */
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

const words: Record<string, Locale> = { en: enUS };

/** The words for `locale`: English for an unknown locale or one not loaded yet. */
export const dateWordsFor = (locale: string): Locale => words[locale] ?? enUS;

export const registerDateWords = (locale: string, localeWords: Locale): void => {
  words[locale] = localeWords;
};
