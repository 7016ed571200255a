/** Public face of the services feature for other features (nodes list menu, node details, domain rows). */
export { NodeServiceCards, type NodeServiceCardsProps } from './NodeServiceCards';
export { DomainServiceCards, type DomainServiceCardsProps } from './DomainServiceCards';
export { ExposeServiceDialog, type ExposeServiceDialogProps } from './ExposeServiceDialog';
/** The check of a service from the edge to its backend, and its health in words (palette, inventory, home). */
export { ServiceCheckDialog, type ServiceCheckDialogProps } from './ServiceCheckDialog';
export { useHealthText } from './useHealthText';
/** For fleet-wide screens (exposure inventory, home): the honest state rules and a service's row menu. */
export { serviceState, expiryOf, nodeProblemOf, type Availability, type NodeFacts, type NodeProblem } from './serviceState';
export { ServiceRowActions } from './ServiceRowActions';
/** The risk rules: the exposure inventory's flags and the service-info dialog's warning read the same ones. */
export {
  ADMIN_OR_DATABASE_PORTS,
  PENDING,
  RISK_FLAGS,
  adminPortOf,
  isRiskFlag,
  riskFlagsOf,
  serviceRiskOf,
  type Pending,
  type RiskFlag,
  type RiskInput,
  type ServiceRisk,
  type SignIn,
} from './riskFlags';
