import {
  accountTypes,
  closedAccountStatusId,
  isCryptoCurrency,
  walletCurrencyCodes,
  type Account,
} from '@tessera/contract';
import type { EndpointResult } from '../../../shared/api/client.ts';
import type { ReceiveDetail } from '../components/receive-details.tsx';

/** The answer of `depositInstructions`: the bank details and reference of one account. */
export type DepositInstructions = EndpointResult<'depositInstructions'>;

/**
 * How money can be added to an account (decision 0051): by bank transfer to an open payment account
 * in a currency banks send; from a crypto wallet for a wallet currency (BTC); otherwise not at all,
 * with the reason the screen explains.
 */
export type DepositRoute =
  | { kind: 'bank' }
  | { kind: 'wallet'; currencyCode: string }
  | { kind: 'none'; reason: 'closed' | 'notPayment' | 'cryptoWithoutWallet' };

/** The way to add money to `account`; only `bank` asks the server for deposit instructions. */
export function depositRouteOf(account: Pick<Account, 'type' | 'accountStatusId' | 'currencyCode'>): DepositRoute {
  if (account.accountStatusId === closedAccountStatusId) return { kind: 'none', reason: 'closed' };
  if (account.type !== accountTypes.payment) return { kind: 'none', reason: 'notPayment' };
  if ((walletCurrencyCodes as readonly string[]).includes(account.currencyCode)) {
    return { kind: 'wallet', currencyCode: account.currencyCode };
  }
  if (isCryptoCurrency(account.currencyCode)) return { kind: 'none', reason: 'cryptoWithoutWallet' };
  return { kind: 'bank' };
}

/** An IBAN or account number in groups of four for reading ("GB82 TSRA 0400 …"), spaces and case normalised. */
export function groupedInFours(value: string): string {
  return value
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** A UK sort code as banks print it ("04-00-00"); anything that is not six digits is left as it is. */
export function formattedSortCode(value: string): string {
  return /^\d{6}$/.test(value) ? `${value.slice(0, 2)}-${value.slice(2, 4)}-${value.slice(4)}` : value;
}

/**
 * The scheme a payer's bank most likely uses for a payment in `currencyCode` to a UK bank account,
 * which sets the expected arrival the screen states: Faster Payments for GBP, SEPA for EUR, ACH for
 * USD (the instructions give ACH details), an international SWIFT wire for anything else.
 */
export function depositSchemeOf(currencyCode: string): 'fasterPayments' | 'sepa' | 'ach' | 'swift' {
  if (currencyCode === 'GBP') return 'fasterPayments';
  if (currencyCode === 'EUR') return 'sepa';
  if (currencyCode === 'USD') return 'ach';
  return 'swift';
}

/**
 * The rows of the deposit details in the order a bank's payment form asks for them: beneficiary,
 * IBAN (grouped, copied without spaces), BIC, the domestic details the currency has (ACH routing and
 * account number for USD, sort code and account number for GBP), then the bank's name and address.
 * The reference is not among them: the screen shows it on its own, prominently.
 */
export function depositDetailRows(instructions: DepositInstructions, t: (key: string) => string): ReceiveDetail[] {
  const rows: ReceiveDetail[] = [];
  if (instructions.beneficiaryName) {
    rows.push({ key: 'beneficiary', label: t('deposit.beneficiary'), value: instructions.beneficiaryName });
  }
  rows.push({
    key: 'iban',
    label: t('deposit.iban'),
    value: groupedInFours(instructions.iban),
    copyValue: instructions.iban.replace(/\s+/g, ''),
  });
  rows.push({ key: 'bic', label: t('deposit.bic'), value: instructions.bic });
  if (instructions.routingNumber) {
    rows.push({ key: 'routing', label: t('deposit.routingNumber'), value: instructions.routingNumber });
  }
  if (instructions.sortCode) {
    rows.push({
      key: 'sort-code',
      label: t('deposit.sortCode'),
      value: formattedSortCode(instructions.sortCode),
      copyValue: instructions.sortCode,
    });
  }
  if (instructions.accountNumber) {
    rows.push({ key: 'account-number', label: t('deposit.accountNumber'), value: instructions.accountNumber });
  }
  rows.push({ key: 'bank', label: t('deposit.bankName'), value: instructions.bankName });
  rows.push({ key: 'bank-address', label: t('deposit.bankAddress'), value: instructions.bankAddress });
  return rows;
}
