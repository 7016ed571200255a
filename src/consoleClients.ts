/** The live fleet is plugged in here so that the data provider stays an adapter over the typed client. */
import type { QueryClient } from '@tanstack/react-query';
import { createDataProvider, type ConsoleDataProvider } from './providers/dataProvider';
import { fleetStream } from './providers/live/fleetStream';
import { createQueryClient } from './providers/queryClient';

export const createConsoleClients = (queryClient: QueryClient = createQueryClient()): { queryClient: QueryClient; dataProvider: ConsoleDataProvider } => {
  fleetStream.followMutations(queryClient);
  return { queryClient, dataProvider: createDataProvider(queryClient, fleetStream) };
};
