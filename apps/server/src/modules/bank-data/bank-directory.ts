import { readFileSync } from 'node:fs';
import { cardSchemes, cardTypes, type CardScheme } from '@tessera/contract';
import { z } from 'zod';

/**
 * The bank directory and card BIN table Tessera ships (decision 0039): read once from
 * `bank-directory.json` and `card-bins.json` beside this file, checked against their
 * schemas (a broken file stops the start, loudly), and indexed in memory. They are reference data
 * that changes only with a release, so every server process holds the same copy.
 */

const bankSchema = z.object({
  bic: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}$/),
  bankName: z.string().min(1),
  address: z.string().min(1),
  city: z.string().min(1),
  zipCode: z.string().min(1).optional(),
  countryIsoCode: z.string().regex(/^[A-Z]{2}$/),
  nationalBankCodes: z.array(z.string().regex(/^[0-9A-Z]{1,11}$/)),
});

const directorySchema = z.object({ banks: z.array(bankSchema).min(1) });

const cardBinTableSchema = z.object({
  schemeRanges: z
    .array(
      z
        .object({ scheme: z.enum(cardSchemes), from: z.string().regex(/^\d{1,6}$/), to: z.string().regex(/^\d{1,6}$/) })
        .refine((range) => range.from.length === range.to.length && range.from <= range.to),
    )
    .min(1),
  issuers: z.array(
    z.object({
      binNumber: z.string().regex(/^\d{6}$/),
      issuer: z.string().min(1),
      cardType: z.enum(cardTypes).optional(),
      cardCategory: z.string().min(1).optional(),
      countryCode: z
        .string()
        .regex(/^[A-Z]{2}$/)
        .optional(),
      currencyCode: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .optional(),
      isCommercial: z.boolean().optional(),
      isPrepaid: z.boolean().optional(),
    }),
  ),
});

/** A bank's head office as the directory lists it. */
export type DirectoryBank = z.infer<typeof bankSchema>;

/** What the BIN table knows of one issuer BIN. */
export type IssuerBin = z.infer<typeof cardBinTableSchema>['issuers'][number];

function readData(fileName: string): unknown {
  return JSON.parse(readFileSync(new URL(`./${fileName}`, import.meta.url), 'utf8'));
}

const directory = directorySchema.parse(readData('bank-directory.json'));
const cardBins = cardBinTableSchema.parse(readData('card-bins.json'));

const banksByBic = new Map<string, DirectoryBank>();
const banksByNationalCode = new Map<string, DirectoryBank>();
for (const bank of directory.banks) {
  if (banksByBic.has(bank.bic)) throw new Error(`bank directory: ${bank.bic} is listed twice`);
  if (bank.bic.slice(4, 6) !== bank.countryIsoCode)
    throw new Error(`bank directory: ${bank.bic} is not a BIC of ${bank.countryIsoCode}`);
  banksByBic.set(bank.bic, bank);
  for (const code of bank.nationalBankCodes) {
    const key = `${bank.countryIsoCode}:${code}`;
    if (banksByNationalCode.has(key)) throw new Error(`bank directory: national code ${key} is listed twice`);
    banksByNationalCode.set(key, bank);
  }
}
const issuersByBin = new Map(cardBins.issuers.map((issuer) => [issuer.binNumber, issuer]));

/**
 * The bank of a BIC (ISO 9362, upper case, 8 or 11 characters): the directory lists head offices by
 * their 8-character BIC, so a branch code (the 3 last characters) finds its bank's head office.
 * Undefined when the directory does not know the bank.
 */
export function findBankByBic(bic: string): DirectoryBank | undefined {
  return banksByBic.get(bic.slice(0, 8));
}

/**
 * The bank of a national bank code inside an IBAN of `countryIsoCode` (GB bank letters, DE BLZ, FR
 * code banque, ES entidad, IT ABI, PL and UA leading digits …). Undefined when the directory does not
 * know it.
 */
export function findBankByNationalCode(countryIsoCode: string, nationalBankCode: string): DirectoryBank | undefined {
  return banksByNationalCode.get(`${countryIsoCode}:${nationalBankCode}`);
}

/**
 * The scheme of a six-digit BIN by the schemes' public IIN ranges: the longest matching prefix wins,
 * so a range inside another (Elo inside Visa's 4, Maestro inside Mastercard's 5) is told apart.
 * Undefined when no scheme uses the BIN.
 */
export function findCardScheme(binNumber: string): CardScheme | undefined {
  let best: { scheme: CardScheme; length: number } | undefined;
  for (const range of cardBins.schemeRanges) {
    const prefix = binNumber.slice(0, range.from.length);
    if (prefix < range.from || prefix > range.to) continue;
    if (!best || range.from.length > best.length) best = { scheme: range.scheme, length: range.from.length };
  }
  return best?.scheme;
}

/** What the table knows of the issuer of a six-digit BIN, if anything. */
export function findIssuerBin(binNumber: string): IssuerBin | undefined {
  return issuersByBin.get(binNumber);
}
