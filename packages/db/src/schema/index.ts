export * from './auth';
export * from './colleges';
export * from './families';
export * from './family-plan';
export * from './operations';
export * from './organisations';
export * from './privacy';
export * from './security';
