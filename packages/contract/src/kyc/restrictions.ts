import { restrictionReasons, type RestrictionReason } from './kyc.schemas.ts';

/**
 * What a limited or unverified customer may still do with money (spec 002 §3 "Restriction reasons",
 * spec 000 §2 and 002 §4 "Limited: says money cannot be sent"; decision 0063). The spec says only that
 * a limited customer cannot send money; what else each reason blocks is what a regulated e-money
 * institution does, written down here once for the server's refusals and the web's explanations.
 */

/**
 * A way money moves for the customer whose accounts it touches:
 * - `outgoing`: leaves the customer (p2p, every payout kind, mass and global pay, paying an invoice or
 *   a pre-approved payment, card funding);
 * - `incoming`: arrives from someone else (p2p received, deposits, top-ups);
 * - `ownAccounts`: between the customer's own accounts, exchanges included.
 */
export type MoneyMovement = 'outgoing' | 'incoming' | 'ownAccounts';

/** What each restriction reason blocks, how it is lifted, and whether the customer is told why. */
export interface RestrictionRule {
  /** Money leaving the customer is refused (true for every reason: spec 000 §2). */
  blocksOutgoing: true;
  blocksIncoming: boolean;
  blocksOwnAccounts: boolean;
  /**
   * How the restriction ends: `newDocuments` when the customer's replacement documents are confirmed,
   * `payment` when the unpaid invoice is settled (incoming money stays allowed so that it can be), or
   * `compliance` when only a compliance officer's review ends it.
   */
  liftedBy: 'newDocuments' | 'payment' | 'compliance';
  /**
   * The banner names the reason. Sanctions, adverse media and investigations are not named: telling
   * the customer could tip off the subject of a review (AML tipping-off rules), so those three share
   * one neutral "under review, contact us" wording.
   */
  isDisclosed: boolean;
}

/**
 * The rule of each reason (decision 0063):
 * 1. expired documents: sending blocked until new documents are confirmed; receiving and moving between
 *    own accounts stay allowed;
 * 2. unpaid invoice: sending blocked until the debt is paid; receiving allowed so that it can be;
 * 3. sanctions: everything frozen, own accounts and exchanges included (an asset freeze forbids both
 *    dealing with the funds and making funds available);
 * 4. adverse media: sending blocked during enhanced due diligence;
 * 5. account investigation: sending blocked while compliance investigates.
 */
export const restrictionRules: Readonly<Record<RestrictionReason, RestrictionRule>> = {
  [restrictionReasons.expiredDocuments]: {
    blocksOutgoing: true,
    blocksIncoming: false,
    blocksOwnAccounts: false,
    liftedBy: 'newDocuments',
    isDisclosed: true,
  },
  [restrictionReasons.unpaidInvoice]: {
    blocksOutgoing: true,
    blocksIncoming: false,
    blocksOwnAccounts: false,
    liftedBy: 'payment',
    isDisclosed: true,
  },
  [restrictionReasons.sanctions]: {
    blocksOutgoing: true,
    blocksIncoming: true,
    blocksOwnAccounts: true,
    liftedBy: 'compliance',
    isDisclosed: false,
  },
  [restrictionReasons.adverseMedia]: {
    blocksOutgoing: true,
    blocksIncoming: false,
    blocksOwnAccounts: false,
    liftedBy: 'compliance',
    isDisclosed: false,
  },
  [restrictionReasons.accountInvestigation]: {
    blocksOutgoing: true,
    blocksIncoming: false,
    blocksOwnAccounts: false,
    liftedBy: 'compliance',
    isDisclosed: false,
  },
};

/**
 * The rule of a limited customer whose reason is not known: sending blocked, the rest allowed, only
 * compliance lifts it, the reason not named.
 */
const unknownReasonRule: RestrictionRule = {
  blocksOutgoing: true,
  blocksIncoming: false,
  blocksOwnAccounts: false,
  liftedBy: 'compliance',
  isDisclosed: false,
};

/** The rule of `reason`, or of an unknown reason when none is given. */
export function restrictionRuleOf(reason: RestrictionReason | undefined): RestrictionRule {
  return reason === undefined ? unknownReasonRule : restrictionRules[reason];
}

/**
 * The standing of the customer whose accounts the money touches (for a business, the business, not
 * the user acting for it): customer info's `verified` and `limited`, and the reason when limited.
 */
export interface MoneyStanding {
  verified: boolean;
  limited: boolean;
  restrictionReason?: RestrictionReason | undefined;
}

/**
 * Why a movement is refused: `frozen` (sanctions: nothing moves), `limited` (a restriction blocks
 * it), `unverified` (money leaves only a verified customer).
 */
export type MoneyRefusal = 'frozen' | 'limited' | 'unverified';

/**
 * Why `standing` may not make a `movement`, or undefined when it may (decision 0063):
 * - a limited customer never sends money (spec 000 §2, 002 §4), and a sanctioned one moves none at all
 *   (`frozen`); other restrictions leave receiving and own-account moves allowed;
 * - an unverified customer may receive and move money between their own accounts but not send it:
 *   a regulated e-wallet pays out only for a customer whose identity it has verified.
 * The server asks this before every outgoing money submit (and before crediting a sanctioned customer).
 */
export function moneyMovementRefusal(standing: MoneyStanding, movement: MoneyMovement): MoneyRefusal | undefined {
  if (standing.limited) {
    const rule = restrictionRuleOf(standing.restrictionReason);
    const blocked =
      movement === 'outgoing' ||
      (movement === 'incoming' && rule.blocksIncoming) ||
      (movement === 'ownAccounts' && rule.blocksOwnAccounts);
    if (blocked) return standing.restrictionReason === restrictionReasons.sanctions ? 'frozen' : 'limited';
  }
  if (!standing.verified && movement === 'outgoing') return 'unverified';
  return undefined;
}

/** True when `standing` may make `movement` (by default an outgoing payment); see {@link moneyMovementRefusal}. */
export function mayMoveMoney(standing: MoneyStanding, movement: MoneyMovement = 'outgoing'): boolean {
  return moneyMovementRefusal(standing, movement) === undefined;
}
