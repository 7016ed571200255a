import { lazyScreen } from '../components/lazyScreen';
import { screens } from '../screenPreload';

export const HomePage = lazyScreen(screens.home);
