export * from './customers.ts';
export * from './auth.ts';
export * from './ledger.ts';
export * from './money.ts';
export * from './platform.ts';
export * from './audit.ts';
