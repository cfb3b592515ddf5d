export * from './accounts';
export * from './common';
export * from './errors';
export * from './us-states';
