import { lazyScreen } from '../components/lazyScreen';
import { screens } from '../screenPreload';

// Lazy: the viewer is only downloaded when an operator opens a logs screen.
export const DomainLogsPage = lazyScreen(screens.domainLogs);
export const ServiceLogsPage = lazyScreen(screens.serviceLogs);
