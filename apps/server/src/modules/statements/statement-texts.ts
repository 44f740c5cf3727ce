import type { Language } from '@tessera/contract';
import { en } from './texts/en.ts';
import { es } from './texts/es.ts';
import { pt } from './texts/pt.ts';
import { ro } from './texts/ro.ts';
import { ru } from './texts/ru.ts';
import { ua } from './texts/ua.ts';

/**
 * Every text a statement and an account confirmation letter print, in one language (like the
 * receipts' texts, decision 0035). Placeholders are written `{{name}}` and filled by
 * `fillPlaceholders`.
 */
export interface StatementTexts {
  /** The statement PDF's document title: `{{period}}` ("March 2026"). */
  documentTitle: string;
  title: string;
  fields: {
    accountHolder: string;
    account: string;
    currency: string;
    period: string;
    beginningBalance: string;
    totalDebit: string;
    totalCredit: string;
    endingBalance: string;
    processingCount: string;
    rejectedCount: string;
  };
  columns: { date: string; description: string; status: string; debit: string; credit: string; balance: string };
  /** Movement types; `p2pIn`/`p2pOut` are a transfer to or from a person. */
  types: {
    p2pIn: string;
    p2pOut: string;
    betweenAccounts: string;
    exchange: string;
    funding: string;
    payout: string;
    payoutReturn: string;
    cryptoDeposit: string;
    deposit: string;
    fee: string;
  };
  statuses: { completed: string; processing: string; rejected: string };
  noMovements: string;
  /** `{{date}}`. */
  issuedOn: string;
  /** `{{page}}`, `{{pages}}`. */
  pageOf: string;
  /** The footer's last line: `{{brandName}}`. */
  issuedBy: string;
  letter: {
    /** The letter PDF's document title: `{{number}}`. */
    documentTitle: string;
    title: string;
    /** `{{name}}`, `{{brandName}}`. */
    body: string;
    fields: {
      accountHolder: string;
      accountNumber: string;
      accountType: string;
      currency: string;
      status: string;
      openedOn: string;
    };
    accountTypes: { payment: string; prepayment: string; receiving: string; card: string };
    statuses: { open: string; closed: string };
    /** `{{brandName}}`. */
    closing: string;
  };
}

/** Every language's statement texts (spec 000 §9); en-AU reads en. */
export const statementTexts: Readonly<Record<Language, StatementTexts>> = { en, es, pt, ro, ru, ua };
