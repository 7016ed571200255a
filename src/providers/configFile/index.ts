/** The gateway's configuration as a file: its schema, reading and writing, export, plan and apply. */
export * from './schema';
export * from './fileText';
export * from './gatewayState';
export { exportConfig } from './entries';
export * from './plan';
export * from './apply';
export * from './failure';
export * from './duplicates';
