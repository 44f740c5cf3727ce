import type { ReceiptTexts } from '../receipt-texts.ts';

/** Receipt texts in Romanian. */
export const ro: ReceiptTexts = {
  documentTitle: 'Chitanța {{transactionId}}',
  title: 'Chitanță de transfer',
  fields: {
    transactionId: 'ID-ul tranzacției',
    dateTime: 'Data și ora',
    type: 'Tip',
    status: 'Stare',
    from: 'De la',
    to: 'Către',
    amount: 'Suma',
    fee: 'Comision',
    totalDebited: 'Total debitat',
    exchangeRate: 'Curs de schimb',
    amountReceived: 'Suma primită',
    description: 'Descriere',
    note: 'Notă',
  },
  types: {
    p2p: 'Transfer către o persoană',
    betweenAccounts: 'Între conturile proprii',
    exchange: 'Schimb valutar',
    funding: 'Alimentare',
    payout: 'Plată externă',
    payoutReturn: 'Plată returnată',
    cryptoDeposit: 'Depunere cripto',
  },
  statuses: {
    completed: 'Finalizată',
    processing: 'În curs (fonduri blocate)',
    rejected: 'Respinsă',
  },
  account: 'contul {{number}}',
  issuedBy: 'Această chitanță a fost emisă de {{brandName}} și nu necesită semnătură.',
};
