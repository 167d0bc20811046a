export * from './tenants';
