import { getCountrySpecifications } from 'ibantools';
import { isSupportedCurrency } from '../money.ts';

/**
 * The payout catalogue (spec 001 §3, §5; decision 0040): which external transfer kinds a
 * destination country offers, by which scheme, in which currencies, and what each kind needs from
 * the customer. Pure data and rules shared by the web's forms and the server's checks.
 */

/** The six external transfer kinds of spec 001 §1, §7, as the contract names them. */
export const payoutKinds = ['wire', 'eft', 'oct', 'cryptoEft', 'instant', 'interac'] as const;
export type PayoutKind = (typeof payoutKinds)[number];

/** True when `value` is one of {@link payoutKinds}. */
export function isPayoutKind(value: string): value is PayoutKind {
  return (payoutKinds as readonly string[]).includes(value);
}

/**
 * The payment scheme a payout goes by: SWIFT wires; the local bank scheme of an eft (ACH in the US,
 * Faster Payments in GB, SEPA credit transfers in the SEPA area, Canadian EFT, Australian BSB
 * transfers, SPEI in Mexico, NEFT/IMPS in India, and a domestic transfer by bank and branch code in
 * BR, JP, HK and LK); card payouts by OCT (Visa Direct / Mastercard Send); crypto on its chain; PIX
 * instant keys in Brazil; Interac e-Transfer in Canada.
 */
export const payoutSchemes = [
  'swift',
  'ach',
  'fasterPayments',
  'sepa',
  'eftCanada',
  'bsb',
  'spei',
  'neft',
  'domestic',
  'cardPush',
  'blockchain',
  'pix',
  'interac',
] as const;
export type PayoutScheme = (typeof payoutSchemes)[number];

/**
 * Countries of the SEPA scheme (EPC list: the EU and EEA members, Switzerland, Monaco, San Marino,
 * Andorra, Vatican City; GB is reached by Faster Payments here). ISO 3166-1 alpha-2.
 */
export const sepaCountries: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU',
  'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'CH', 'MC', 'SM', 'AD', 'VA',
]; // prettier-ignore

/** Countries where an eft needs the bank code and the branch code (spec 001 §5). */
export const bankAndBranchCodeCountries: readonly string[] = ['BR', 'JP', 'HK', 'LK'];

/** The local currency of each eft country outside SEPA (SEPA pays EUR only). */
const domesticCurrencies: Readonly<Record<string, string>> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  MX: 'MXN',
  IN: 'INR',
  BR: 'BRL',
  JP: 'JPY',
  HK: 'HKD',
  LK: 'LKR',
};

/** Currencies a wire may be sent in (the major SWIFT currencies Tessera holds). */
const wireCurrencies = ['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD'] as const;
/** Currencies a card payout may be sent in. */
const cardPayoutCurrencies = ['USD', 'EUR', 'GBP'] as const;
/** Crypto currencies of crypto eft payouts. */
export const cryptoPayoutCurrencies = ['BTC', 'ETH', 'USDT'] as const;

/** One payout option of a destination country (`availableTransfers`). */
export interface PayoutOption {
  transferType: PayoutKind;
  scheme: PayoutScheme;
  /** Currencies the payout can be sent in, each one Tessera supports. */
  currencies: string[];
}

/** The eft scheme of a destination country, or undefined when Tessera has no local scheme there. */
export function eftSchemeOf(countryCode: string): PayoutScheme | undefined {
  const country = countryCode.toUpperCase();
  if (sepaCountries.includes(country)) return 'sepa';
  switch (country) {
    case 'US':
      return 'ach';
    case 'GB':
      return 'fasterPayments';
    case 'CA':
      return 'eftCanada';
    case 'AU':
      return 'bsb';
    case 'MX':
      return 'spei';
    case 'IN':
      return 'neft';
    default:
      return bankAndBranchCodeCountries.includes(country) ? 'domestic' : undefined;
  }
}

function supported(currencies: readonly string[]): string[] {
  return currencies.filter(isSupportedCurrency);
}

/**
 * The payout options of a destination country (spec 001 §5 "Transfer method selection uses country
 * lists"): a SWIFT wire everywhere; an eft where a local scheme exists (ACH for US, Faster Payments
 * for GB, SEPA for the SEPA countries, …); a card payout everywhere; the digital wallet option
 * (crypto eft) everywhere; PIX instant keys in BR; Interac in CA. Currencies are limited to those
 * Tessera supports.
 */
export function payoutOptionsFor(countryCode: string): PayoutOption[] {
  const country = countryCode.toUpperCase();
  const options: PayoutOption[] = [{ transferType: 'wire', scheme: 'swift', currencies: supported(wireCurrencies) }];
  const eft = eftSchemeOf(country);
  if (eft) {
    const currency = eft === 'sepa' ? 'EUR' : domesticCurrencies[country];
    const currencies = currency ? supported([currency]) : [];
    if (currencies.length > 0) options.push({ transferType: 'eft', scheme: eft, currencies });
  }
  options.push({ transferType: 'oct', scheme: 'cardPush', currencies: supported(cardPayoutCurrencies) });
  const crypto = supported(cryptoPayoutCurrencies);
  if (crypto.length > 0) options.push({ transferType: 'cryptoEft', scheme: 'blockchain', currencies: crypto });
  if (country === 'BR') options.push({ transferType: 'instant', scheme: 'pix', currencies: supported(['BRL']) });
  if (country === 'CA') options.push({ transferType: 'interac', scheme: 'interac', currencies: supported(['CAD']) });
  return options.filter((option) => option.currencies.length > 0);
}

/** The names of the recipient fields a payout form may carry (beyond the common ones). */
export const payoutFieldNames = [
  'beneficiaryAddress',
  'beneficiaryCity',
  'beneficiaryZipCode',
  'iban',
  'accountNumber',
  'swift',
  'routingNumber',
  'accountType',
  'sortCode',
  'institutionNumber',
  'transitNumber',
  'bsbCode',
  'clabe',
  'ifscCode',
  'bankCode',
  'branchCode',
  'cardNumber',
  'walletAddress',
  'taxId',
  'instantKey',
  'instantKeyType',
  'recipientEmail',
  'recipientPhone',
  'securityQuestion',
  'securityAnswer',
] as const;
export type PayoutFieldName = (typeof payoutFieldNames)[number];

/** One field a payout needs (`extraParams`): its name, whether it is required, and its choices. */
export interface PayoutField {
  name: PayoutFieldName;
  required: boolean;
  /** The closed list of values, for a select (account type, instant key type). */
  options?: string[];
  /** The longest value accepted. */
  maxLength: number;
}

/** Instant key types of PIX (Banco Central do Brasil): CPF, CNPJ, e-mail, phone, random key (EVP). */
export const instantKeyTypes = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const;
export type InstantKeyType = (typeof instantKeyTypes)[number];

/** ACH account types. */
export const achAccountTypes = ['checking', 'savings'] as const;

function field(name: PayoutFieldName, required: boolean, maxLength: number, options?: readonly string[]): PayoutField {
  return options ? { name, required, maxLength, options: [...options] } : { name, required, maxLength };
}

/**
 * The fields a payout of `transferType` to `countryCode` needs besides the common ones (`fromAccount,
 * amount, currency, beneficiaryName, beneficiaryCountryCode, reference, note`): spec 001 §7 "extra
 * params by transfer". A wire names the beneficiary's address (travel rule) and either an IBAN
 * (countries that use IBANs) or an account number with the bank's SWIFT code; an eft what its local
 * scheme routes by; a card payout the card number; crypto the wallet address; PIX the key, its type
 * and the recipient's tax id; Interac the recipient's e-mail or mobile.
 */
export function payoutFieldsFor(transferType: PayoutKind, countryCode: string): PayoutField[] {
  const country = countryCode.toUpperCase();
  switch (transferType) {
    case 'wire':
      return [
        field('beneficiaryAddress', true, 140),
        field('beneficiaryCity', true, 64),
        field('beneficiaryZipCode', false, 16),
        usesIban(country) ? field('iban', true, 64) : field('accountNumber', true, 34),
        field('swift', true, 11),
      ];
    case 'eft': {
      switch (eftSchemeOf(country)) {
        case 'ach':
          return [
            field('routingNumber', true, 9),
            field('accountNumber', true, 17),
            field('accountType', true, 8, achAccountTypes),
          ];
        case 'fasterPayments':
          return [field('sortCode', true, 8), field('accountNumber', true, 8)];
        case 'sepa':
          return [field('iban', true, 64), field('swift', false, 11)];
        case 'eftCanada':
          return [
            field('institutionNumber', true, 3),
            field('transitNumber', true, 5),
            field('accountNumber', true, 12),
          ];
        case 'bsb':
          return [field('bsbCode', true, 7), field('accountNumber', true, 9)];
        case 'spei':
          return [field('clabe', true, 18)];
        case 'neft':
          return [field('ifscCode', true, 11), field('accountNumber', true, 18)];
        case 'domestic':
          return [field('bankCode', true, 4), field('branchCode', true, 5), field('accountNumber', true, 20)];
        default:
          return [];
      }
    }
    case 'oct':
      return [field('cardNumber', true, 23)];
    case 'cryptoEft':
      return [field('walletAddress', true, 100)];
    case 'instant':
      return [
        field('instantKeyType', true, 5, instantKeyTypes),
        field('instantKey', true, 77),
        field('taxId', true, 18),
      ];
    case 'interac':
      return [
        field('recipientEmail', false, 254),
        field('recipientPhone', false, 20),
        field('securityQuestion', false, 40),
        field('securityAnswer', false, 25),
      ];
  }
}

/** True when accounts of `countryCode` are named by IBAN (the country is in the IBAN registry, ISO 13616). */
export function usesIban(countryCode: string): boolean {
  return getCountrySpecifications()[countryCode.toUpperCase()]?.IBANRegistry === true;
}

/**
 * Whether a payout of `transferType` in `currencyCode` can go to `countryCode` at all: the kind is
 * offered there ({@link payoutOptionsFor}) in that currency.
 */
export function isPayoutOffered(transferType: PayoutKind, countryCode: string, currencyCode: string): boolean {
  return payoutOptionsFor(countryCode).some(
    (option) => option.transferType === transferType && option.currencies.includes(currencyCode.toUpperCase()),
  );
}
