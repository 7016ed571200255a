/**
 * Only main.tsx loads it, behind `__DEMO__` (`npm run lint:imports` holds that), so that production
 * bundles contain none of it.
 */
import type { DemoConsole } from '../components/DemoControls';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { TunnelUpButton } from './TunnelUpButton';

export const demoConsole: DemoConsole = {
  controls: { TunnelUp: TunnelUpButton },
  messages: { en, fr },
};
