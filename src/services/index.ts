/** Public face of the services feature for other features (nodes list menu, node details, domain rows). */
export { NodeServiceCards, type NodeServiceCardsProps } from './NodeServiceCards';
export { DomainServiceCards, type DomainServiceCardsProps } from './DomainServiceCards';
export { ExposeServiceDialog, type ExposeServiceDialogProps } from './ExposeServiceDialog';
