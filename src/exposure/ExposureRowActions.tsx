import { RecordContextProvider } from 'react-admin';
import { ServiceRowActions } from '../services';
import type { ExposureRow } from './exposureRow';

export const ExposureRowActions = ({ row }: { row: ExposureRow }) => (
  <RecordContextProvider value={row.service}>
    <ServiceRowActions type={row.type} />
  </RecordContextProvider>
);
