/** A byte-order mark first, so that spreadsheets read the file as UTF-8. */
import { useCallback } from 'react';
import { downloadCSV, useTranslate, type Exporter } from 'react-admin';
import type { ServiceHealth } from '../providers/live';
import { useHealthText } from '../services';
import { toCsv } from './csv';
import { healthOfRow } from './ExposureHealth';
import { nodeColumnLabel, type ExposureRow } from './exposureRow';
import { useProtectionTexts } from './useProtectionTexts';

export const useExposureExporter = (health: ReadonlyMap<string, ServiceHealth>): Exporter<ExposureRow> => {
  const translate = useTranslate();
  const texts = useProtectionTexts();
  const healthText = useHealthText();
  return useCallback(
    (rows: ExposureRow[]) => {
      const column = (name: string) => translate(`app.exposure.csv.${name}`);
      const header = [
        'type', 'name', 'endpoint', 'node', 'node_state', 'state', 'expires_at', 'sign_in',
        'allowed_ips', 'blocked_ips', 'blocked_ips_applied', 'tls', 'flags',
      ].map(column);
      header.push(translate('app.health.csv'));
      const lines = rows.map((row) => [
        row.kind,
        row.name,
        row.endpoint,
        row.nodeName || translate('app.exposure.node_id', { id: row.nodeId }),
        translate(nodeColumnLabel(row.nodeState)),
        translate(`app.exposure.state.${row.availability}`),
        row.expiresAt === null ? '' : new Date(row.expiresAt).toISOString(),
        texts.signIn(row),
        row.allowList.join(' '),
        row.blockList.join(' '),
        row.blockList.length === 0 ? '' : column(row.type === 'tcp' ? 'yes' : 'no'),
        texts.tls(row),
        row.flags.map(texts.flag).join('; '),
        healthText(healthOfRow(health, row)),
      ]);
      downloadCSV(`\uFEFF${toCsv(header, lines)}`, `${column('file')}-${new Date().toISOString().slice(0, 10)}`);
    },
    [translate, texts, health, healthText],
  );
};
