/** The transaction-requests module's public use cases; other modules import only from here. */
export { holdAsTransactionRequest } from './transaction-requests.ts';
