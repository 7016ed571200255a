/**
 * The console's side of the embedded demo: controls that play the part of the world
 * outside the console, and their texts. Only main.tsx loads it, with a dynamic import behind `__DEMO__`
 * (`npm run lint:imports` holds that), so production bundles, where `__DEMO__` is the literal false,
 * contain none of it.
 */
import type { DemoConsole } from '../components/DemoControls';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { TunnelUpButton } from './TunnelUpButton';

export const demoConsole: DemoConsole = {
  controls: { TunnelUp: TunnelUpButton },
  messages: { en, fr },
};
