import {
  certificationStatusOf,
  isCertificationActionRequired,
  requiresControllingPersons,
  taxDocumentStatusOf,
  type CertificationState,
  type CertificationStatus,
  type TaxDocuments,
} from '@tessera/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { findCertificationHolder } from './certification-holder.ts';
import { findDocumentStatuses } from '../documents/index.ts';
import { taxCertifications } from './tax-certification.schema.ts';

/** A certification row as read. */
type CertificationRow = typeof taxCertifications.$inferSelect;

/** Today's date in UTC, YYYY-MM-DD. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The customer's certification row, if any. */
async function findCertification(db: Executor, customerId: number): Promise<CertificationRow | undefined> {
  const [row] = await db.select().from(taxCertifications).where(eq(taxCertifications.customerId, customerId));
  return row;
}

const documentColumns = {
  w8: 'w8DocumentId',
  w9: 'w9DocumentId',
  selfCertification: 'selfCertificationDocumentId',
  lossOfNationality: 'lossOfNationalityDocumentId',
} as const satisfies Record<string, keyof CertificationRow>;

/** The status of each tax document of a row (decision 0078), from the documents module's statuses. */
async function documentStatusesOf(
  db: Executor,
  row: CertificationRow,
  today: string,
): Promise<Record<keyof typeof documentColumns, CertificationStatus | undefined>> {
  const ids = Object.values(documentColumns)
    .map((column) => row[column])
    .filter((id): id is number => id !== null);
  const found = await findDocumentStatuses(db, row.customerId, ids);
  const statusOf = (id: number | null) =>
    id === null
      ? undefined
      : taxDocumentStatusOf(
          found.has(id)
            ? { statusId: found.get(id)?.statusId ?? 0, validUntil: found.get(id)?.expiresDate }
            : undefined,
          today,
        );
  return {
    w8: statusOf(row.w8DocumentId),
    w9: statusOf(row.w9DocumentId),
    selfCertification: statusOf(row.selfCertificationDocumentId),
    lossOfNationality: statusOf(row.lossOfNationalityDocumentId),
  };
}

/**
 * The certification's status and its documents' (decision 0078): `notRequired` or `none` before the
 * first signature (by compliance's request), then the worst status of the documents the answers
 * need — the self-certification and the US form (W-9 for a US person, W-8 for one with US indicia;
 * a loss-of-nationality certificate does not replace the self-certification).
 */
async function statusOfRow(
  db: Executor,
  row: CertificationRow | undefined,
  today: string,
): Promise<{ status: CertificationStatus; documents: TaxDocuments }> {
  if (!row) return { status: 'notRequired', documents: {} };
  // The documents' statuses are always read; a new request outstanding only changes the summary status.
  const statuses = await documentStatusesOf(db, row, today);
  const needed: CertificationStatus[] = [statuses.selfCertification ?? 'none'];
  if (row.usTaxForm === 'W-9') needed.push(statuses.w9 ?? 'none');
  if (row.usTaxForm === 'W-8BEN' || row.usTaxForm === 'W-8BEN-E') needed.push(statuses.w8 ?? 'none');
  const status = certificationStatusOf({
    isRequested: row.isRequested,
    isCertified: row.signedAt !== null,
    isNewCertificationRequested:
      row.signedAt !== null && row.requestedAt !== null && row.requestedAt.getTime() > row.signedAt.getTime(),
    documentStatuses: needed,
  });
  const documents: TaxDocuments = {
    ...(row.w8DocumentId === null ? {} : { w8DocumentId: row.w8DocumentId, w8DocumentStatus: statuses.w8 }),
    ...(row.w9DocumentId === null ? {} : { w9DocumentId: row.w9DocumentId, w9DocumentStatus: statuses.w9 }),
    ...(row.selfCertificationDocumentId === null
      ? {}
      : {
          selfCertificationDocumentId: row.selfCertificationDocumentId,
          selfCertificationDocumentStatus: statuses.selfCertification,
        }),
    ...(row.lossOfNationalityDocumentId === null
      ? {}
      : {
          lossOfNationalityDocumentId: row.lossOfNationalityDocumentId,
          lossOfNationalityDocumentStatus: statuses.lossOfNationality,
        }),
  };
  return { status, documents };
}

/**
 * The status of a customer's self-certification for customer info's
 * `taxResidencySelfCertificationDocumentStatus` (spec 000 §3; decision 0078): notRequired for a
 * customer compliance has not asked and who never certified.
 */
export async function taxCertificationStatus(
  db: Executor,
  customerId: number,
  now = new Date(),
): Promise<CertificationStatus> {
  return (await statusOfRow(db, await findCertification(db, customerId), todayUtc(now))).status;
}

/**
 * The whole state of a customer's self-certification (the answer of `fatcaCrsGet` and the updates,
 * spec 002 §3): the holder's name and country for the forms, the status, the answers last signed and
 * the documents with their statuses.
 * @throws AppError 'NF' when the customer does not exist.
 */
export async function fatcaCrsGet(db: Executor, customerId: number, now = new Date()): Promise<CertificationState> {
  const customer = await findCertificationHolder(db, customerId);
  const row = await findCertification(db, customerId);
  const { status, documents } = await statusOfRow(db, row, todayUtc(now));
  const kind = customer.customerType;
  const name =
    kind === 'business'
      ? (customer.businessName ?? customer.login)
      : [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.login;
  const answers = row?.answers ?? undefined;
  return {
    holder: {
      kind,
      name,
      ...(customer.residenceCountryCode ? { residenceCountryCode: customer.residenceCountryCode } : {}),
      ...(customer.birthDay ? { birthDay: customer.birthDay } : {}),
    },
    status,
    isActionRequired: isCertificationActionRequired(status),
    ...documents,
    ...(answers ? { certification: answers } : {}),
    ...(row?.usTaxForm ? { usTaxForm: row.usTaxForm } : {}),
    ...(row?.signerName ? { signerName: row.signerName } : {}),
    ...(row?.signedDate ? { signedDate: row.signedDate } : {}),
    ...(row?.w8DocumentId && documents.w8DocumentStatus !== undefined
      ? await validUntilOf(db, customerId, row.w8DocumentId)
      : {}),
    ...(answers && kind === 'business'
      ? { requiresControllingPersons: requiresControllingPersons({ ...answers, giin: answers.giin }) }
      : {}),
  };
}

/**
 * A customer's certification as compliance reads it (`fatcaCrsStatus`, admin; decision 0078): the
 * whole state and whether compliance has asked for it.
 * @throws AppError 'NF' when the customer does not exist.
 */
export async function fatcaCrsStatus(
  db: Executor,
  customerId: number,
  now = new Date(),
): Promise<CertificationState & { isRequested: boolean }> {
  const state = await fatcaCrsGet(db, customerId, now);
  const row = await findCertification(db, customerId);
  return { ...state, isRequested: row?.isRequested ?? false };
}

async function validUntilOf(db: Executor, customerId: number, documentId: number): Promise<{ validUntil?: string }> {
  const expires = (await findDocumentStatuses(db, customerId, [documentId])).get(documentId)?.expiresDate;
  return expires ? { validUntil: expires } : {};
}

/**
 * Records compliance's request that a customer certify their tax residences (decision 0078): their
 * status reads `none` (start page: the self-certification splash) until they sign — again, when they
 * had signed before the request.
 */
export async function requestTaxCertification(db: Executor, customerId: number, now = new Date()): Promise<void> {
  await db
    .insert(taxCertifications)
    .values({ customerId, isRequested: true, requestedAt: now })
    .onConflictDoUpdate({
      target: taxCertifications.customerId,
      set: { isRequested: true, requestedAt: now, updatedAt: now },
    });
}
