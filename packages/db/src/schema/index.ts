export * from './auth';
export * from './colleges';
export * from './families';
export * from './invitations';
export * from './operations';
export * from './organisations';
export * from './security';
