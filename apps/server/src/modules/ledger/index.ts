/** The ledger module's public use cases; other modules import only from here. */
export {
  postTransfer,
  postTransferInTransaction,
  LedgerInvariantError,
  type EntryInput,
  type PostTransferInput,
} from './post-transfer.ts';
export {
  ensureSystemAccount,
  openCustomerAccount,
  systemAccountCodes,
  type OpenCustomerAccountInput,
} from './accounts.ts';
export { checkLedger, type LedgerCheckResult, type LedgerProblem } from './ledger-check.ts';
export { listCustomerAccounts } from './list-customer-accounts.ts';
