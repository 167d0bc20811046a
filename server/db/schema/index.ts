export * from './tenants';
export * from './users';
export * from './sync-versions';
