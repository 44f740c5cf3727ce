import {
  addressTypes,
  documentCategories,
  documentStatuses,
  documentTypeOf,
  isStateRequired,
  maxAddressesPerCustomer,
  proofOfAddressValidityDays,
  type AddressDocumentFlags,
  type AddressReplaceData,
  type AddressStatus,
  type ListedDocument,
  type ProfileAddress,
  type ReceivedFile,
} from '@tessera/contract';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import { listCustomerDocuments, uploadDocument } from '../documents/index.ts';
import { findPersonalDetails } from './profile-deps.ts';
import { profileAddresses } from './profile.schema.ts';
import { findState, isKnownCountry } from './states.ts';

type AddressRow = typeof profileAddresses.$inferSelect;

/** The address fields as parsed by the contract (`addressInputSchema`). */
export interface AddressFields {
  addressType: number;
  address1: string;
  address2?: string | undefined;
  city: string;
  postalCode: string;
  countryCode: string;
  stateCode?: string | undefined;
}

const awaitingReview: ReadonlySet<number> = new Set([
  documentStatuses.submitted,
  documentStatuses.pending,
  documentStatuses.underInvestigation,
]);
const dayMs = 24 * 3600_000;

/**
 * Where an address's proof stands (decision 0076), from its proofs newest first: a confirmed proof
 * within {@link proofOfAddressValidityDays} verifies it; else one awaiting review; else a confirmed
 * proof grown old or an expired one makes it out of date; else (none, or only refused ones) a
 * document is required.
 */
function addressStatusOf(proofs: readonly ListedDocument[], now = Date.now()): AddressStatus {
  const confirmed = proofs.filter((proof) => proof.statusId === documentStatuses.confirmed);
  const isCurrent = (proof: ListedDocument) => now - Date.parse(proof.uploaded) <= proofOfAddressValidityDays * dayMs;
  if (confirmed.some(isCurrent)) return 'verified';
  if (proofs.some((proof) => awaitingReview.has(proof.statusId))) return 'awaitingReview';
  if (confirmed.length > 0 || proofs.some((proof) => proof.statusId === documentStatuses.expired))
    return 'documentOutOfDate';
  return 'documentRequired';
}

function toProfileAddress(row: AddressRow, proofs: ListedDocument[]): ProfileAddress {
  const addressStatus = addressStatusOf(proofs);
  const isDocumentRequired = addressStatus === 'documentRequired';
  const isDocumentOutOfDate = addressStatus === 'documentOutOfDate';
  const state = row.stateCode ? findState(row.countryCode, row.stateCode) : undefined;
  return {
    addressId: row.id,
    addressType: row.addressType,
    address1: row.address1,
    ...(row.address2 ? { address2: row.address2 } : {}),
    city: row.city,
    postalCode: row.postalCode,
    countryCode: row.countryCode,
    ...(row.stateCode ? { stateCode: row.stateCode } : {}),
    ...(state ? { stateName: state.stateName } : {}),
    addressStatus,
    confirmed: row.confirmedAt !== null,
    uploadedDocuments: proofs,
    isDocumentOutOfDate,
    isCardDocumentRequired: row.isCardDelivery && (isDocumentRequired || isDocumentOutOfDate),
    isDocumentRequired,
  };
}

/** The customer's live addresses with their proofs (main documents of category 2 naming them). */
export async function listAddresses(db: Database, customerId: number): Promise<ProfileAddress[]> {
  const rows = await db
    .select()
    .from(profileAddresses)
    .where(and(eq(profileAddresses.customerId, customerId), isNull(profileAddresses.deletedAt)))
    .orderBy(asc(profileAddresses.id));
  if (rows.length === 0) return [];
  const proofs = (
    await listCustomerDocuments(db, customerId, { categoryId: documentCategories.ProofOfAddress })
  ).filter((document) => !document.isSubDocument);
  return rows.map((row) =>
    toProfileAddress(
      row,
      proofs.filter((proof) => proof.addressId === row.id),
    ),
  );
}

/**
 * Each live address's document flags (contract `AddressDocumentFlags`, spec 002 §3 "Address"), in
 * the order the profile lists them, for the verification status (spec 002 §4).
 */
export async function addressDocumentFlagsOf(db: Database, customerId: number): Promise<AddressDocumentFlags[]> {
  return (await listAddresses(db, customerId)).map(
    ({ isDocumentRequired, isDocumentOutOfDate, isCardDocumentRequired }) => ({
      isDocumentRequired,
      isDocumentOutOfDate,
      isCardDocumentRequired,
    }),
  );
}

/**
 * Checks what the contract cannot: the country is one ISO 3166-1 lists, and the state is one of
 * its states, required where {@link isStateRequired}.
 * @throws AppError 'VF' invalid_country on `countryCode`; required or invalid_value on `stateCode`.
 */
function checkPlace(fields: AddressFields): void {
  if (!isKnownCountry(fields.countryCode)) throw fieldError('countryCode', 'invalid_country');
  if (fields.stateCode === undefined) {
    if (isStateRequired(fields.countryCode)) throw fieldError('stateCode', 'required');
    return;
  }
  if (!findState(fields.countryCode, fields.stateCode)) throw fieldError('stateCode', 'invalid_value');
}

/** The live (not deleted, not replaced) address `addressId` of `customerId`, or undefined. */
async function liveAddressRow(db: Database, customerId: number, addressId: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(profileAddresses)
    .where(
      and(
        eq(profileAddresses.id, addressId),
        eq(profileAddresses.customerId, customerId),
        isNull(profileAddresses.deletedAt),
      ),
    );
  return row;
}

/**
 * Whether `addressId` is a live address of `customerId`: the documents module asks before it links
 * an uploaded proof of address to it.
 */
export async function isLiveAddressOf(db: Database, customerId: number, addressId: number): Promise<boolean> {
  return (await liveAddressRow(db, customerId, addressId)) !== undefined;
}

/** A postal address as a tax form prints it (spec 002 §3 "Address" fields, no status). */
export interface PostalAddress {
  address1: string;
  address2?: string;
  city: string;
  postalCode: string;
  stateCode?: string;
  countryCode: string;
}

/** Which address types count as a permanent address, most telling first, per kind of customer. */
const permanentAddressPreference = {
  personal: [addressTypes.residence, addressTypes.home, addressTypes.homeAndBusiness],
  business: [addressTypes.business, addressTypes.homeAndBusiness, addressTypes.office],
} as const;

/**
 * The customer's permanent address for the tax forms (W-9 lines 5–6, W-8BEN line 3, W-8BEN-E line 6):
 * the first live address of the most telling type for a person (residence, home, home and business)
 * or a business (business, home and business, office), else the first live address; undefined when
 * the customer has none.
 */
export async function permanentAddressOf(
  db: Database,
  customerId: number,
  kind: 'personal' | 'business',
): Promise<PostalAddress | undefined> {
  const rows = await db
    .select()
    .from(profileAddresses)
    .where(and(eq(profileAddresses.customerId, customerId), isNull(profileAddresses.deletedAt)))
    .orderBy(asc(profileAddresses.id));
  const preference: readonly number[] = permanentAddressPreference[kind];
  const rank = (row: AddressRow) => {
    const index = preference.indexOf(row.addressType);
    return index === -1 ? preference.length : index;
  };
  const [row] = rows.toSorted((a, b) => rank(a) - rank(b));
  if (!row) return undefined;
  return {
    address1: row.address1,
    ...(row.address2 ? { address2: row.address2 } : {}),
    city: row.city,
    postalCode: row.postalCode,
    ...(row.stateCode ? { stateCode: row.stateCode } : {}),
    countryCode: row.countryCode,
  };
}

async function findLiveAddress(db: Database, customerId: number, addressId: number): Promise<AddressRow> {
  const row = await liveAddressRow(db, customerId, addressId);
  if (!row) throw new AppError('NF', 'No such address.');
  return row;
}

async function refuseMoreAddresses(db: Database, customerId: number, field: string): Promise<void> {
  const [held] = await db
    .select({ value: count() })
    .from(profileAddresses)
    .where(and(eq(profileAddresses.customerId, customerId), isNull(profileAddresses.deletedAt)));
  if ((held?.value ?? 0) >= maxAddressesPerCustomer)
    throw fieldError(field, 'too_big', `At most ${maxAddressesPerCustomer} addresses.`);
}

function rowValues(customerId: number, fields: AddressFields) {
  return {
    customerId,
    addressType: fields.addressType,
    address1: fields.address1,
    address2: fields.address2 ?? null,
    city: fields.city,
    postalCode: fields.postalCode.toUpperCase(),
    countryCode: fields.countryCode,
    stateCode: fields.stateCode ?? null,
    // The customer typed it in, which confirms it is current.
    confirmedAt: new Date(),
  };
}

async function addressOf(db: Database, customerId: number, addressId: number): Promise<ProfileAddress> {
  const address = (await listAddresses(db, customerId)).find((candidate) => candidate.addressId === addressId);
  if (!address) throw new Error(`address ${addressId} of customer ${customerId} not found after writing it`);
  return address;
}

/**
 * `addressCreate` (spec 002 §7): a new address of the customer, its proof still required.
 * @throws AppError 'VF' on a field (country, state, too many addresses).
 */
export async function addressCreate(db: Database, customerId: number, fields: AddressFields): Promise<ProfileAddress> {
  checkPlace(fields);
  await refuseMoreAddresses(db, customerId, 'address1');
  const [row] = await db.insert(profileAddresses).values(rowValues(customerId, fields)).returning();
  if (!row) throw new Error('address row not written');
  return addressOf(db, customerId, row.id);
}

/**
 * `addressConfirm`: the customer confirms the address is current.
 * @throws AppError 'NF' for another customer's, an unknown or a deleted address.
 */
export async function addressConfirm(db: Database, customerId: number, addressId: number): Promise<ProfileAddress> {
  const row = await findLiveAddress(db, customerId, addressId);
  await db.update(profileAddresses).set({ confirmedAt: new Date() }).where(eq(profileAddresses.id, row.id));
  return addressOf(db, customerId, row.id);
}

/**
 * `addressDelete`: the address stops being listed; its proofs stay documents.
 * @throws AppError 'NF' as `addressConfirm`; 'VF' invalid_value for a verified customer's last address.
 */
export async function addressDelete(db: Database, customerId: number, addressId: number): Promise<void> {
  const row = await findLiveAddress(db, customerId, addressId);
  const details = await findPersonalDetails(db, customerId);
  if (details?.verified) {
    const [held] = await db
      .select({ value: count() })
      .from(profileAddresses)
      .where(and(eq(profileAddresses.customerId, customerId), isNull(profileAddresses.deletedAt)));
    if ((held?.value ?? 0) <= 1)
      throw fieldError(
        'addressId',
        'invalid_value',
        'A verified customer keeps at least one address: replace it instead.',
      );
  }
  await db.update(profileAddresses).set({ deletedAt: new Date() }).where(eq(profileAddresses.id, row.id));
}

/** An address replacement as the route received it. */
export interface AddressReplacement {
  customerId: number;
  customerType: 'personal' | 'business';
  userId: number;
  data: AddressReplaceData & AddressFields;
  files: Partial<Record<'document', ReceivedFile>>;
}

/**
 * `addressReplace` (spec 002 §7, multipart): the new address is written with its proof (stored
 * through the documents module's upload, category 2, naming the new address), then the old one is
 * marked replaced by it. A refused field or file leaves nothing behind: the new row is removed
 * again when the upload fails.
 * @throws AppError 'NF' for another customer's address; 'VF' on a field or the file part.
 */
export async function addressReplace(
  deps: { db: Database; fileStore: FileStore; log: FastifyBaseLogger },
  replacement: AddressReplacement,
): Promise<ProfileAddress> {
  const { db } = deps;
  const { data, customerId } = replacement;
  const old = await findLiveAddress(db, customerId, data.addressId);
  if (documentTypeOf(data.documentType)?.categoryId !== documentCategories.ProofOfAddress)
    throw fieldError('documentType', 'invalid_value');
  if (!replacement.files.document) throw fieldError('document', 'required');
  checkPlace(data);
  const [row] = await db.insert(profileAddresses).values(rowValues(customerId, data)).returning();
  if (!row) throw new Error('address row not written');
  try {
    await uploadDocument(deps, {
      customerId,
      customerType: replacement.customerType,
      userId: replacement.userId,
      data: {
        documentType: data.documentType,
        addressId: row.id,
        ...(data.documentPassword === undefined ? {} : { documentPassword: data.documentPassword }),
      },
      files: { document: replacement.files.document },
    });
  } catch (error) {
    await db.delete(profileAddresses).where(eq(profileAddresses.id, row.id));
    throw error;
  }
  await db
    .update(profileAddresses)
    .set({ deletedAt: new Date(), replacedByAddressId: row.id })
    .where(eq(profileAddresses.id, old.id));
  return addressOf(db, customerId, row.id);
}
