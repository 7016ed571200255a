/**
 * The node's WireGuard configuration (GET /nodes/{id}/download) as a QR code image. The file's text
 * lives only inside the request; the image lives in this mutation while a component shows it, and
 * react-query drops it as soon as nobody does (gcTime 0): nothing of it is stored or outlives the view.
 */
import type { Identifier } from 'react-admin';
import { useGatewayAction } from '../components';
import { configQrImage } from './configQrImage';

export const useNodeConfigQrCode = (id: Identifier) =>
  useGatewayAction(
    async (dataProvider) => {
      const { data } = await dataProvider.downloadNodeConfig(id);
      // An empty placeholder (the session ended) has no file: isAnswer sees it and nothing is shown.
      return { data: data?.blob ? await configQrImage(await data.blob.text()) : '' };
    },
    { gcTime: 0, quiet: true },
  );
