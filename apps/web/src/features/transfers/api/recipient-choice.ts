import {
  isPayoutKind,
  payoutFieldNames,
  payoutOptionsFor,
  type PaymentTemplate,
  type PayoutFieldName,
  type PayoutKind,
  type PayoutScheme,
} from '@tessera/contract';
import type { PayoutFormValues } from './payout-request.ts';

/**
 * A recipient to pay again, from a saved recipient (`paymentTemplateList`) or a recent payout
 * (`recentTransferDetails`): what fills the external transfer form so the person only enters the
 * amount (decision 0055).
 */
export interface RecipientChoice {
  countryCode: string;
  kind: PayoutKind;
  currencyCode: string;
  beneficiaryName: string;
  /** The recipient fields as the server kept them; a card's number is never among them. */
  fields: Record<string, string>;
  /** The masked destination ("•••• 3000", "4532 •••• 0366"), shown where a field must be typed again. */
  destination: string;
  /** The account the recent payout left from, when it was one. */
  fromAccountId?: number | undefined;
  /** The recent payout's reference for the recipient. */
  reference?: string | undefined;
}

/** The choice of a saved recipient. */
export function choiceOfTemplate(template: PaymentTemplate): RecipientChoice {
  return {
    countryCode: template.beneficiaryCountryCode,
    kind: template.transferType,
    currencyCode: template.currencyCode,
    beneficiaryName: template.beneficiaryName,
    fields: template.fields,
    destination: template.destination,
  };
}

/** What `recentTransferDetails` answers, as far as filling the form needs it. */
export interface RecentPayoutDetails {
  transferType: PayoutKind;
  beneficiaryName: string;
  beneficiaryCountryCode: string;
  currencyCode: string;
  destination: string;
  fromAccount: number;
  fields: Record<string, string>;
  reference?: string | undefined;
}

/** The choice of a recent payout, from its details. */
export function choiceOfRecent(details: RecentPayoutDetails): RecipientChoice {
  return {
    countryCode: details.beneficiaryCountryCode,
    kind: details.transferType,
    currencyCode: details.currencyCode,
    beneficiaryName: details.beneficiaryName,
    fields: details.fields,
    destination: details.destination,
    fromAccountId: details.fromAccount,
    reference: details.reference,
  };
}

/** The scheme a kind uses in a country (SEPA for an eft to DE), or undefined where it is no longer offered. */
export function schemeOf(kind: string, countryCode: string): PayoutScheme | undefined {
  if (!isPayoutKind(kind)) return undefined;
  return payoutOptionsFor(countryCode).find((option) => option.transferType === kind)?.scheme;
}

/** A card payout keeps no card number (decision 0055): the person types it again. */
export function needsCardNumber(choice: RecipientChoice): boolean {
  return choice.kind === 'oct' && !choice.fields.cardNumber;
}

/**
 * The form's values after choosing `choice`: the recipient's name and fields replace what was there
 * (fields of other kinds are emptied, unknown names ignored), the reference is the recent payout's
 * when it had one (else the one typed), and the account is the one the payout left from if it is still open in the
 * choice's currency, else the first open account in that currency, else none (the screen then
 * offers to open one). The amount and the note are kept as typed: they are not the recipient's.
 */
export function prefilledValues(
  current: PayoutFormValues,
  choice: RecipientChoice,
  accounts: readonly { accountId: number; currencyCode: string }[],
): PayoutFormValues {
  const inCurrency = accounts.filter((account) => account.currencyCode === choice.currencyCode);
  const account = inCurrency.find((item) => item.accountId === choice.fromAccountId) ?? inCurrency[0];
  const fields = Object.fromEntries(
    payoutFieldNames.map((name): [PayoutFieldName, string] => [name, choice.fields[name] ?? '']),
  ) as Record<PayoutFieldName, string>;
  return {
    ...current,
    ...fields,
    fromAccount: account ? String(account.accountId) : '',
    beneficiaryName: choice.beneficiaryName,
    reference: choice.reference ?? current.reference,
  };
}

/** Longest name a saved recipient may have (the contract's `templateName`, spec 001 §3). */
export const templateNameMaxLength = 64;

/** What the person chose about saving the recipient: `name` is null until they type one of their own. */
export interface SaveRecipientChoice {
  isSaving: boolean;
  name: string | null;
}

export const notSaving: SaveRecipientChoice = { isSaving: false, name: null };

/**
 * The name a payout's recipient is saved under (`templateName`), or undefined when not saving: the
 * name typed, else the recipient's own name, cut to the contract's length (decision 0055).
 */
export function templateNameOf(choice: SaveRecipientChoice, beneficiaryName: string): string | undefined {
  if (!choice.isSaving) return undefined;
  const name = (choice.name ?? '').trim() || beneficiaryName.trim();
  return name ? name.slice(0, templateNameMaxLength) : undefined;
}
