/** Helpers of the i18n tests: flattened catalogues, placeholders, plural forms and the source files. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { mergeTranslations } from 'react-admin';
import { en as demoEn } from '../../../src/demo/i18n/en';
import { fr as demoFr } from '../../../src/demo/i18n/fr';
import { appMessages as enApp, en } from '../../../src/i18n/en';
import { appMessages as frApp, fr } from '../../../src/i18n/fr';

export type Flat = Record<string, string>;

/** { a: { b: 'x' } } → { 'a.b': 'x' }; a non-string leaf is kept as its JSON so that tests see it. */
export const flatten = (messages: object, prefix = '', out: Flat = {}): Flat => {
  for (const [key, value] of Object.entries(messages)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value as object, name, out);
    else out[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return out;
};

export const catalogues = {
  /** The console's own texts (src/i18n/en/*.ts, src/i18n/fr/*.ts) and the demo's (src/demo/i18n). */
  enApp: flatten(mergeTranslations(enApp, demoEn)),
  frApp: flatten(mergeTranslations(frApp, demoFr)),
  /** What the i18nProvider serves in production: react-admin's texts overlaid with the console's. */
  en: flatten(en),
  fr: flatten(fr),
  /** The demo controls' own texts (src/demo/i18n), served in demo builds only on top of `en` / `fr`. */
  demoEn: flatten(demoEn),
  demoFr: flatten(demoFr),
  /** What the i18nProvider serves in a demo build (createI18nProvider with the demo's texts). */
  enInDemo: flatten(mergeTranslations(en, demoEn)),
  frInDemo: flatten(mergeTranslations(fr, demoFr)),
  raEnglish: flatten(englishMessages),
  raFrench: flatten(frenchMessages),
};

/** The %{name} placeholders of a text, sorted and without duplicates. */
export const placeholders = (text: string): string[] => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** Polyglot's plural forms are separated by '||||'. */
export const pluralForms = (text: string): number => text.split('||||').length;

export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
export const SRC = path.join(ROOT, 'src');

/** src/demo: loaded by demo builds only, so its keys may come from the demo's catalogue. */
export const isDemoSource = (file: string): boolean => file.startsWith(path.join(SRC, 'demo') + path.sep);

/** Every file under src/ ending with one of `extensions`, generated code and the catalogues excluded. */
export const sourceFiles = (extensions: string[]): string[] => {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(SRC, 'i18n')) walk(full);
      } else if (extensions.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.gen.ts') && !entry.name.endsWith('.d.ts')) {
        found.push(full);
      }
    }
  };
  walk(SRC);
  return found.sort();
};

export const readSource = (file: string): string => readFileSync(file, 'utf8');

export const relative = (file: string): string => path.relative(ROOT, file);
