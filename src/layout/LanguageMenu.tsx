import { LocalesMenuButton, useLocales } from 'react-admin';

/** Shown only when more than one locale is available. */
export const LanguageMenu = () => (useLocales().length > 1 ? <LocalesMenuButton /> : null);
