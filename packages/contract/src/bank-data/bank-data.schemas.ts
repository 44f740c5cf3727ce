import { z } from 'zod';

import { defineMethod } from '../method.ts';
import { bicSchema, binNumberSchema, ibanSchema } from './bank-identifiers.ts';
import { lookupRateLimit } from '../lookup-rate-limit.ts';

/**
 * Bank and card data for payouts (spec 001 §3 "Bank and payee data", "Bin info", §5, §7): look up a
 * bank by IBAN or SWIFT code and a card by its BIN, from the directory Tessera ships (decision 0039).
 * A valid code the directory does not know answers 'NF' ("bank not found") and the payout may go on;
 * an invalid code is 'VF' with the field.
 */

const minuteMs = 60_000;

/** Card schemes Tessera recognises by their public IIN ranges (decision 0039). */
export const cardSchemes = [
  'VISA',
  'MASTERCARD',
  'AMEX',
  'DISCOVER',
  'JCB',
  'DINERS',
  'UNIONPAY',
  'MAESTRO',
  'MIR',
  'ELO',
] as const;

/** A card scheme (the spec's `cardBrand`), e.g. 'VISA'. */
export type CardScheme = (typeof cardSchemes)[number];

/** Kinds of card account (the spec's `cardType`). */
export const cardTypes = ['DEBIT', 'CREDIT', 'PREPAID'] as const;

export const ibanLookupMethod = defineMethod({
  name: 'ibanLookup',
  callers: { signedIn: 'customer', actFor: 'initiate', money: false },
  // Looked up while preparing a payout (decision 0101).
  summary:
    "The bank of an IBAN (spec 001 §3): address, branch, city, zipCode, countryIsoCode, country, bankName, SWIFT. 'NF' when the directory does not know a valid IBAN's bank (the payout may go on); 'VF' for an invalid IBAN.",
  request: z.object({ iban: ibanSchema }),
  response: z.object({
    iban: z.string(),
    bankName: z.string(),
    SWIFT: z.string(),
    address: z.string(),
    city: z.string(),
    zipCode: z.string().optional(),
    countryIsoCode: z.string().length(2),
    country: z.string(),
    /** The branch identifier the IBAN carries where its country has one (GB sort code, FR guichet, ES oficina, IT CAB). */
    branch: z.string().optional(),
  }),
  customerRateLimit: lookupRateLimit,
});

export const swiftLookupMethod = defineMethod({
  name: 'swiftLookup',
  callers: { signedIn: 'customer', actFor: 'initiate', money: false },
  // Looked up while preparing a payout (decision 0101).
  summary:
    "The bank of a SWIFT code / BIC (spec 001 §3): address, city, zipCode, countryIsoCode, bankName, code. A branch code (11 characters) answers its bank's head office. 'NF' when the directory does not know a valid code; 'VF' for an invalid one.",
  request: z.object({ swift: bicSchema }),
  response: z.object({
    code: z.string(),
    bankName: z.string(),
    address: z.string(),
    city: z.string(),
    zipCode: z.string().optional(),
    countryIsoCode: z.string().length(2),
  }),
  customerRateLimit: lookupRateLimit,
});

export const binInfoMethod = defineMethod({
  name: 'binInfo',
  callers: { signedIn: 'customer', actFor: 'initiate', money: false },
  // Looked up while preparing a payout (decision 0101).
  summary:
    "A card's scheme, type, issuer and country from its BIN, the first six digits (spec 001 §3 \"Bin info\", §5). `valid` is false for a BIN payouts refuse (binBlacklist). 'NF' when no scheme uses the BIN; 'VF' for fewer than six digits.",
  request: z.object({ binNumber: binNumberSchema }),
  response: z.object({
    binNumber: z.string().length(6),
    cardBrand: z.enum(cardSchemes),
    cardType: z.enum(cardTypes).optional(),
    cardCategory: z.string().optional(),
    issuer: z.string().optional(),
    countryCode: z.string().length(2).optional(),
    currencyCode: z.string().length(3).optional(),
    isCommercial: z.boolean().optional(),
    isPrepaid: z.boolean().optional(),
    valid: z.boolean(),
  }),
  customerRateLimit: lookupRateLimit,
});

/** Most BINs the blacklist answers at once (DESIGN §7.6: a limit on everything). */
export const maxBinBlacklistEntries = 1000;

export const binBlacklistMethod = defineMethod({
  name: 'binBlacklist',
  callers: { signedIn: 'customer', actFor: 'initiate', money: false },
  // Looked up while preparing a payout (decision 0101).
  summary: 'The card BINs payouts refuse (spec 001 §3 "A list of blocked BINs exists", §7 "bin blacklist").',
  request: z.object({}),
  response: z.object({ binNumbers: z.array(z.string().length(6)).max(maxBinBlacklistEntries) }),
  customerRateLimit: { max: 30, windowMs: 10 * minuteMs },
});
