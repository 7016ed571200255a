import { lazyScreen } from '../components/lazyScreen';
import { screens } from '../screenPreload';

/** The exposure inventory screen, loaded when its route renders or its sidebar link is pointed at. */
export const ExposurePage = lazyScreen(screens.exposure);
