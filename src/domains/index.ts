import { lazyScreen } from '../components/lazyScreen';
import { screens } from '../screenPreload';

export const DomainList = lazyScreen(screens.domainList);

/** For other features (command palette): the domain form. */
export { DomainFormDialog } from './DomainFormDialog';
