/**
 * The node's WireGuard configuration (GET /nodes/{id}/download) as a QR code image. The file's text
 * lives only inside the request; the image lives in this mutation while a component shows it, and
 * react-query drops it as soon as nobody does (gcTime 0): nothing of it is stored or outlives the view.
 */
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { configQrImage } from './configQrImage';

export const useNodeConfigQrCode = (id: Identifier) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useMutation({
    gcTime: 0,
    mutationFn: async (): Promise<string> => {
      const { data: { blob } } = await dataProvider.downloadNodeConfig(id);
      return configQrImage(await blob.text());
    },
  });
};
