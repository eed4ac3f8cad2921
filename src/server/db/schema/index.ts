export * from './tenants';
export * from './merchants';
export * from './users';
export * from './memberships';
export * from './notifications';
export * from './feed';
export * from './account';
export * from './short-links';
