import type { bankDataMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';
import { listBlockedBins } from './bank-data.repository.ts';
import { getBinInfo } from './get-bin-info.ts';
import { lookupIban } from './lookup-iban.ts';
import { lookupSwift } from './lookup-swift.ts';

/**
 * Main-API handlers of the bank-data area (spec 001 §3, §5, §7): bank lookups by IBAN and SWIFT, card
 * BIN info and the BIN blacklist. The dispatcher has checked the caller and the per-customer limit.
 */
export const bankDataHandlers = {
  ibanLookup: async (input, ctx) => lookupIban(input.iban, ctx.language),
  swiftLookup: async (input) => lookupSwift(input.swift),
  binInfo: async (input, ctx) => getBinInfo(ctx.db, input.binNumber),
  binBlacklist: async (_input, ctx) => ({ binNumbers: await listBlockedBins(ctx.db) }),
} satisfies AreaHandlers<typeof bankDataMethods>;
