import type { ReceiptTexts } from '../receipt-texts.ts';

/** Receipt texts in Portuguese. */
export const pt: ReceiptTexts = {
  documentTitle: 'Comprovativo {{transactionId}}',
  title: 'Comprovativo de transferência',
  fields: {
    transactionId: 'ID da operação',
    dateTime: 'Data e hora',
    type: 'Tipo',
    status: 'Estado',
    from: 'De',
    to: 'Para',
    amount: 'Valor',
    fee: 'Taxa',
    totalDebited: 'Total debitado',
    exchangeRate: 'Taxa de câmbio',
    amountReceived: 'Valor recebido',
    description: 'Descrição',
    note: 'Nota',
  },
  types: {
    p2p: 'Transferência para uma pessoa',
    betweenAccounts: 'Entre as minhas contas',
    exchange: 'Câmbio de moeda',
    funding: 'Carregamento',
    payout: 'Pagamento enviado',
    payoutReturn: 'Pagamento devolvido',
    cryptoDeposit: 'Depósito cripto',
  },
  statuses: {
    completed: 'Concluída',
    processing: 'Em curso (fundos cativos)',
    rejected: 'Rejeitada',
  },
  account: 'conta {{number}}',
  issuedBy: 'Este comprovativo foi emitido por {{brandName}} e não precisa de assinatura.',
};
