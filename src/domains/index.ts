/** The domains feature's public face for other features (command palette): the domain form. Its screens are the route table's. */
export { DomainFormDialog } from './DomainFormDialog';
