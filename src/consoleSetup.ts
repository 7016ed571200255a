/**
 * What the console runs on, made before its screens' code is there: the query client, the data
 * provider and the screen preloader. main.tsx loads it beside App's code (a chunk of its own, with
 * react-query's core: about a tenth of the code a screen needs), so that the first screen's data is
 * asked for while the rest of that code is still on its way.
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
