// Every table of the database, for the drizzle client (db/client.ts), drizzle-kit (drizzle.config.ts)
// and tests that set up or inspect rows. Each table is defined by the module that owns it
// (`modules/<area>/<area>.schema.ts`) or by the platform (`platform/platform.schema.ts`); application
// code reads and writes only its own tables and reaches other modules through their index.ts
// (ESLint enforces both; docs/decisions/0019-module-boundaries.md).
export * from '../../modules/customers/customers.schema.ts';
export * from '../../modules/identity/identity.schema.ts';
export * from '../../modules/credentials/credentials.schema.ts';
export * from '../../modules/devices/devices.schema.ts';
export * from '../../modules/security/security.schema.ts';
export * from '../../modules/ledger/ledger.schema.ts';
export * from '../../modules/fx/fx.schema.ts';
export * from '../../modules/fees/fees.schema.ts';
export * from '../../modules/limits/limits.schema.ts';
export * from '../../modules/blacklist/blacklist.schema.ts';
export * from '../../modules/transfers/transfers.schema.ts';
export * from '../../modules/money-movements/approvals.schema.ts';
export * from '../../modules/history/history.schema.ts';
export * from '../../modules/statements/statements.schema.ts';
export * from '../../modules/documents/documents.schema.ts';
export * from '../../modules/profile/profile.schema.ts';
export * from '../../modules/identity-verification/identity-verification.schema.ts';
export * from '../../modules/admin-audit/admin-audit.schema.ts';
export * from '../../modules/company-access/company-access.schema.ts';
export * from '../../modules/bank-data/bank-data.schema.ts';
export * from '../../modules/payouts/payouts.schema.ts';
export * from '../../modules/crypto/crypto.schema.ts';
export * from '../../modules/tax-certification/tax-certification.schema.ts';
export * from '../../platform/platform.schema.ts';
export * from '../../modules/money-movements/transaction-requests.schema.ts';
export * from '../../modules/business/business.schema.ts';
export * from '../../modules/company/company.schema.ts';
