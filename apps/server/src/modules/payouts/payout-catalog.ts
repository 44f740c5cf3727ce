import {
  bankAndBranchCodeCountries,
  branchCodeFormat,
  payoutFieldsFor,
  payoutOptionsFor,
  type InstantKeyType,
  type PayoutKind,
} from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import type { PayoutRail } from '../../platform/payout-rail.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { listBranches, listDomesticBanks, listInstantBanks, type DomesticBank } from '../bank-data/index.ts';
import { getOwnAccount } from '../ledger/index.ts';
import { getLimitStatus, limitRows } from '../limits/index.ts';

/** `availableTransfers {countryCode}` (spec 001 §5, §7): the payout kinds, schemes and currencies of a country. */
export function availableTransfers(countryCode: string) {
  return { transfers: payoutOptionsFor(countryCode) };
}

/** `extraParams {transferType, countryCode}` (spec 001 §7): the recipient fields a kind needs there. */
export function extraParams(transferType: PayoutKind, countryCode: string) {
  return { params: payoutFieldsFor(transferType, countryCode) };
}

function wireBank(bank: DomesticBank) {
  return { bankCode: bank.bankCode, bankName: bank.bankName, ...(bank.swift ? { swift: bank.swift } : {}) };
}

/** `bankList {countryCode}`: the banks Tessera lists by national code for local transfers. */
export function bankList(countryCode: string) {
  return { banks: listDomesticBanks(countryCode).map(wireBank) };
}

/** `instantBankList {countryCode}`: the banks of the country's instant-payment scheme (PIX in BR). */
export function instantBankList(countryCode: string) {
  return { banks: listInstantBanks(countryCode).map(wireBank) };
}

/**
 * `branchCodeOptions {countryCode, bankCode}` (spec 001 §5): where an eft needs a branch code (BR,
 * JP, HK, LK), its length, and the bank's branches where a published register lists them (Japan's
 * Zengin codes); elsewhere the list is empty and the customer types the code from their statement,
 * its format checked (decision 0040).
 * @throws AppError 'VF' on bankCode when the bank is not one of the country's listed banks.
 */
export function branchCodeOptions(countryCode: string, bankCode: string) {
  if (!bankAndBranchCodeCountries.includes(countryCode)) return { branches: [] };
  if (!listDomesticBanks(countryCode).some((bank) => bank.bankCode === bankCode))
    throw fieldError('bankCode', 'invalid_bank_code');
  const format = branchCodeFormat(countryCode);
  return { ...(format ? { length: format.length } : {}), branches: listBranches(countryCode, bankCode) ?? [] };
}

/**
 * `customerLimits {type, countryCode, fromAccountId, currencyCode}` (spec 001 §7): the single, daily
 * and monthly limits of a payout kind to a country in the account's currency, and what is used.
 * @throws AppError 'VF' when the account is not the caller's or the currency is not the account's.
 */
export async function customerLimits(
  db: Executor,
  customerId: number,
  input: { type: PayoutKind; countryCode: string; fromAccountId: number; currencyCode?: string | undefined },
) {
  const from = await getOwnAccount(db, customerId, input.fromAccountId, 'fromAccountId');
  if (input.currencyCode !== undefined && input.currencyCode !== from.currencyCode)
    throw fieldError('currencyCode', 'currency_mismatch');
  const status = await getLimitStatus(db, customerId, input.type, from.currencyCode, new Date(), input.countryCode);
  return { limits: limitRows(status, from.currencyCode) };
}

/**
 * `instantKeyInfo` (spec 001 §7): the owner of an instant-payment key as the rail knows it, with the
 * key's type.
 */
export async function instantKeyInfo(
  db: Executor,
  rail: PayoutRail,
  input: { instantKeyType: InstantKeyType; instantKey: string },
) {
  return {
    ...(await rail.lookupInstantKey(db, input.instantKeyType, input.instantKey)),
    instantKeyType: input.instantKeyType,
  };
}
