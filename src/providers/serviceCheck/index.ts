/** The check of a service from the edge to its backend, for the console and the command line. */
export * from './types';
export { walkService, passes } from './walk';
export { domainStep, nodeStep, serviceStep, tunnelStep } from './placeSteps';
export { backendStep, portStep, protectionStep, tcpBackendStep } from './trafficSteps';
export { backendCheckOf, readCheckFacts, type CheckTarget } from './readFacts';
export { messageText, type MessageFormats } from './messageText';
