/**
 * Public face of the services feature for other features (nodes list menu, node details, domain rows).
 * Stubs until the services screens land; the props are the contract.
 */
import type { Domain, Node, ServiceType } from '../api/types';

export interface NodeServiceCardsProps {
  node: Node;
}

/** HTTP Services and TCP Services cards of a node (5 rows each, Add Service). */
export const NodeServiceCards = (_props: NodeServiceCardsProps) => null;

export interface DomainServiceCardsProps {
  domain: Domain;
}

/** The HTTP and TCP cards shown when a domain row is expanded. */
export const DomainServiceCards = (_props: DomainServiceCardsProps) => null;

export interface ExposeServiceDialogProps {
  open: boolean;
  type: ServiceType;
  node: Node;
  onClose: () => void;
}

/** 'Expose HTTP Service on Node' / 'Expose TCP Service on Node' for a new service on `node`. */
export const ExposeServiceDialog = (_props: ExposeServiceDialogProps) => null;
