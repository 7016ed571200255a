/** Download Config: GET /nodes/{id}/download saved under the Content-Disposition name (fallback config.conf). */
import type { Identifier } from 'react-admin';
import { useGatewayAction } from '../components';
import { saveBlob } from '../components/saveBlob';

export const useDownloadConfig = (id: Identifier) =>
  useGatewayAction((dataProvider) => dataProvider.downloadNodeConfig(id), {
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
