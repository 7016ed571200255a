/** Public face of the tokens feature: the node details page shows this card. */
export { NodeTokensCard } from './NodeTokensCard';
