/** The ledger module's public use cases; other modules import only from here. */
export {
  postTransfer,
  postTransferInTransaction,
  preparePosting,
  type PreparedPosting,
  LedgerInvariantError,
  type EntryInput,
  type PostTransferInput,
} from './post-transfer.ts';
export {
  createPendingTransfer,
  keepPendingTransfer,
  pendingTransferKind,
  postPendingTransfer,
  voidPendingTransfer,
} from './pending-transfers.ts';
export {
  ensureSystemAccount,
  openCustomerAccount,
  systemAccountCodes,
  systemAccountId,
  SystemAccountMissingError,
} from './accounts.ts';
export { checkLedger } from './ledger-check.ts';
export { listCustomerAccounts, toWireAccount } from './list-customer-accounts.ts';
export {
  accountFromJson,
  accountsFromJson,
  findAccount,
  getOwnAccount,
  listCustomerAccountRows,
  ownAccountOrThrow,
  type LedgerAccountRow,
} from './find-accounts.ts';
export { customerMovements, listRecentP2pRecipients, type MovementRow } from './movements.ts';
