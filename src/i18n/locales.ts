/**
 * The console's languages, shared by react-admin's i18nProvider and the light sign-in page (which must
 * not load react-admin). English is the default and is always bundled; the others load on demand.
 */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
] as const;

export type AppLocale = (typeof LOCALES)[number]['locale'];

export const DEFAULT_LOCALE: AppLocale = 'en';

export const isAppLocale = (value: unknown): value is AppLocale => LOCALES.some(({ locale }) => locale === value);
