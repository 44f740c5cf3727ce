import {
  accessRightLevels,
  companyDeclarationKeys,
  companyStatementVersion,
  dueDiligenceProblems,
  fieldErrorMessages,
  financialDetailProblems,
  type CompanyFormChange,
  type CompanyFormSection,
  type CompanyGeneral,
  type CompanyProfile,
  type CompanyStatementKind,
  type PepStatus,
  type RegistrationDueDiligence,
  type RegistrationFinancialDetail,
  type RegistrationProblem,
  type SignedStatement,
} from '@tessera/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { newId } from '../../platform/ids.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import type { AuthContext } from '../../rpc/context.ts';
import { recordAdminAction } from '../admin-audit/index.ts';
import {
  findBusinessRegistrationForms,
  listBusinessPersons,
  replaceBusinessRegistrationForm,
  type BusinessRegistrationForms,
} from '../business/index.ts';
import { findAccessRight, findCompanyOf, findUserEmails } from '../identity/index.ts';
import { dueDiligenceInfoUpdate } from '../customers/index.ts';
import { businessRegistrationChoices, dueDiligenceChoices, isAdultIndustry } from '../dictionaries/index.ts';
import { companyFormChanges, companyStatements } from './company.schema.ts';

/**
 * The company pages' use cases (spec 002 §2 `company`, §6, §7; decisions 0106 and 0108): the
 * company's overview, its financial and due-diligence forms replaced under the registration's own
 * rules with every change audit-logged, and the statements it signs.
 */

/** Who acts on a company page: the signed-in user, the request's id and address. */
export interface CompanyActor {
  auth: AuthContext;
  requestId: string;
  ip: string;
}

/** The company row and registration of a business, refused for anyone else ('VF' not_a_business). */
async function requireCompany(db: Executor, customerId: number) {
  const company = await findCompanyOf(db, customerId);
  if (!company || company.customerType !== 'business') throw fieldError('fromCustomerId', 'not_a_business');
  return company;
}

/**
 * Whether the caller holds full access on the business (decision 0101): an administrator, the
 * business's own login (no recorded right) or a level-2 user.
 */
async function mayEdit(db: Executor, auth: AuthContext, customerId: number): Promise<boolean> {
  if (auth.isAdmin) return true;
  const level =
    customerId === auth.customerId && auth.ownAccessRight !== undefined
      ? auth.ownAccessRight
      : await findAccessRight(db, auth.userId, customerId);
  if (level === null) return customerId === auth.customerId;
  return level === accessRightLevels.fullAccess;
}

const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function generalOf(
  company: { name: string; registrationNumber: string | null; countryCode: string },
  forms: BusinessRegistrationForms | undefined,
): CompanyGeneral {
  const general = forms?.general ?? {};
  const address = general['address'];
  const taxId = general['taxId'];
  const industryId = general['industryId'];
  return {
    name: company.name,
    registrationNumber: company.registrationNumber ?? '',
    registrationCountryCode: company.countryCode,
    tradingName: optionalString(general['tradingName']),
    registrationDate: optionalString(general['registrationDate']),
    email: optionalString(general['email']),
    phone: optionalString(general['phone']),
    website: optionalString(general['website']),
    description: optionalString(general['description']),
    industryId: typeof industryId === 'number' ? industryId : undefined,
    // The registration keeps one address and `taxId: {countryCode, taxId}`; the wire has the spec's names.
    addresses: typeof address === 'object' && address !== null ? [address as CompanyGeneral['addresses'][number]] : [],
    ...(typeof taxId === 'object' && taxId !== null && 'countryCode' in taxId && typeof taxId.countryCode === 'string'
      ? {
          businessTaxId: 'taxId' in taxId ? optionalString(taxId.taxId) : undefined,
          businessTaxIdCountryCode: taxId.countryCode,
        }
      : {}),
  };
}

/** The latest statement of a kind with the number of times it was signed. */
async function latestStatement(
  db: Executor,
  customerId: number,
  kind: CompanyStatementKind,
): Promise<SignedStatement | undefined> {
  const where = and(eq(companyStatements.customerId, customerId), eq(companyStatements.kind, kind));
  const [row] = await db
    .select()
    .from(companyStatements)
    .where(where)
    .orderBy(desc(companyStatements.signedAt), desc(companyStatements.id))
    .limit(1);
  if (!row) return undefined;
  const [total] = await db.select({ value: count() }).from(companyStatements).where(where);
  const emails = await findUserEmails(db, [row.signerUserId]);
  const pepStatus = row.answers['pepStatus'];
  const pepDetails = row.answers['pepDetails'];
  return {
    kind,
    signerName: row.signerName,
    signerEmail: emails.get(row.signerUserId) ?? '',
    signedAt: row.signedAt.toISOString(),
    ip: row.ip,
    version: row.version,
    pepStatus: pepStatus === 'none' || pepStatus === 'pep' || pepStatus === 'closeAssociate' ? pepStatus : undefined,
    pepDetails: typeof pepDetails === 'string' ? pepDetails : undefined,
    signatureCount: total?.value ?? 1,
  };
}

/** The latest ten changes of the forms, newest first; an administrator's e-mail is not shown. */
async function recentChanges(db: Executor, customerId: number): Promise<CompanyFormChange[]> {
  const rows = await db
    .select()
    .from(companyFormChanges)
    .where(eq(companyFormChanges.customerId, customerId))
    .orderBy(desc(companyFormChanges.createdAt), desc(companyFormChanges.id))
    .limit(10);
  const emails = await findUserEmails(
    db,
    rows.map((row) => row.actorUserId),
  );
  return rows.map((row) => ({
    section: row.section,
    changedAt: row.createdAt.toISOString(),
    changedBy: row.isAdmin ? undefined : emails.get(row.actorUserId),
    isAdmin: row.isAdmin,
  }));
}

/**
 * `companyGet` (spec 002 §2 `company`; decision 0106): the company's general data from its company
 * row and registration, its financial, due-diligence and legal forms, its statements, the persons of
 * its structure, the latest form changes, and whether the caller may edit.
 * @throws AppError 'VF' `not_a_business` for a personal customer.
 */
export async function companyGet(db: Executor, auth: AuthContext, customerId: number): Promise<CompanyProfile> {
  const company = await requireCompany(db, customerId);
  const forms = await findBusinessRegistrationForms(db, customerId);
  const general = generalOf(company, forms);
  const persons = await listBusinessPersons(db, customerId);
  return {
    customerId,
    general,
    financialDetail: forms?.financialDetail,
    dueDiligence: forms?.dueDiligence,
    legalInformation: forms?.legalInformation,
    canEdit: await mayEdit(db, auth, customerId),
    isEscortStatementRequired: general.industryId !== undefined && isAdultIndustry(general.industryId),
    declarations: await latestStatement(db, customerId, 'declarations'),
    prohibitedEscortStatement: await latestStatement(db, customerId, 'prohibitedEscortStatement'),
    persons: persons.map((person) => ({
      personId: person.personId,
      name: `${person.firstName} ${person.lastName}`.trim(),
      roles: person.roles,
    })),
    changes: await recentChanges(db, customerId),
  };
}

function validationError(problems: readonly RegistrationProblem[]): AppError {
  const errors = problems.map((problem) => ({ ...problem, description: fieldErrorMessages[problem.code] }));
  return new AppError('VF', errors.map((error) => error.description).join(' '), errors);
}

/**
 * The problems of a financialInfoForm (decision 0106): the registration's rule
 * (`financialDetailProblems`), the ids of the business dictionaries, and the explanation a source
 * "Other" needs (the due diligence info's rule, decision 0091), under `financialDetail.`.
 */
function financialProblems(detail: RegistrationFinancialDetail): RegistrationProblem[] {
  const choices = businessRegistrationChoices(false);
  const others = dueDiligenceChoices('business').otherSourceIds;
  const problems = financialDetailProblems(detail);
  detail.purposeIds.forEach((id, index) => {
    if (!choices.purposeIds.has(id)) problems.push({ field: `purposeIds.${index}`, code: 'invalid_value' });
  });
  detail.sourceOfFundsIds.forEach((id, index) => {
    if (!choices.sourceOfFundsIds.has(id)) problems.push({ field: `sourceOfFundsIds.${index}`, code: 'invalid_value' });
  });
  if (
    detail.estimatedMonthlyDepositId !== undefined &&
    !choices.estimatedMonthlyDepositIds.has(detail.estimatedMonthlyDepositId)
  )
    problems.push({ field: 'estimatedMonthlyDepositId', code: 'invalid_value' });
  if (detail.sourceOfFundsIds.some((id) => others.has(id)) && !detail.sourceDetails)
    problems.push({ field: 'sourceDetails', code: 'required' });
  return problems.map((problem) => ({ ...problem, field: `financialDetail.${problem.field}` }));
}

/**
 * `financialUpdate` and `dueDiligenceUpdate` (spec 002 §6, §7; decision 0106): replaces one form
 * of the company's registration after the registration's own rules, in one transaction with its
 * audit row (before and after); an administrator must give a reason, recorded in the admin audit
 * log too. A financial update also becomes the company's due diligence answers (decision 0091), so
 * an open enhanced due-diligence request is answered by it.
 * @throws AppError 'VF' with every problem (nothing changed), `not_a_business`, `required` on
 *   `reason` for an administrator without one, `entry_not_found` when the company has no forms.
 */
export async function updateCompanyForm(
  db: Database,
  actor: CompanyActor,
  customerId: number,
  change:
    | { section: 'financialDetail'; value: RegistrationFinancialDetail; reason?: string | undefined }
    | { section: 'dueDiligence'; value: RegistrationDueDiligence; reason?: string | undefined },
): Promise<CompanyProfile> {
  await requireCompany(db, customerId);
  const isAdmin = actor.auth.isAdmin;
  if (isAdmin && change.reason === undefined) throw fieldError('reason', 'required');
  const problems =
    change.section === 'financialDetail'
      ? financialProblems(change.value)
      : dueDiligenceProblems(change.value, businessRegistrationChoices(false).questions).map((problem) => ({
          ...problem,
          field: `dueDiligence.${problem.field}`,
        }));
  if (problems.length > 0) throw validationError(problems);
  await withTransaction(db, async (tx) => {
    const forms = await findBusinessRegistrationForms(tx, customerId, { forUpdate: true });
    if (!forms) throw fieldError('fromCustomerId', 'entry_not_found');
    const section: CompanyFormSection = change.section;
    await replaceBusinessRegistrationForm(tx, customerId, section, change.value);
    const auditId = newId();
    await tx.insert(companyFormChanges).values({
      id: auditId,
      customerId,
      actorUserId: actor.auth.userId,
      isAdmin,
      section,
      before: forms[section],
      after: change.value,
      reason: change.reason ?? null,
      requestId: actor.requestId,
      ip: actor.ip,
    });
    if (isAdmin && change.reason !== undefined)
      await recordAdminAction(tx, {
        adminUserId: actor.auth.userId,
        action: section === 'financialDetail' ? 'financialUpdate' : 'dueDiligenceUpdate',
        targetCustomerId: customerId,
        reason: change.reason,
        requestId: actor.requestId,
        ip: actor.ip,
        details: { changeId: auditId },
      });
  });
  if (change.section === 'financialDetail' && change.value.estimatedMonthlyDepositId !== undefined)
    await dueDiligenceInfoUpdate(
      db,
      { customerId, userId: actor.auth.userId },
      {
        sourceOfFundsIds: change.value.sourceOfFundsIds,
        sourceDetails: change.value.sourceDetails,
        purposeIds: change.value.purposeIds,
        estimatedMonthlyDepositId: change.value.estimatedMonthlyDepositId,
      },
    );
  return companyGet(db, actor.auth, customerId);
}

/** What a statement's signer sends (decision 0108). */
export type StatementSignature =
  | {
      kind: 'declarations';
      confirmed: readonly string[];
      pepStatus: PepStatus;
      pepDetails?: string | undefined;
      signerName: string;
    }
  | { kind: 'prohibitedEscortStatement'; isConfirmed: boolean; signerName: string };

/**
 * `declarationsSign` and `prohibitedEscortStatementSign` (spec 002 §7; decision 0108): keeps a new
 * signature of the statement with the signer, their typed name, the time and the address; earlier
 * signatures stay. Declarations need every declaration confirmed and, for a PEP status other than
 * none, the details; the escort statement is only for a company in an adult industry.
 * @throws AppError 'VF' `declarations_required` on `confirmed`, `required` on `pepDetails` or
 *   `isConfirmed`, `statement_not_required` on `isConfirmed`, `not_a_business`; '13' for an administrator.
 */
export async function signStatement(
  db: Database,
  actor: CompanyActor,
  customerId: number,
  signature: StatementSignature,
): Promise<CompanyProfile> {
  // A statement speaks for the company: its own people sign it, never the back office.
  if (actor.auth.isAdmin) throw new AppError('13');
  await requireCompany(db, customerId);
  let answers: Record<string, unknown>;
  if (signature.kind === 'declarations') {
    if (!companyDeclarationKeys.every((key) => signature.confirmed.includes(key)))
      throw fieldError('confirmed', 'declarations_required');
    if (signature.pepStatus !== 'none' && !signature.pepDetails) throw fieldError('pepDetails', 'required');
    answers = {
      confirmed: [...companyDeclarationKeys],
      pepStatus: signature.pepStatus,
      ...(signature.pepStatus !== 'none' && signature.pepDetails ? { pepDetails: signature.pepDetails } : {}),
    };
  } else {
    const forms = await findBusinessRegistrationForms(db, customerId);
    const industryId = forms?.general['industryId'];
    if (typeof industryId !== 'number' || !isAdultIndustry(industryId))
      throw fieldError('isConfirmed', 'statement_not_required');
    if (!signature.isConfirmed) throw fieldError('isConfirmed', 'required');
    answers = { isConfirmed: true };
  }
  await db.insert(companyStatements).values({
    customerId,
    kind: signature.kind,
    version: companyStatementVersion,
    answers,
    signerUserId: actor.auth.userId,
    signerName: signature.signerName,
    ip: actor.ip,
  });
  return companyGet(db, actor.auth, customerId);
}
