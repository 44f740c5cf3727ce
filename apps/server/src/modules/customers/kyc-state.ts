import {
  accountStatusBanner,
  documentCategories,
  documentReviewStateOf,
  hasDocumentsAwaitingReview,
  isDocumentStepNeeded,
  isNeedKycOf,
  missingKycCategoryOf,
  requiredActionCountOf,
  restrictionRuleOf,
  verificationStatusOf,
  type AddressDocumentFlags,
  type CustomerRestriction,
  type DocumentCategoryId,
  type KycInfo,
  type RestrictionReason,
} from '@tessera/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../rpc/app-error.ts';
import { documentStatusRowsOf } from '../documents/index.ts';
import { customers, users } from '../identity/index.ts';
import { customerRestrictions } from './customers.schema.ts';

/**
 * The document categories a customer's verification reads (decision 0067): identity, address, phone,
 * relationship and residence permit for everyone; the company's categories for a business. "Other"
 * (5) and tax forms do not verify anyone and never hold the KYC flow.
 */
export const kycCategoriesOf = (customerType: 'personal' | 'business'): readonly DocumentCategoryId[] =>
  customerType === 'business'
    ? [
        documentCategories.ProofOfIdentity,
        documentCategories.ProofOfAddress,
        documentCategories.BusinessRegistration,
        documentCategories.BusinessAddress,
        documentCategories.BusinessRegistrationAddress,
        documentCategories.ControlDocument,
      ]
    : [
        documentCategories.ProofOfIdentity,
        documentCategories.ProofOfAddress,
        documentCategories.ProofOfPhone,
        documentCategories.ProofOfRelationship,
        documentCategories.ResidencePermit,
      ];

/** A main document as the derivation reads it. */
interface CurrentDocument {
  id: number;
  categoryId: number;
  statusId: number;
  createdAt: Date;
}

/**
 * The customer's current documents (decision 0067): main documents of the KYC categories, not
 * withdrawn; in each category a rejected, expired or mismatched document counts only while nothing
 * newer was uploaded in that category (the newer one replaces it, so it is no longer an action).
 */
export function currentDocuments<T extends CurrentDocument>(rows: readonly T[]): T[] {
  const newestByCategory = new Map<number, Date>();
  for (const row of rows) {
    const newest = newestByCategory.get(row.categoryId);
    if (!newest || row.createdAt > newest) newestByCategory.set(row.categoryId, row.createdAt);
  }
  return rows.filter((row) => {
    const state = documentReviewStateOf(row.statusId);
    if (state === 'withdrawn') return false;
    if (state !== 'actionRequired') return true;
    return row.createdAt.getTime() === newestByCategory.get(row.categoryId)?.getTime();
  });
}

/**
 * What other modules tell the derivation about a customer (wired in kyc.module.ts): the addresses'
 * proof-of-address flags (profile) and whether an identity-verification run is open.
 */
export interface KycSources {
  addressFlagsOf(db: Database, customerId: number): Promise<readonly AddressDocumentFlags[]>;
  isIdentityVerificationRunning(db: Database, customerId: number): Promise<boolean>;
}

/** The customer's restriction as they may see it, from the active rows (undefined when none). */
function restrictionOf(rows: { reason: number; setAt: Date }[], reason: RestrictionReason | null) {
  const [first, ...rest] = rows;
  if (reason === null || first === undefined) return undefined;
  const rule = restrictionRuleOf(reason);
  const since = rest.reduce((earliest, row) => (row.setAt < earliest ? row.setAt : earliest), first.setAt);
  const restriction: CustomerRestriction = {
    isDisclosed: rule.isDisclosed,
    liftedBy: rule.liftedBy,
    since: since.toISOString(),
    ...(rule.isDisclosed ? { reason } : {}),
  };
  return restriction;
}

/** The stored facts of a customer row the derivation reads (a full `customers` row will do). */
export type KycCustomerFacts = Pick<
  typeof customers.$inferSelect,
  | 'id'
  | 'customerType'
  | 'verified'
  | 'limited'
  | 'restrictionReason'
  | 'hasDuplicateDocuments'
  | 'dueDiligenceLevel'
  | 'kycReviewRequestedAt'
>;

/** Reads the facts of `customerId`. @throws AppError 'NF' when the customer does not exist. */
export async function kycFactsOf(db: Database, customerId: number): Promise<KycCustomerFacts> {
  const [customer] = await db
    .select({
      id: customers.id,
      customerType: customers.customerType,
      verified: customers.verified,
      limited: customers.limited,
      restrictionReason: customers.restrictionReason,
      hasDuplicateDocuments: customers.hasDuplicateDocuments,
      dueDiligenceLevel: customers.dueDiligenceLevel,
      kycReviewRequestedAt: customers.kycReviewRequestedAt,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw new AppError('NF', 'Customer not found.');
  return customer;
}

/**
 * Where a customer's verification stands (spec 002 §4, `kycCustomerInfo`; decision 0067): the
 * stored facts (verified by the final review, limited by active restrictions, duplicate documents),
 * the current documents, the addresses and the open identity-verification run, through the
 * contract's derivation and banner rules. `customer` is an id (the row is read) or the row a caller
 * already holds; `options.isAdmin` skips the look-up of an administrator among the customer's users.
 * @throws AppError 'NF' when the customer does not exist.
 */
export async function kycInfoOf(
  db: Database,
  sources: KycSources,
  customerOrId: number | KycCustomerFacts,
  options: { isMobile?: boolean | undefined; isAdmin?: boolean | undefined } = {},
): Promise<KycInfo> {
  const customer = typeof customerOrId === 'number' ? await kycFactsOf(db, customerOrId) : customerOrId;
  const customerId = customer.id;
  const categories = kycCategoriesOf(customer.customerType);
  const [admins, rows, restrictions, addresses, running] = await Promise.all([
    options.isAdmin !== undefined
      ? Promise.resolve(options.isAdmin ? [{ id: 0 }] : [])
      : db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.customerId, customerId), eq(users.isAdmin, true)))
          .limit(1),
    documentStatusRowsOf(db, customerId, categories),
    customer.limited
      ? db
          .select({ reason: customerRestrictions.reason, setAt: customerRestrictions.setAt })
          .from(customerRestrictions)
          .where(and(eq(customerRestrictions.customerId, customerId), isNull(customerRestrictions.liftedAt)))
      : Promise.resolve([]),
    sources.addressFlagsOf(db, customerId),
    sources.isIdentityVerificationRunning(db, customerId),
  ]);
  const current = currentDocuments(rows);
  const providedCategories = [
    ...new Set(
      current
        .filter((row) => documentReviewStateOf(row.statusId) !== 'actionRequired')
        .map((row) => row.categoryId as DocumentCategoryId),
    ),
  ].sort((a, b) => a - b);
  // What kycRequest asks for: identity and address, and a business's company documents (decisions 0067, 0094).
  const isRequiredDocumentMissing =
    missingKycCategoryOf({
      customerType: customer.customerType,
      providedCategories,
      isIdentityVerificationRunning: false,
    }) !== undefined;
  const restrictionReason = (customer.restrictionReason ?? undefined) as RestrictionReason | undefined;
  const requiredActionCount = requiredActionCountOf({ verified: customer.verified, documents: current, addresses });
  const verificationStatus = verificationStatusOf({
    isRepresentative: false,
    verified: customer.verified,
    limited: customer.limited,
    restrictionReason,
    hasDuplicateDocuments: customer.hasDuplicateDocuments,
    documents: current,
    addresses,
    requiredActionCount,
    isIdentityVerificationRunning: running,
    isRequiredDocumentMissing,
  });
  const isAdmin = admins.length > 0;
  const banner = isAdmin
    ? undefined
    : accountStatusBanner(verificationStatus, {
        isMobile: options.isMobile === true,
        requiredActionCount,
        restrictionReason,
      });
  const restriction = restrictionOf(restrictions, customer.restrictionReason as RestrictionReason | null);
  return {
    verificationStatus,
    ...(banner ? { banner } : {}),
    verified: customer.verified,
    limited: customer.limited,
    isNeedKyc: isNeedKycOf({ isAdmin, verificationStatus }),
    dueDiligenceLevel: customer.dueDiligenceLevel,
    requiredActionCount,
    documentStepNeeded: isDocumentStepNeeded(current) || isRequiredDocumentMissing,
    documentsAwaitingReview: current.filter((row) => hasDocumentsAwaitingReview([row])).length,
    providedCategories,
    isIdentityVerificationRunning: running,
    ...(customer.kycReviewRequestedAt ? { reviewRequestedAt: customer.kycReviewRequestedAt.toISOString() } : {}),
    ...(restriction ? { restriction } : {}),
  };
}
