import type { ReceiptTexts } from '../receipt-texts.ts';

/** Receipt texts in Russian. */
export const ru: ReceiptTexts = {
  documentTitle: 'Квитанция {{transactionId}}',
  title: 'Квитанция о переводе',
  fields: {
    transactionId: 'ID операции',
    dateTime: 'Дата и время',
    type: 'Тип',
    status: 'Статус',
    from: 'Отправитель',
    to: 'Получатель',
    amount: 'Сумма',
    fee: 'Комиссия',
    totalDebited: 'Всего списано',
    exchangeRate: 'Курс обмена',
    amountReceived: 'Получено',
    description: 'Описание',
    note: 'Комментарий',
  },
  types: {
    p2p: 'Перевод человеку',
    betweenAccounts: 'Между своими счетами',
    exchange: 'Обмен валюты',
    funding: 'Пополнение',
    payout: 'Внешний перевод',
    payoutReturn: 'Возврат перевода',
    cryptoDeposit: 'Криптодепозит',
  },
  statuses: {
    completed: 'Выполнена',
    processing: 'В обработке (средства заблокированы)',
    rejected: 'Отклонена',
  },
  account: 'счёт {{number}}',
  issuedBy: 'Квитанция выдана {{brandName}} и не требует подписи.',
};
