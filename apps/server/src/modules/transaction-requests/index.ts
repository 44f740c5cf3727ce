/** The transaction-requests module's public use cases; other modules import only from here. */
export { holdAsTransactionRequest, type TransactionRequestOutcome } from './transaction-requests.ts';
