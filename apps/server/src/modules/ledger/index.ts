/** The ledger module's public use cases; other modules import only from here. */
export {
  postTransfer,
  postTransferInTransaction,
  LedgerInvariantError,
  type EntryInput,
  type EntryPurpose,
  type PostTransferInput,
} from './post-transfer.ts';
export {
  createPendingTransfer,
  postPendingTransfer,
  voidPendingTransfer,
  type CreatePendingTransferInput,
} from './pending-transfers.ts';
export {
  ensureSystemAccount,
  openCustomerAccount,
  systemAccountCodes,
  type OpenCustomerAccountInput,
  type SystemAccountCode,
} from './accounts.ts';
export { checkLedger, type LedgerCheckResult, type LedgerProblem } from './ledger-check.ts';
export { listCustomerAccounts, toWireAccount } from './list-customer-accounts.ts';
export { getOwnAccount, listCustomerAccountRows, type LedgerAccountRow } from './find-accounts.ts';
export { customerMovements, listRecentP2pRecipients, type MovementRow } from './movements.ts';
