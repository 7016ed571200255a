export const API_BASE = '/api';

/** The production environment flag (SPEC §1): secure cookie, no development logging. */
export const IS_PRODUCTION = import.meta.env.PROD;

/** A demo build: the dev server's in-browser demo or `npm start`'s dist-demo/, never dist/ (demo controls shown). */
export const IS_DEMO: boolean = __DEMO__;

export const links = {
  repository: 'https://github.com/wiredoor/wiredoor',
  documentation: 'https://www.wiredoor.net/docs',
  contact: 'https://github.com/wiredoor/wiredoor/issues',
  terms: 'https://github.com/wiredoor/wiredoor/blob/main/TERMS.md',
  cliDocs: 'https://www.wiredoor.net/docs/cli',
  cliRepository: 'https://github.com/wiredoor/wiredoor-cli',
  dockerGateway: 'https://www.wiredoor.net/docs/docker-gateway',
  kubernetesGateway: 'https://www.wiredoor.net/docs/kubernetes-gateway',
  homeAssistantAddon: 'https://github.com/wiredoor/home-assistant-wiredoor-addon',
  sponsor: 'https://github.com/sponsors/wiredoor',
  wireguardInstall: 'https://www.wireguard.com/install/',
  clientImage: 'https://www.wiredoor.net/docs/docker-gateway',
  kubernetesChart: 'https://www.wiredoor.net/docs/kubernetes-gateway',
} as const;

/** Business constants of SPEC §9. */
export const constants = {
  toastDuration: 6000,
  defaultRedirect: '/',
  defaultKeepalive: 25,
  pageSize: 10,
  cardPageSize: 5,
  tokenPageSize: 5,
  autocompleteDelay: 300,
  autocompleteCloseDelay: 150,
  copyConfirmMs: 2000,
  logLineCap: 1000,
  logReconnectMs: 1000,
  tokenMinTableHeight: 230,
} as const;

/** The gateway's own order (id ascending): lists sort by it unless the user picks a column. */
export const naturalOrder = { field: 'id', order: 'ASC' } as const;

export const devLog = (...args: unknown[]): void => {
  if (!IS_PRODUCTION) console.warn(...args);
};
