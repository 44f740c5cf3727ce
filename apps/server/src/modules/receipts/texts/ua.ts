import type { ReceiptTexts } from '../receipt-texts.ts';

/** Receipt texts in Ukrainian. */
export const ua: ReceiptTexts = {
  documentTitle: 'Квитанція {{transactionId}}',
  title: 'Квитанція про переказ',
  fields: {
    transactionId: 'ID операції',
    dateTime: 'Дата і час',
    type: 'Тип',
    status: 'Статус',
    from: 'Відправник',
    to: 'Отримувач',
    amount: 'Сума',
    fee: 'Комісія',
    totalDebited: 'Усього списано',
    exchangeRate: 'Курс обміну',
    amountReceived: 'Отримано',
    description: 'Опис',
    note: 'Коментар',
  },
  types: {
    p2p: 'Переказ людині',
    betweenAccounts: 'Між власними рахунками',
    exchange: 'Обмін валюти',
    funding: 'Поповнення',
    payout: 'Зовнішній переказ',
    payoutReturn: 'Повернення переказу',
    cryptoDeposit: 'Криптодепозит',
  },
  statuses: {
    completed: 'Виконано',
    processing: 'В обробці (кошти заблоковано)',
    rejected: 'Відхилено',
  },
  account: 'рахунок {{number}}',
  issuedBy: 'Квитанцію видав {{brandName}}; підпис не потрібен.',
};
