// @vitest-environment node
/**
 * Issue 8 point 5 (a): French is a complete second locale. Every key of the English catalogue exists in
 * French and vice versa, with the same placeholders and the same number of plural forms (a phrase
 * without smart_count must not gain '||||', or polyglot would show it whole).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/i18n/locales';
import { catalogues, placeholders, pluralForms } from './catalogue';

const { enApp, frApp, en, fr, raEnglish, raFrench, demoEn, demoFr } = catalogues;

const missingFrom = (from: Record<string, string>, reference: Record<string, string>) =>
  Object.keys(reference).filter((key) => !(key in from));

describe('the app catalogue in French', () => {
  it('has every English key', () => {
    expect(missingFrom(frApp, enApp)).toEqual([]);
  });

  it('has no key English lacks', () => {
    expect(missingFrom(enApp, frApp)).toEqual([]);
  });

  it('keeps the placeholders of each English text', () => {
    const mismatches = Object.keys(enApp)
      .filter((key) => key in frApp)
      .filter((key) => placeholders(enApp[key]).join() !== placeholders(frApp[key]).join())
      .map((key) => ({ key, en: enApp[key], fr: frApp[key] }));
    expect(mismatches).toEqual([]);
  });

  it('keeps the number of plural forms of each English text', () => {
    const mismatches = Object.keys(enApp)
      .filter((key) => key in frApp && pluralForms(enApp[key]) !== pluralForms(frApp[key]))
      .map((key) => ({ key, en: enApp[key], fr: frApp[key] }));
    expect(mismatches).toEqual([]);
  });

  it('holds only non-empty texts', () => {
    const bad = Object.entries({ ...frApp }).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(bad).toEqual([]);
  });

  it('is translated: a French text equal to its English one is a known cognate or a proper name', () => {
    // Words spelled the same in both languages, product and protocol names, and symbols.
    const SAME = new Set([
      'app.name', // the product's name
      'app.action.actions',
      'app.nodes.fields.actions',
      'app.services.fields.actions',
      'app.tokens.fields.actions',
      'app.nodes.fields.type',
      'app.nodes.type.local',
      'app.nodes.form.interface',
      'app.appbar.documentation',
      'app.home.help.documentation',
      'app.home.help.github', // GitHub
      'app.domains.ssl.certbot', // Let's Encrypt
      'app.services.fields.proxy', // 'Proxy ->'
      'app.nodes.ready.terminal', // 'Wiredoor CLI', a program's name
      'app.logs.action.pause',
      'app.logs.filter.level.info',
      'app.errors.server_said', // '%{message}': the gateway's own words, in whatever language it speaks
      'app.nodes.status_filter.option', // '%{status} %{count}': a translated word and a number
      'resources.nodes.fields.isGateway', // 'Type'
      'app.exposure.columns.protection',
      'app.exposure.columns.actions',
      'app.exposure.csv.type',
      'app.exposure.csv.tls', // a protocol's name
      'app.exposure.flag_port', // 'Port %{port} (%{service})'
      'app.menu.configuration', // 'Configuration', the same word
      'app.configuration.title',
      'app.form.name_counter', // '32/40'
      // Words French uses as they are, and a unit.
      'app.check.steps.tunnel',
      'app.check.steps.backend',
      'app.check.steps.tcp_backend',
      'app.check.steps.protection',
      'app.health.chart.ms', // '%{value} ms'
      'app.health.chart.table_backend', // 'Backend (ms)'
      'app.health.chart.table_tunnel', // 'Tunnel (ms)'
    ]);
    const untranslated = Object.keys(enApp).filter((key) => enApp[key] === frApp[key] && !SAME.has(key));
    expect(untranslated).toEqual([]);
  });
});

describe('the catalogues the i18nProvider serves', () => {
  it('offers English and Français', () => {
    expect(LOCALES).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'fr', name: 'Français' },
    ]);
  });

  it("cover react-admin's own keys in both languages", () => {
    expect(missingFrom(en, raEnglish)).toEqual([]);
    expect(missingFrom(fr, raEnglish)).toEqual([]);
    expect(missingFrom(fr, raFrench)).toEqual([]);
  });

  it('have the same keys in English and French', () => {
    expect(missingFrom(fr, en)).toEqual([]);
    expect(missingFrom(en, fr)).toEqual([]);
  });

  it("add, in a demo build, the demo controls' texts (src/demo/i18n) and change none of the console's", () => {
    expect(Object.keys(demoEn)).toContain('app.demo.tunnel.bring_up');
    expect(Object.keys(demoEn).sort()).toEqual(Object.keys(demoFr).sort());
    // Production serves none of them: they live only in the demo's catalogue.
    expect(Object.keys(demoEn).filter((key) => key in en || key in raEnglish)).toEqual([]);
    expect(Object.keys(demoFr).filter((key) => key in fr || key in raFrench)).toEqual([]);
  });

  it('ask, in the react-admin texts the console overrides, only for values react-admin passes', () => {
    // Values react-admin passes that its own English text leaves unused (read from its source).
    const passedToo: Record<string, string[]> = { 'ra.sort.sort_by': ['field'] }; // DatagridHeaderCell, SortButton
    const overridden = Object.keys(en).filter((key) => key.startsWith('ra.') && key in enApp);
    const mismatches = overridden.filter(
      (key) => !placeholders(en[key]).every((name) => placeholders(raEnglish[key]).includes(name) || passedToo[key]?.includes(name)),
    );
    expect(mismatches).toEqual([]);
  });
});
