/** The words for a row's protection and flags, shared by the table, the stacked rows and the CSV. */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ExposureRow, Tls } from './exposureRow';
import { adminPortOf, ADMIN_OR_DATABASE_PORTS, type RiskFlag } from '../services';

const TLS_KEY: Record<Tls, string> = {
  certbot: 'certbot',
  'self-signed': 'self_signed',
  gateway_default: 'gateway_default',
  unknown_domain: 'unknown_domain',
  none: 'none',
};

export interface ProtectionTexts {
  signIn: (row: ExposureRow) => string;
  tls: (row: ExposureRow) => string;
  allowList: (row: ExposureRow) => string;
  /** Null without a block list. */
  blockList: (row: ExposureRow) => string | null;
  flag: (flag: RiskFlag) => string;
  flagHelp: (flag: RiskFlag) => string;
  /** The admin or database port a row's flag is about, e.g. "Port 5432 (PostgreSQL)". */
  flagDetail: (row: ExposureRow, flag: RiskFlag) => string | null;
}

export const useProtectionTexts = (): ProtectionTexts => {
  const translate = useTranslate();
  return useMemo(
    () => ({
      signIn: (row) => translate(`app.exposure.sign_in.${row.signIn}`),
      tls: (row) => translate(`app.exposure.tls.${TLS_KEY[row.tls]}`),
      allowList: (row) =>
        row.allowList.length ? translate('app.exposure.allow_list', { ips: row.allowList.join(', ') }) : translate('app.exposure.no_allow_list'),
      // The reference stores an HTTP service's block list but never applies it (API-FACTS §12.35).
      blockList: (row) =>
        row.blockList.length
          ? translate(row.type === 'http' ? 'app.exposure.block_list_ignored' : 'app.exposure.block_list', { ips: row.blockList.join(', ') })
          : null,
      flag: (flag) => translate(`app.exposure.flag.${flag}`),
      flagHelp: (flag) => translate(`app.exposure.flag_help.${flag}`),
      flagDetail: (row, flag) => {
        if (flag !== 'admin_port_open') return null;
        const { port, backendPort } = row.service as { port?: number; backendPort?: number };
        const found = adminPortOf([port ?? -1, backendPort ?? -1]);
        return found === undefined ? null : translate('app.exposure.flag_port', { port: found, service: ADMIN_OR_DATABASE_PORTS.get(found) });
      },
    }),
    [translate],
  );
};
