import { z } from 'zod';

import { onBehalfSchema } from '../customers/customers.schemas.ts';
import { defineMethod } from '../method.ts';
import { currencyCodeSchema, positiveAmountSchema } from '../transfers/transfers.schemas.ts';
import { cryptoNetworks, walletCurrencyCodes, type WalletCurrencyCode } from './crypto-addresses.ts';

/**
 * Crypto wallets and deposits (spec 001 §1 "create a crypto wallet for a currency", §7 "create
 * wallet {currencyCode} returns address"; decision 0050). A wallet is one
 * receiving address per customer and currency, derived from the brand's extended public key; coins
 * sent to it are credited to the customer's account in that currency after the configured number
 * of confirmations, exactly once per transaction output. Amounts are decimal strings in the
 * currency (BTC: up to 8 decimals).
 */

/** A currency a wallet can be opened in ('unsupported_currency' otherwise). */
export const walletCurrencyCodeSchema = currencyCodeSchema.refine(
  (value): value is WalletCurrencyCode => (walletCurrencyCodes as readonly string[]).includes(value),
  { error: 'unsupported_currency' },
);

/** Where a deposit stands: seen on the chain and waiting for confirmations, or credited to the account. */
export const cryptoDepositStatuses = ['pending', 'credited'] as const;

/** One deposit to a wallet: one output of one chain transaction. */
export const cryptoDepositSchema = z.object({
  /** The chain transaction's id (64 hex digits). */
  txid: z.string(),
  /** The output's index in the transaction. */
  vout: z.number().int(),
  /** Decimal string in the wallet's currency. */
  amount: z.string(),
  currencyCode: z.string(),
  /** Blocks on top of the transaction's block, the block itself included (0 while unmined). */
  confirmations: z.number().int(),
  status: z.enum(cryptoDepositStatuses),
  /** ISO 8601: when Tessera first saw the deposit on the chain. */
  detectedAt: z.string(),
  /** ISO 8601: when it was credited, if it was. */
  creditedAt: z.string().optional(),
});
export type CryptoDeposit = z.infer<typeof cryptoDepositSchema>;

/** A customer's receiving wallet in one currency. */
export const cryptoWalletSchema = z.object({
  currencyCode: z.string(),
  /** The receiving address (bech32 native segwit for BTC). */
  address: z.string(),
  network: z.enum(cryptoNetworks),
  /** The account deposits are credited to. */
  accountId: z.number().int(),
  /** Confirmations a deposit needs before it is credited. */
  confirmationsRequired: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type CryptoWallet = z.infer<typeof cryptoWalletSchema>;

/** Most deposits listed per wallet, newest first. */
export const maxListedDeposits = 20;

export const createWalletMethod = defineMethod({
  name: 'createWallet',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    'Returns the customer’s receiving address in a crypto currency (spec 001 §7 "create wallet"), creating the wallet (and an account in that currency) on first call; the same address on every later call.',
  request: onBehalfSchema.extend({ currencyCode: walletCurrencyCodeSchema }),
  response: z.object({ wallet: cryptoWalletSchema, address: z.string() }),
});

export const cryptoWalletListMethod = defineMethod({
  name: 'cryptoWalletList',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary:
    'The customer’s crypto wallets, each with its latest deposits (pending with their confirmations, and credited).',
  request: onBehalfSchema,
  response: z.object({
    wallets: z.array(cryptoWalletSchema.extend({ deposits: z.array(cryptoDepositSchema) })),
  }),
});

/** A chain transaction id: 64 hex digits. */
const txidSchema = z.string().regex(/^[0-9a-f]{64}$/, { error: 'invalid_format' });

export const cryptoSandboxDepositMethod = defineMethod({
  name: 'cryptoSandboxDeposit',
  callers: { signedIn: 'admin' },
  sandboxOnly: true,
  summary:
    'Sandbox chain only (admin, developers): broadcasts a payment of `amount` to any valid address of the sandbox network, unconfirmed; blocks then confirm it.',
  request: z.object({
    currencyCode: walletCurrencyCodeSchema,
    address: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(90, { error: 'too_long' }),
    amount: positiveAmountSchema,
  }),
  response: z.object({ txid: txidSchema, vout: z.number().int() }),
});

export const cryptoSandboxMineMethod = defineMethod({
  name: 'cryptoSandboxMine',
  callers: { signedIn: 'admin' },
  sandboxOnly: true,
  summary:
    'Sandbox chain only (admin, developers): mines `blocks` blocks at once, adding that many confirmations to every sandbox transaction.',
  request: z.object({ blocks: z.coerce.number().int().min(1).max(100) }),
  response: z.object({ blocks: z.number().int() }),
});
