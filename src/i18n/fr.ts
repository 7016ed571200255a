/**
 * The French catalogue: react-admin's French texts overlaid with every text of the console. Loaded on
 * demand (i18nProvider, sign-in page) so English visitors never download it.
 */
import { fr as frenchDateWords } from 'date-fns/locale/fr';
import frenchMessages from 'ra-language-french';
import { mergeTranslations } from 'ra-core';
import { auth } from './fr/auth';
import { charts } from './fr/charts';
import { check } from './fr/check';
import { common } from './fr/common';
import { configQr } from './fr/configQr';
import { configuration } from './fr/configuration';
import { domains } from './fr/domains';
import { exposure } from './fr/exposure';
import { home } from './fr/home';
import { health } from './fr/health';
import { history } from './fr/history';
import { homeFleet } from './fr/homeFleet';
import { layout } from './fr/layout';
import { logs } from './fr/logs';
import { names } from './fr/names';
import { nodes } from './fr/nodes';
import { palette } from './fr/palette';
import { refusals } from './fr/refusals';
import { services } from './fr/services';
import { tokens } from './fr/tokens';
import { validation } from './fr/validation';

export const appMessages = mergeTranslations(
  common,
  auth,
  layout,
  home,
  homeFleet,
  history,
  exposure,
  nodes,
  tokens,
  domains,
  services,
  logs,
  validation,
  refusals,
  palette,
  configQr,
  charts,
  configuration,
  names,
  check,
  health,
);

export const fr = mergeTranslations(frenchMessages, appMessages);

/** date-fns' French words (i18n/dateWords.ts), loaded with the catalogue. */
export const dateWords = frenchDateWords;
