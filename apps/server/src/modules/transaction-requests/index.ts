/** The transaction-requests module's public use cases; other modules import only from here. */
export {
  holdAsTransactionRequest,
  holdChangeRequest,
  listWaitingChangeRequests,
  setRequestEffects,
  voidCustomerTransactionRequests,
} from './transaction-requests.ts';
