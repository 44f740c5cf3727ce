import {
  businessOnlyAnswerFields,
  businessSelfCertificationSchema,
  fieldErrorMessages,
  personalSelfCertificationSchema,
  usTaxFormOf,
  w8benValidUntil,
  w8beneChapter4StatusOf,
  withUsTaxIdEntry,
  type CertificationAnswers,
  type CertificationSignature,
  type CertificationState,
  type UsTaxForm,
} from '@tessera/contract';
import type { Brand } from '@tessera/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { AppError, type FieldError } from '../../rpc/app-error.ts';
import { toValidationErrors } from '../../rpc/validation.ts';
import { storeGeneratedDocument } from '../documents/index.ts';
import { permanentAddressOf } from '../profile/index.ts';
import { fatcaCrsGet, todayUtc } from './certification-state.ts';
import { taxCertifications } from './tax-certification.schema.ts';
import { renderSelfCertification, renderW8ben, renderW8bene, renderW9, type TaxFormInput } from './tax-forms-pdf.ts';

/** The document types of the catalogue the signed forms are filed as (decision 0079). */
export const taxDocumentTypeIds = { usTaxForm: 100, selfCertification: 101, lossOfNationality: 102 } as const;

interface Deps {
  db: Database;
  fileStore: FileStore;
  brand: Brand;
  log: FastifyBaseLogger;
}

/** Who certifies, from where. */
export interface CertificationUpdate {
  customerId: number;
  userId: number;
  customerType: 'personal' | 'business';
  answers: CertificationAnswers;
  signature: CertificationSignature;
  /** The signer's IP address, from the request (never from the body). */
  ip: string;
  now?: Date;
}

function refuse(errors: FieldError[]): AppError {
  return new AppError('VF', errors.map((error) => `${error.field}: ${error.description}`).join(' '), errors);
}

function fieldProblem(field: string, code: FieldError['code']): FieldError {
  return { field, code, description: fieldErrorMessages[code] };
}

/** Whole days between two YYYY-MM-DD dates, in absolute value. */
function dayDistance(first: string, second: string): number {
  return Math.abs(Date.parse(`${first}T00:00:00Z`) - Date.parse(`${second}T00:00:00Z`)) / 86_400_000;
}

/**
 * The answers checked by the rules of the caller's kind (spec 002 §3, §5; decision 0065): the personal
 * schema for a personal customer (a business field is 'unrecognized_keys'), the business schema for a
 * business. Paths are prefixed with `certification.` as sent.
 * @throws AppError 'VF' with every field problem.
 */
function checkedAnswers(customerType: 'personal' | 'business', answers: CertificationAnswers): CertificationAnswers {
  const errors: FieldError[] = [];
  if (customerType === 'personal')
    for (const field of businessOnlyAnswerFields)
      if (answers[field] !== undefined) errors.push(fieldProblem(`certification.${field}`, 'unrecognized_keys'));
  const schema = customerType === 'personal' ? personalSelfCertificationSchema : businessSelfCertificationSchema;
  const parsed = schema.safeParse(answers);
  if (!parsed.success)
    errors.push(
      ...toValidationErrors(parsed.error).map((error) => ({ ...error, field: `certification.${error.field}` })),
    );
  if (errors.length > 0) throw refuse(errors);
  return answers;
}

/**
 * The answers and signature of a certification checked as spec 002 §3, §5 say (decisions 0065,
 * 0078): the rules of the holder's kind, the signed date within a day of the server's UTC date, and
 * the US entry a US person's answers need (added by the rule, refused above without a TIN), with
 * country codes in capitals.
 * @returns the answers to store and the US form they need.
 * @throws AppError 'VF' for any field problem.
 */
export function checkedSignedAnswers(
  customerType: 'personal' | 'business',
  answers: CertificationAnswers,
  signature: CertificationSignature,
  now: Date,
): { stored: CertificationAnswers; usTaxForm: UsTaxForm | null } {
  const checked = checkedAnswers(customerType, answers);
  if (dayDistance(signature.signedDate, todayUtc(now)) > 1)
    throw refuse([fieldProblem('signature.signedDate', 'invalid_date')]);
  // A business signs through a person who states their capacity (W-8BEN-E Part XXX; decision 0079).
  if (customerType === 'business' && !signature.signerCapacity)
    throw refuse([fieldProblem('signature.signerCapacity', 'required')]);
  const taxIds = withUsTaxIdEntry(checked.taxIds, checked.isUSTaxPayer).map((entry) => ({
    ...entry,
    countryCode: entry.countryCode.toUpperCase(),
  }));
  return {
    // The GIIN as the IRS list writes it, in capitals (the schema's transform; `checked` is as sent).
    stored: {
      ...checked,
      ...(checked.giin ? { giin: checked.giin.toUpperCase() } : {}),
      taxIds: taxIds as CertificationAnswers['taxIds'],
    },
    usTaxForm: usTaxFormOf(customerType, checked),
  };
}

/** The signed forms to generate and where to file them. */
export interface SignedForms {
  /** The customer whose documents they become, and the user recorded as filing them. */
  customerId: number;
  userId: number;
  holder: TaxFormInput['holder'];
  answers: CertificationAnswers;
  signature: CertificationSignature;
  usTaxForm: UsTaxForm | null;
  ip: string;
  now: Date;
  /** Put before each file name (e.g. "controlling-person-"); empty for the customer's own forms. */
  fileNamePrefix?: string;
}

/**
 * Generates the signed self-certification and the W-9, W-8BEN or W-8BEN-E the answers need and files
 * them as the customer's documents, status submitted (decision 0079). A W-8BEN-E is generated only
 * when the answers decide its chapter 4 status (`w8beneChapter4StatusOf`); otherwise the business
 * uploads the IRS form it signed.
 * @returns the filed documents' ids.
 */
export async function fileSignedForms(
  deps: Omit<Deps, 'log'>,
  forms: SignedForms,
): Promise<{ selfCertificationId: number; w9Id?: number; w8Id?: number }> {
  const input: TaxFormInput = {
    brand: deps.brand,
    holder: forms.holder,
    answers: forms.answers,
    signature: forms.signature,
    audit: { ip: forms.ip, signedAt: forms.now.toISOString() },
  };
  const prefix = forms.fileNamePrefix ?? '';
  const generate = async (kind: 'selfCertification' | UsTaxForm) => {
    const pdf =
      kind === 'selfCertification'
        ? await renderSelfCertification(input, forms.usTaxForm)
        : kind === 'W-9'
          ? await renderW9(input)
          : kind === 'W-8BEN'
            ? await renderW8ben(input)
            : await renderW8bene(input);
    return storeGeneratedDocument(deps, {
      customerId: forms.customerId,
      userId: forms.userId,
      documentTypeId:
        kind === 'selfCertification' ? taxDocumentTypeIds.selfCertification : taxDocumentTypeIds.usTaxForm,
      displayName: `${prefix}${kind === 'selfCertification' ? 'self-certification' : kind}-${forms.signature.signedDate}.pdf`,
      bytes: pdf.bytes,
      pages: pdf.pages,
      // A W-8BEN-E lasts as long as a W-8BEN (IRS Instructions for the Requester of Forms W-8).
      expiresDate: kind === 'W-8BEN' || kind === 'W-8BEN-E' ? w8benValidUntil(forms.signature.signedDate) : undefined,
    });
  };
  const selfCertification = await generate('selfCertification');
  const w9 = forms.usTaxForm === 'W-9' ? await generate('W-9') : undefined;
  const w8 =
    forms.usTaxForm === 'W-8BEN'
      ? await generate('W-8BEN')
      : forms.usTaxForm === 'W-8BEN-E' && w8beneChapter4StatusOf(forms.answers) !== null
        ? await generate('W-8BEN-E')
        : undefined;
  return {
    selfCertificationId: selfCertification.id,
    ...(w9 ? { w9Id: w9.id } : {}),
    ...(w8 ? { w8Id: w8.id } : {}),
  };
}

/**
 * Certifies the customer's tax residences (spec 002 §3, §5, §7 "FATCA/CRS update"; decisions 0065,
 * 0078, 0079): checks the answers and the signature ({@link checkedSignedAnswers}), generates the
 * signed self-certification and the US form the answers need (W-9 for a US person, W-8BEN for a
 * person with US indicia, W-8BEN-E for a business with US indicia whose answers decide its chapter 4
 * status — else it uploads the IRS form), files them as the
 * customer's documents (status submitted, so the certification reads pending until compliance
 * reviews them), and records the answers, the signer's name, date and IP address. A US taxpayer
 * without a US entry is refused with 'required' on that entry's TIN (the rule adds it).
 * @returns the new state.
 * @throws AppError 'VF' for any field problem; nothing is stored then.
 */
export async function fatcaCrsUpdate(deps: Deps, update: CertificationUpdate): Promise<CertificationState> {
  const now = update.now ?? new Date();
  const { stored, usTaxForm } = checkedSignedAnswers(update.customerType, update.answers, update.signature, now);
  const state = await fatcaCrsGet(deps.db, update.customerId, now);
  const filed = await fileSignedForms(deps, {
    customerId: update.customerId,
    userId: update.userId,
    holder: { ...state.holder, address: await permanentAddressOf(deps.db, update.customerId, update.customerType) },
    answers: stored,
    signature: update.signature,
    usTaxForm,
    ip: update.ip,
    now,
  });
  const values = {
    answers: stored,
    usTaxForm,
    signerName: update.signature.signerName,
    signedDate: update.signature.signedDate,
    signerIp: update.ip,
    signedAt: now,
    selfCertificationDocumentId: filed.selfCertificationId,
    // A new W-9 replaces the last one; a W-8 stays on file when the new answers need none, as history.
    w9DocumentId: filed.w9Id ?? null,
    ...(filed.w8Id ? { w8DocumentId: filed.w8Id } : usTaxForm === 'W-8BEN-E' ? {} : { w8DocumentId: null }),
    updatedAt: now,
  };
  await deps.db
    .insert(taxCertifications)
    .values({ customerId: update.customerId, ...values })
    .onConflictDoUpdate({ target: taxCertifications.customerId, set: values });
  deps.log.info({ customerId: update.customerId, usTaxForm }, 'tax self-certification signed');
  return fatcaCrsGet(deps.db, update.customerId, now);
}
