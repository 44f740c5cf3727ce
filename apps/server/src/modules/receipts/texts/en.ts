import type { ReceiptTexts } from '../receipt-texts.ts';

/** Receipt texts in English. */
export const en: ReceiptTexts = {
  documentTitle: 'Receipt {{transactionId}}',
  title: 'Transfer receipt',
  fields: {
    transactionId: 'Transaction ID',
    dateTime: 'Date and time',
    type: 'Type',
    status: 'Status',
    from: 'From',
    to: 'To',
    amount: 'Amount',
    fee: 'Fee',
    totalDebited: 'Total debited',
    exchangeRate: 'Exchange rate',
    amountReceived: 'Amount received',
    description: 'Description',
    note: 'Note',
  },
  types: {
    p2p: 'Transfer to a person',
    betweenAccounts: 'Between own accounts',
    exchange: 'Currency exchange',
    funding: 'Top-up',
    payout: 'Payout',
    payoutReturn: 'Returned payout',
    cryptoDeposit: 'Crypto deposit',
  },
  statuses: {
    completed: 'Completed',
    processing: 'Processing (funds on hold)',
    rejected: 'Rejected',
  },
  account: 'account {{number}}',
  issuedBy: 'This receipt was issued by {{brandName}} and needs no signature.',
};
