/** Download Config: GET /nodes/{id}/download saved under the Content-Disposition name (fallback config.conf). */
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, type Identifier } from 'react-admin';
import { saveBlob } from '../components/saveBlob';
import type { ConfigFile, ConsoleDataProvider } from '../providers/dataProvider';

export const useDownloadConfig = (id: Identifier) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (): Promise<ConfigFile> => (await dataProvider.downloadNodeConfig(id)).data,
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error: Error) => notify(error.message || 'app.errors.unknown', { type: 'error' }),
  });
};
