/** Public face of the tokens feature: the node details page shows this card. */
export { NodeTokensCard } from './NodeTokensCard';
/** For the home page's expiring tokens: SPEC §4's status rule. */
export { tokenStatus, type TokenStatus } from './tokenStatus';
