import type { Language } from '@tessera/contract';
import type { ReceiptData } from './receipt-data.ts';
import { en } from './texts/en.ts';
import { es } from './texts/es.ts';
import { pt } from './texts/pt.ts';
import { ro } from './texts/ro.ts';
import { ru } from './texts/ru.ts';
import { ua } from './texts/ua.ts';

/** The label of each row of a receipt, in the order the receipt shows them. */
interface ReceiptFieldLabels {
  transactionId: string;
  dateTime: string;
  type: string;
  status: string;
  from: string;
  to: string;
  amount: string;
  fee: string;
  totalDebited: string;
  exchangeRate: string;
  amountReceived: string;
  description: string;
  note: string;
}

/**
 * Every text a receipt prints, in one language (decision 0035). Like the messages' texts
 * (decision 0021) they live in `texts/<language>.ts`, one file per product language; placeholders
 * are written `{{name}}` and filled by `fillPlaceholders`.
 */
export interface ReceiptTexts {
  /** The PDF's document title (its metadata): `{{transactionId}}`. */
  documentTitle: string;
  /** The heading, "Transfer receipt". */
  title: string;
  fields: ReceiptFieldLabels;
  types: Record<ReceiptData['type'], string>;
  statuses: Record<ReceiptData['status'], string>;
  /** One of the customer's own accounts, masked: `{{number}}` is "**** 0001". */
  account: string;
  /** The last line of the footer: `{{brandName}}`. */
  issuedBy: string;
}

/** The placeholders each text with placeholders takes; every other text takes none (tests check). */
export const receiptTextPlaceholders = {
  documentTitle: ['transactionId'],
  account: ['number'],
  issuedBy: ['brandName'],
} as const satisfies Partial<Record<keyof ReceiptTexts, readonly string[]>>;

/** Every language's receipt texts (spec 000 §9); en-AU has no texts of its own and reads en. */
export const receiptTexts: Readonly<Record<Language, ReceiptTexts>> = { en, es, pt, ro, ru, ua };
