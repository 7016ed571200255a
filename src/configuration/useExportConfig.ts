/**
 * Export: reads the whole gateway and saves it as a configuration file (YAML) named after today's date,
 * with the names in it that a plan would refuse (duplicateNames).
 */
import { useMutation } from '@tanstack/react-query';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { saveBlob } from '../components/saveBlob';
import { api } from '../providers/api';
import { duplicateNames, exportConfig, readGateway, writeConfigText, type DuplicateName } from '../providers/configFile';

const pad = (value: number) => String(value).padStart(2, '0');

/** `gateway-config-2025-03-01.yaml`, by the local calendar (the day the operator sees). */
export const exportFileName = (date = new Date()): string =>
  `gateway-config-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.yaml`;

export const useExportConfig = () => {
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMutation<{ file: string; duplicates: DuplicateName[] }, unknown, void>({
    mutationFn: async () => {
      const state = await readGateway(api);
      const text = writeConfigText(exportConfig(state));
      const file = exportFileName();
      saveBlob(new Blob([text], { type: 'application/yaml' }), file);
      return { file, duplicates: duplicateNames(state) };
    },
    onSuccess: ({ file }) => notify('app.configuration.export.done', { type: 'success', messageArgs: { file } }),
    // The typed client is not react-admin's data provider: a refused session is ended here, as it would be there.
    onError: (error) => void logoutIfAccessDenied(error),
  });
};
