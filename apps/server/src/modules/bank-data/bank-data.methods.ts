import type { bankDataMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';
import { binBlacklist } from './bin-blacklist.ts';
import { binInfo } from './bin-info.ts';
import { ibanLookup } from './iban-lookup.ts';
import { swiftLookup } from './swift-lookup.ts';

/**
 * Main-API handlers of the bank-data area (spec 001 §3, §5, §7): bank lookups by IBAN and SWIFT, card
 * BIN info and the BIN blacklist. The dispatcher has checked the caller and the per-customer limit.
 */
export const bankDataHandlers = {
  ibanLookup: async (input, ctx) => ibanLookup(input.iban, ctx.language),
  swiftLookup: async (input) => swiftLookup(input.swift),
  binInfo: async (input, ctx) => binInfo(ctx.db, input.binNumber),
  binBlacklist: async (_input, ctx) => binBlacklist(ctx.db),
} satisfies AreaHandlers<typeof bankDataMethods>;
