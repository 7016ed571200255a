/** The query client and the data provider the console runs with (tests make their own through it too). */
import type { QueryClient } from '@tanstack/react-query';
import { createDataProvider, type ConsoleDataProvider } from './providers/dataProvider';
import { createQueryClient } from './providers/queryClient';

export const createConsoleClients = (queryClient: QueryClient = createQueryClient()): { queryClient: QueryClient; dataProvider: ConsoleDataProvider } => ({
  queryClient,
  dataProvider: createDataProvider(queryClient),
});
