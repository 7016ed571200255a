/**
 * Without react-admin's catalogue, in the language of react-admin's store key 'locale' so that the
 * console starts in the same language.
 */
import Polyglot from 'node-polyglot';
import { useCallback, useEffect, useState } from 'react';
import { auth } from '../i18n/en/auth';
import { common } from '../i18n/en/common';
import { validation } from '../i18n/en/validation';
import { DEFAULT_LOCALE, LOCALES, isAppLocale, type AppLocale } from '../i18n/locales';
import { readPreference, writePreference } from '../providers/preferences';
import type { SignInLanguage, Translate } from './SignInForm';

type Parts = readonly object[];

const ENGLISH: Parts = [common, auth, validation];

const loadParts = async (locale: AppLocale): Promise<Parts> => {
  if (locale === 'fr') {
    const [fr, frAuth, frValidation] = await Promise.all([
      import('../i18n/fr/common'),
      import('../i18n/fr/auth'),
      import('../i18n/fr/validation'),
    ]);
    return [fr.common, frAuth.auth, frValidation.validation];
  }
  return ENGLISH;
};

export const createSignInTranslate = (locale: AppLocale = DEFAULT_LOCALE, parts: Parts = ENGLISH): Translate => {
  const polyglot = new Polyglot({ locale });
  parts.forEach((part) => polyglot.extend(part));
  return (key, options) => polyglot.t(key, options);
};

export const loadSignInTranslate = async (locale: AppLocale): Promise<Translate> =>
  createSignInTranslate(locale, await loadParts(locale));

export const storedLocale = (): AppLocale => {
  const stored = readPreference<string>('locale');
  return isAppLocale(stored) ? stored : DEFAULT_LOCALE;
};

interface Texts {
  locale: AppLocale;
  translate: Translate;
}

/** `texts` is null while a non-English catalogue loads, so that English never flashes by. */
export const useSignInTexts = (): { texts: Texts | null; language: SignInLanguage } => {
  const [locale, setLocale] = useState<AppLocale>(storedLocale);
  const [texts, setTexts] = useState<Texts | null>(() =>
    locale === DEFAULT_LOCALE ? { locale, translate: createSignInTranslate() } : null,
  );

  useEffect(() => {
    if (texts?.locale === locale) return;
    let current = true;
    loadSignInTranslate(locale)
      .then((translate) => current && setTexts({ locale, translate }))
      // The chunk could not be fetched (offline, new deployment): keep the page usable in English.
      .catch(() => current && setTexts({ locale, translate: createSignInTranslate() }));
    return () => {
      current = false;
    };
  }, [locale, texts]);

  const change = useCallback((next: string) => {
    if (!isAppLocale(next)) return;
    writePreference('locale', next);
    setLocale(next);
  }, []);

  return { texts, language: { locale: texts?.locale ?? locale, locales: LOCALES, onChange: change } };
};
