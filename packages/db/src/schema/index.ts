export * from './auth';
export * from './colleges';
export * from './coupons';
export * from './families';
export * from './operations';
export * from './organisations';
export * from './security';
