import type { ReceiptTexts } from '../receipt-texts.ts';

/** Receipt texts in Spanish. */
export const es: ReceiptTexts = {
  documentTitle: 'Comprobante {{transactionId}}',
  title: 'Comprobante de transferencia',
  fields: {
    transactionId: 'ID de la operación',
    dateTime: 'Fecha y hora',
    type: 'Tipo',
    status: 'Estado',
    from: 'De',
    to: 'Para',
    amount: 'Importe',
    fee: 'Comisión',
    totalDebited: 'Total cargado',
    exchangeRate: 'Tipo de cambio',
    amountReceived: 'Importe recibido',
    description: 'Descripción',
    note: 'Nota',
  },
  types: {
    p2p: 'Transferencia a una persona',
    betweenAccounts: 'Entre cuentas propias',
    exchange: 'Cambio de divisa',
    funding: 'Recarga',
    payout: 'Pago saliente',
    payoutReturn: 'Pago devuelto',
    cryptoDeposit: 'Depósito cripto',
  },
  statuses: {
    completed: 'Completada',
    processing: 'En curso (fondos retenidos)',
    rejected: 'Rechazada',
  },
  account: 'cuenta {{number}}',
  issuedBy: 'Este comprobante lo emite {{brandName}} y no necesita firma.',
};
