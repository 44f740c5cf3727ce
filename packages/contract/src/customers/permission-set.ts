import type { PayoutKind } from '../payouts/payout-catalog.ts';

/**
 * The permission set of spec 001 §3 ("stored for the session"): which money actions a customer may
 * take, one flag each, answered in customer info (`permissions`) and enforced by the server on every
 * money method it names (decision 0066). The spec names the six top-level flags; the per-rail flags
 * are named after its lists: own-account withdrawals, sends to others, mass sends and funding.
 */
export const permissionNames = [
  // The spec's flags.
  'sendMoneyPaxumUser',
  'sendMoneyUser',
  'requestMoney',
  'settlementAccount',
  'addFundsWireThirdParty',
  'addFundsBankThirdParty',
  // Own-account withdrawals: digital (crypto), between accounts, wire, eft, card (oct), instant, interac.
  'withdrawOwnDigital',
  'withdrawOwnBetweenAccounts',
  'withdrawOwnWire',
  'withdrawOwnEft',
  'withdrawOwnCard',
  'withdrawOwnInstant',
  'withdrawOwnInterac',
  // Sends to others: digital, load prepaid card, wire, eft, card, instant, interac, global transfer
  // (the list's "p2p" is `sendMoneyUser`: one name for one thing).
  'sendOthersDigital',
  'sendOthersLoadPrepaidCard',
  'sendOthersWire',
  'sendOthersEft',
  'sendOthersCard',
  'sendOthersInstant',
  'sendOthersInterac',
  'sendOthersGlobal',
  // Mass sends: wire, eft, card, instant, interac, p2p, digital, global.
  'massSendWire',
  'massSendEft',
  'massSendCard',
  'massSendInstant',
  'massSendInterac',
  'massSendP2p',
  'massSendDigital',
  'massSendGlobal',
  // Funding: digital.
  'fundingDigital',
] as const;
export type PermissionName = (typeof permissionNames)[number];

/** Every flag of the permission set; a missing flag is false (spec 001 §3 "all default false"). */
export type PermissionSet = Record<PermissionName, boolean>;

/** True when `name` is a flag of the permission set. */
export function isPermissionName(name: string): name is PermissionName {
  return (permissionNames as readonly string[]).includes(name);
}

/** Flags granted to every personal customer unless an administrator withdraws them (decision 0066). */
const grantedToPersons: readonly PermissionName[] = [
  'sendMoneyPaxumUser',
  'sendMoneyUser',
  'requestMoney',
  'withdrawOwnDigital',
  'withdrawOwnBetweenAccounts',
  'withdrawOwnWire',
  'withdrawOwnEft',
  'withdrawOwnCard',
  'withdrawOwnInstant',
  'withdrawOwnInterac',
  'sendOthersDigital',
  'sendOthersWire',
  'sendOthersEft',
  'sendOthersCard',
  'sendOthersInstant',
  'sendOthersInterac',
  'fundingDigital',
];

/** A business has the same, and mass sends on the rails that exist. */
const grantedByDefault: Record<'personal' | 'business', readonly PermissionName[]> = {
  personal: grantedToPersons,
  business: [
    ...grantedToPersons,
    'massSendWire',
    'massSendEft',
    'massSendCard',
    'massSendInstant',
    'massSendInterac',
    'massSendP2p',
    'massSendDigital',
  ],
};

/**
 * The permission set a customer of `customerType` has before any administrator changes it: every
 * built money action on (mass sends for businesses only); prepaid-card loads, global transfers,
 * settlement accounts and third-party funding off until they exist.
 */
export function defaultPermissionSet(customerType: 'personal' | 'business'): PermissionSet {
  const granted = new Set<PermissionName>(grantedByDefault[customerType]);
  return Object.fromEntries(permissionNames.map((name) => [name, granted.has(name)])) as PermissionSet;
}

/** The flag a payout of `kind` needs: to someone else ('3d', every payout today) or to the customer's own account elsewhere ('own'). */
export function payoutPermissionOf(kind: PayoutKind, scope: 'own' | '3d' = '3d'): PermissionName {
  const rail = payoutRailNames[kind];
  return scope === 'own' ? `withdrawOwn${rail}` : `sendOthers${rail}`;
}

const payoutRailNames = {
  wire: 'Wire',
  eft: 'Eft',
  oct: 'Card',
  cryptoEft: 'Digital',
  instant: 'Instant',
  interac: 'Interac',
} as const satisfies Record<PayoutKind, string>;
