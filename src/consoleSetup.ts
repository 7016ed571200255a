/**
 * What the console runs on, made before its screens' code is there: the query client, the data
 * provider and the screen preloader. main.tsx loads it beside App's code (it is a chunk of its own, a
 * few kilobytes), so that the first screen's data is asked for while that code is still on its way.
 */
import type { ScreenPreloader } from './components/screenPreloader';
import { createConsoleClients } from './consoleClients';
import { createScreenPreloader, type ConsoleClients } from './routes';

export interface ConsoleSetup extends ConsoleClients {
  preloader: ScreenPreloader;
}

export const createConsoleSetup = (): ConsoleSetup => {
  const clients = createConsoleClients();
  return { ...clients, preloader: createScreenPreloader(clients) };
};
