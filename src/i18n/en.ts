/** The English catalogue: react-admin's defaults overlaid with every text of the console. */
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'ra-core';
import { auth } from './en/auth';
import { charts } from './en/charts';
import { check } from './en/check';
import { common } from './en/common';
import { configQr } from './en/configQr';
import { configuration } from './en/configuration';
import { domains } from './en/domains';
import { exposure } from './en/exposure';
import { home } from './en/home';
import { health } from './en/health';
import { history } from './en/history';
import { homeFleet } from './en/homeFleet';
import { layout } from './en/layout';
import { logs } from './en/logs';
import { names } from './en/names';
import { nodes } from './en/nodes';
import { palette } from './en/palette';
import { refusals } from './en/refusals';
import { services } from './en/services';
import { tokens } from './en/tokens';
import { validation } from './en/validation';

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

export const en = mergeTranslations(englishMessages, appMessages);
