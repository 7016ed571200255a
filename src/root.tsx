/**
 * The page's React root: the light sign-in page, then the console. main.tsx imports it once it knows
 * which to show; index.html preloads it (vite.config.ts), as both need its React.
 */
import { StrictMode, type ComponentProps, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { App } from './App';
import { StandaloneSignIn } from './auth/StandaloneSignIn';

let root: Root | undefined;

const render = (node: ReactNode) => {
  root ??= createRoot(document.getElementById('root')!);
  root.render(<StrictMode>{node}</StrictMode>);
};

export const showSignIn = (onSignedIn: () => void) => render(<StandaloneSignIn onSignedIn={onSignedIn} />);

export const showConsole = (Console: typeof App, props: ComponentProps<typeof App>) => render(<Console {...props} />);
