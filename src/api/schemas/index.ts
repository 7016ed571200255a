export * from './message';
export * from './rules';
export * from './node';
export * from './domain';
export * from './service';
export * from './token';
export * from './login';
