/**
 * What a node created by apply needs to join: its one-time token, printed, and its WireGuard
 * configuration (GET /nodes/{id}/download), written to a file. Both are shown once, as the console's
 * node-ready dialog shows them: the gateway keeps no copy of the token.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Api } from '../../src/providers/apiClient';
import type { CreatedNode } from '../../src/providers/configFile';
import { reasonOf } from './messages';

/** `name.conf`, or `name-2.conf`… when taken: an older file may be the only copy of another node's keys. */
const writeNew = (dir: string, fileName: string, data: Buffer): string => {
  const { name, ext } = path.parse(fileName);
  for (let attempt = 1; ; attempt += 1) {
    const target = path.resolve(dir, attempt === 1 ? fileName : `${name}-${attempt}${ext}`);
    try {
      // Owner-only: the file holds the node's private key.
      writeFileSync(target, data, { flag: 'wx', mode: 0o600 });
      return target;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
};

/** The lines that tell the operator how to enroll each created node. */
export const saveNodeConfigs = async (api: Api, created: CreatedNode[], dir: string): Promise<string[]> => {
  const lines: string[] = [];
  for (const node of created) {
    lines.push('', `Node ${node.name} was created with new keys: enroll it with its token or its configuration.`);
    lines.push(`  Token (shown once): ${node.token}`);
    try {
      const { blob, fileName } = await api.download('/nodes/{id}/download', { path: { id: node.id } });
      const safeName = fileName === 'config.conf' ? `${node.name}.conf` : fileName;
      const target = writeNew(dir, safeName, Buffer.from(await blob.arrayBuffer()));
      lines.push(`  WireGuard configuration: ${target}`);
    } catch (error) {
      lines.push(`  WireGuard configuration not saved (${reasonOf(error)}): download it from the node's page in the console.`);
    }
  }
  return lines;
};
