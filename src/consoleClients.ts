/**
 * The console's query client and data provider, assembled: the data provider stays an adapter over the
 * typed client, and the live fleet is plugged in from here, hearing of mutations through the query
 * client and answering the nodes list's own searches from the rows it holds.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createDataProvider, type ConsoleDataProvider } from './providers/dataProvider';
import { fleetStream } from './providers/live/fleetStream';
import { createQueryClient } from './providers/queryClient';

export const createConsoleClients = (queryClient: QueryClient = createQueryClient()): { queryClient: QueryClient; dataProvider: ConsoleDataProvider } => {
  fleetStream.followMutations(queryClient);
  return { queryClient, dataProvider: createDataProvider(queryClient, fleetStream) };
};
