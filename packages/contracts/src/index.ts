export * from './accounts';
export * from './calculator';
export * from './colleges';
export * from './common';
export * from './errors';
export * from './family-profile';
export * from './family-sai';
export * from './us-states';
