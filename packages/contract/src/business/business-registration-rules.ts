import { emailSchema } from '../auth/auth.schemas.ts';
import type { FieldErrorCode } from '../field-errors.ts';
import { isEmailStatusAccepted, type EmailStatus } from '../onboarding/onboarding.schemas.ts';
import { accessRightLevels, type AccessRightLevel } from '../rules/access-rights.ts';
import { taxIdEntryProblems } from '../tax/tax-id-rules.ts';
import { dateRange } from '../validation.ts';
import type {
  BusinessRegistration,
  RegistrationAddress,
  RegistrationCompany,
  RegistrationCompanyFields,
  RegistrationDueDiligence,
  RegistrationFinancialDetail,
  RegistrationLegalInformation,
  RegistrationPerson,
  RegistrationPersonFields,
  RegistrationRootCompany,
  RegistrationShareholder,
  RegistrationTaxId,
} from './business-registration.schemas.ts';
import { maxCompanyDepth } from './business-registration.schemas.ts';
import { isShareInRange, isShareTotalInRange, shareBasisPoints, sourceOfFundsThresholdBasisPoints } from './shares.ts';

/**
 * The validation rules of the business registration (spec 002 §5 "Shareholders", "Persons",
 * "Users", "Root company", "Tax IDs", "Other"; decision 0095), pure and shared: the web runs them
 * section by section before sending, the server runs them all again before writing anything. Each
 * answers problems as `{ field, code }`: the field's dotted path from the payload's root
 * (`personList.2.fields.email`, `companyList.0.shareholders.1.share`) and a code of the field-error
 * catalogue, which the server sends as 'VF' `validationErrors` and the web translates.
 */

/** One refusal: the dotted path of the field in the payload and its catalogue code. */
export interface RegistrationProblem {
  field: string;
  code: FieldErrorCode;
}

/** What the rules need to know besides the payload. */
export interface RegistrationRuleContext {
  /** The brand enables source of wealth (spec 000 §1 `sourceOfWealthEnable`). */
  isSourceOfWealthEnabled: boolean;
  /** The business additional questions (keys and whether an answer is required). */
  dueDiligenceQuestions: readonly { key: string; isRequired: boolean }[];
  /** Ids of the brand's terms, every one of which must be accepted. */
  termIds: readonly number[];
  /** Today as YYYY-MM-DD, for dates that must not lie in the future. */
  today: string;
}

/** The confirmation of the form's clear-all button (spec 002 §5 "Other"). */
export const clearAllConfirmationText = 'You are about to clear all the information entered. Are you sure?';

/**
 * The access rights a registering business may give its users (spec 002 §4 levels; §5 "Access right
 * 5 is hidden from the choices"): no access, read, full access, initiate and confirmed.
 */
export const assignableAccessRights: readonly AccessRightLevel[] = [
  accessRightLevels.noAccess,
  accessRightLevels.read,
  accessRightLevels.fullAccess,
  accessRightLevels.initiate,
  accessRightLevels.confirmed,
];

const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';
const countryPattern = /^[A-Z]{2}$/;
/** An international number: + and 7 to 15 digits once spaces, dashes, dots and brackets are removed (E.164). */
const phonePattern = /^\+[1-9]\d{6,14}$/;

/** Problems of `list` with `prefix.` before each field. */
function under(prefix: string, list: readonly RegistrationProblem[]): RegistrationProblem[] {
  return list.map((problem) => ({ field: `${prefix}.${problem.field}`, code: problem.code }));
}

function requireText(field: string, value: string | undefined): RegistrationProblem[] {
  return filled(value) ? [] : [{ field, code: 'required' }];
}

function dateProblems(field: string, value: string, today: string): RegistrationProblem[] {
  if (!filled(value)) return [{ field, code: 'required' }];
  const isDate = /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
  if (!isDate || value < dateRange.min || value > today) return [{ field, code: 'invalid_date' }];
  // Date.parse rolls 2026-02-30 over to March: the round trip must give the same text.
  if (new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) return [{ field, code: 'invalid_date' }];
  return [];
}

function emailProblems(field: string, value: string): RegistrationProblem[] {
  if (!filled(value)) return [{ field, code: 'required' }];
  return emailSchema.safeParse(value).success ? [] : [{ field, code: 'invalid_email' }];
}

function phoneProblems(field: string, value: string): RegistrationProblem[] {
  if (!filled(value)) return [{ field, code: 'required' }];
  return phonePattern.test(value.replace(/[\s\-.()]/g, '')) ? [] : [{ field, code: 'invalid_phone' }];
}

function countryProblems(field: string, value: string): RegistrationProblem[] {
  return countryPattern.test(value) ? [] : [{ field, code: 'invalid_country' }];
}

/** The problems of an address: street, city, postal code and country are required (relative paths). */
export function addressProblems(address: RegistrationAddress): RegistrationProblem[] {
  return [
    ...requireText('address1', address.address1),
    ...requireText('city', address.city),
    ...requireText('postalCode', address.postalCode),
    ...countryProblems('countryCode', address.countryCode),
  ];
}

/**
 * The problems of a tax id (spec 002 §5 "Tax IDs"): its country, then the self-certification's own
 * entry rules (`taxIdEntryProblems` of the tax area: format per country, a reason when missing,
 * CANNOT_OBTAIN with an explanation). Relative paths.
 */
export function registrationTaxIdProblems(
  taxId: RegistrationTaxId,
  holder: 'personal' | 'business',
): RegistrationProblem[] {
  const country = countryProblems('countryCode', taxId.countryCode);
  if (country.length > 0) return country;
  return taxIdEntryProblems(taxId, holder).map((problem) => ({ field: problem.field, code: problem.code }));
}

/**
 * Whether a person holding `basisPoints` of a company needs a source of funds with details (spec 002
 * §5): from 25 % on, when the brand enables source of wealth.
 */
export function needsSourceOfFunds(basisPoints: number, isSourceOfWealthEnabled: boolean): boolean {
  return isSourceOfWealthEnabled && basisPoints >= sourceOfFundsThresholdBasisPoints;
}

/**
 * A person's fields after their share was updated to `share` (spec 002 §4 "Share updates below 0.25
 * clear that person's source of funds"): below 25 % (or not a share at all) the source of funds and
 * its details are removed; otherwise the fields are returned as they are. Pure.
 */
export function fieldsAfterShareUpdate(fields: RegistrationPersonFields, share: string): RegistrationPersonFields {
  const basisPoints = shareBasisPoints(share);
  if (basisPoints !== null && basisPoints >= sourceOfFundsThresholdBasisPoints) return fields;
  const { sourceOfFunds: _sourceOfFunds, sourceDetails: _sourceDetails, ...rest } = fields;
  return rest;
}

/**
 * The problems of one person's fields (spec 002 §5 "Each person needs valid fields"), relative to
 * `fields`: first and last name; birthday a real date not in the future; e-mail; phone in
 * international format; address; tax id; and, when `needsSource`, a source of funds
 * ('source_of_funds_required') with details ('required').
 */
export function personFieldProblems(
  fields: RegistrationPersonFields,
  options: { needsSource: boolean; today: string },
): RegistrationProblem[] {
  const problems = [
    ...requireText('firstName', fields.firstName),
    ...requireText('lastName', fields.lastName),
    ...dateProblems('birthday', fields.birthday, options.today),
    ...emailProblems('email', fields.email),
    ...phoneProblems('phone', fields.phone),
    ...under('address', addressProblems(fields.address)),
    ...under('taxId', registrationTaxIdProblems(fields.taxId, 'personal')),
  ];
  if (options.needsSource) {
    if ((fields.sourceOfFunds ?? []).length === 0)
      problems.push({ field: 'sourceOfFunds', code: 'source_of_funds_required' });
    if (!filled(fields.sourceDetails)) problems.push({ field: 'sourceDetails', code: 'required' });
  }
  return problems;
}

/**
 * The problems of a company's shareholder list at `path` (spec 002 §5 "Shareholders"): at least one
 * ('shareholder_required' on the list); each share above 0 and at most 100 % with at most two decimals
 * ('share_out_of_range' on `<path>.<n>.share`); the total between 10 and 100 % inclusive
 * ('share_total_out_of_range' on the list, judged only when every share is valid); one entry per
 * holder ('invalid_value' on a repeated `<path>.<n>.id`).
 */
export function shareholdersProblems(
  shareholders: readonly RegistrationShareholder[],
  path: string,
): RegistrationProblem[] {
  if (shareholders.length === 0) return [{ field: path, code: 'shareholder_required' }];
  const problems: RegistrationProblem[] = [];
  const seen = new Set<string>();
  let total = 0;
  shareholders.forEach((holder, index) => {
    const key = `${holder.kind}:${holder.id}`;
    if (seen.has(key)) problems.push({ field: `${path}.${index}.id`, code: 'invalid_value' });
    seen.add(key);
    const basisPoints = shareBasisPoints(holder.share);
    if (basisPoints === null || !isShareInRange(basisPoints))
      problems.push({ field: `${path}.${index}.share`, code: 'share_out_of_range' });
    else total += basisPoints;
  });
  if (problems.every((problem) => !problem.field.endsWith('.share')) && !isShareTotalInRange(total))
    problems.push({ field: path, code: 'share_total_out_of_range' });
  return problems;
}

/** The problems of a shareholder company's own fields (relative): name, registration number, country. */
export function companyFieldProblems(fields: RegistrationCompanyFields): RegistrationProblem[] {
  return [
    ...requireText('name', fields.name),
    ...requireText('registrationNumber', fields.registrationNumber),
    ...countryProblems('registrationCountryCode', fields.registrationCountryCode),
    ...(fields.address ? under('address', addressProblems(fields.address)) : []),
  ];
}

/**
 * The problems of the generalForm (spec 002 §5 "Root company": a valid general form), relative to
 * `company`: names, registration number, date (not in the future) and country, e-mail, a password
 * (its strength is judged where zxcvbn runs, see `passwordProblem` on the server), phone, address,
 * the business tax id (the self-certification's rules), and the industry.
 */
export function rootCompanyProblems(company: RegistrationRootCompany, today: string): RegistrationProblem[] {
  return [
    ...requireText('name', company.name),
    ...requireText('registrationNumber', company.registrationNumber),
    ...dateProblems('registrationDate', company.registrationDate, today),
    ...countryProblems('registrationCountryCode', company.registrationCountryCode),
    ...emailProblems('email', company.email),
    ...(company.password === '' ? [{ field: 'password', code: 'required' as const }] : []),
    ...phoneProblems('phone', company.phone),
    ...(company.industryId === undefined ? [{ field: 'industryId', code: 'required' as const }] : []),
    ...under('address', addressProblems(company.address)),
    ...under('taxId', registrationTaxIdProblems(company.taxId, 'business')),
  ];
}

/** The problems of the financialInfoForm (relative): at least one purpose and one source of funds, a monthly volume. */
export function financialDetailProblems(detail: RegistrationFinancialDetail): RegistrationProblem[] {
  const problems: RegistrationProblem[] = [];
  if (detail.purposeIds.length === 0) problems.push({ field: 'purposeIds', code: 'required' });
  if (detail.sourceOfFundsIds.length === 0) problems.push({ field: 'sourceOfFundsIds', code: 'required' });
  if (detail.estimatedMonthlyDepositId === undefined)
    problems.push({ field: 'estimatedMonthlyDepositId', code: 'required' });
  return problems;
}

/**
 * The problems of the dueDilligenceForm (relative): every required question answered ('required' on
 * `answers.<key>`); an answer to no question of the list is 'unrecognized_keys' (follow-up answers
 * are keyed `<question key><Suffix>` and belong to their question).
 */
export function dueDiligenceProblems(
  dueDiligence: RegistrationDueDiligence,
  questions: RegistrationRuleContext['dueDiligenceQuestions'],
): RegistrationProblem[] {
  const problems: RegistrationProblem[] = [];
  for (const question of questions)
    if (question.isRequired && !filled(dueDiligence.answers[question.key]))
      problems.push({ field: `answers.${question.key}`, code: 'required' });
  for (const key of Object.keys(dueDiligence.answers))
    if (!questions.some((question) => key.startsWith(question.key)))
      problems.push({ field: `answers.${key}`, code: 'unrecognized_keys' });
  return problems;
}

/**
 * The problems of the legalForm (relative): a legal form; a regulated company names its regulator
 * and licence; every term of the brand accepted ('terms_required').
 */
export function legalInformationProblems(
  legal: RegistrationLegalInformation,
  termIds: readonly number[],
): RegistrationProblem[] {
  const problems: RegistrationProblem[] = [];
  if (legal.legalForm === undefined) problems.push({ field: 'legalForm', code: 'required' });
  if (legal.isRegulated) {
    problems.push(...requireText('regulatorName', legal.regulatorName));
    problems.push(...requireText('licenceNumber', legal.licenceNumber));
  }
  if (!termIds.every((id) => legal.acceptedTerms.includes(id)))
    problems.push({ field: 'acceptedTerms', code: 'terms_required' });
  return problems;
}

/**
 * The largest share each person holds directly in the registering company or any company of the
 * hub, in basis points (the 25 % rule of spec 002 §5 looks at each holding; invalid shares count 0).
 */
export function largestShareByPerson(registration: BusinessRegistration): Map<string, number> {
  const largest = new Map<string, number>();
  const holdings = [registration.shareholders, ...registration.companyList.map((company) => company.shareholders)];
  for (const list of holdings)
    for (const holder of list) {
      if (holder.kind !== 'person') continue;
      const basisPoints = shareBasisPoints(holder.share) ?? 0;
      largest.set(holder.id, Math.max(largest.get(holder.id) ?? 0, basisPoints));
    }
  return largest;
}

/**
 * The problems of the company tree (spec 002 §5 "Shareholders", "Root company"): the registering
 * company's directors (at least one, 'director_required') and shareholders; each company shareholder
 * with its own fields, at least one director and its own holders, recursively; every id naming an
 * entry of its hub ('reference_not_found'); no company holding itself through others
 * ('shareholder_cycle'); at most {@link maxCompanyDepth} levels ('too_big'); no company of the hub
 * left unnamed ('invalid_value').
 */
export function companyTreeProblems(registration: BusinessRegistration): RegistrationProblem[] {
  const problems: RegistrationProblem[] = [];
  const personIds = new Set(registration.personList.map((person) => person.id));
  const companyIndex = new Map(registration.companyList.map((company, index) => [company.id, index]));
  const reached = new Set<string>();

  const checkPersons = (ids: readonly string[], path: string) =>
    ids.forEach((id, index) => {
      if (!personIds.has(id)) problems.push({ field: `${path}.${index}`, code: 'reference_not_found' });
    });

  const visit = (
    directors: readonly string[],
    shareholders: readonly RegistrationShareholder[],
    prefix: string,
    chain: readonly string[],
  ) => {
    if (directors.length === 0) problems.push({ field: `${prefix}directors`, code: 'director_required' });
    checkPersons(directors, `${prefix}directors`);
    problems.push(...shareholdersProblems(shareholders, `${prefix}shareholders`));
    shareholders.forEach((holder, index) => {
      const field = `${prefix}shareholders.${index}.id`;
      if (holder.kind === 'person') {
        if (!personIds.has(holder.id)) problems.push({ field, code: 'reference_not_found' });
        return;
      }
      const companyAt = companyIndex.get(holder.id);
      const company: RegistrationCompany | undefined =
        companyAt === undefined ? undefined : registration.companyList[companyAt];
      if (companyAt === undefined || company === undefined) {
        problems.push({ field, code: 'reference_not_found' });
        return;
      }
      if (chain.includes(holder.id)) {
        problems.push({ field, code: 'shareholder_cycle' });
        return;
      }
      if (chain.length >= maxCompanyDepth) {
        problems.push({ field, code: 'too_big' });
        return;
      }
      // A company held by two companies is one entry of the hub: its own rules are reported once.
      if (reached.has(holder.id)) return;
      reached.add(holder.id);
      const companyPrefix = `companyList.${companyAt}.`;
      problems.push(...under(`companyList.${companyAt}.fields`, companyFieldProblems(company.fields)));
      visit(company.directors, company.shareholders, companyPrefix, [...chain, holder.id]);
    });
  };

  visit(registration.directors, registration.shareholders, '', []);
  checkPersons(registration.owners, 'owners');
  registration.companyList.forEach((company, index) => {
    if (!reached.has(company.id)) problems.push({ field: `companyList.${index}.id`, code: 'invalid_value' });
  });
  return problems;
}

/**
 * The problems of the users (spec 002 §5 "Users"): every user is a person of the hub flagged
 * `isUser` (and only they are), with access rights ('access_rights_required'), of the assignable ones
 * ({@link assignableAccessRights}, else 'invalid_value'); at least one user with full access (right
 * 2, 'full_access_user_required' on `users`); each user's e-mail used by no other user
 * ('duplicate_email') nor by the company's own sign-in ('email_taken').
 */
export function usersProblems(registration: BusinessRegistration): RegistrationProblem[] {
  const problems: RegistrationProblem[] = [];
  const userIds = new Set(registration.users);
  const personIds = new Set(registration.personList.map((person) => person.id));
  registration.users.forEach((id, index) => {
    if (!personIds.has(id)) problems.push({ field: `users.${index}`, code: 'reference_not_found' });
  });
  const emails = new Map<string, number>();
  emails.set(registration.company.email.trim().toLowerCase(), -1);
  let hasFullAccess = false;
  registration.personList.forEach((person, index) => {
    const path = `personList.${index}`;
    if (person.isUser !== userIds.has(person.id)) problems.push({ field: `${path}.isUser`, code: 'invalid_value' });
    if (!userIds.has(person.id)) return;
    if (person.accessRights === undefined)
      problems.push({ field: `${path}.accessRights`, code: 'access_rights_required' });
    else if (!assignableAccessRights.some((level) => level === person.accessRights))
      problems.push({ field: `${path}.accessRights`, code: 'invalid_value' });
    else if (person.accessRights === accessRightLevels.fullAccess) hasFullAccess = true;
    const email = person.fields.email.trim().toLowerCase();
    if (email === '') return;
    const earlier = emails.get(email);
    if (earlier === -1) problems.push({ field: `${path}.fields.email`, code: 'email_taken' });
    else if (earlier !== undefined) problems.push({ field: `${path}.fields.email`, code: 'duplicate_email' });
    else emails.set(email, index);
  });
  if (!hasFullAccess) problems.push({ field: 'users', code: 'full_access_user_required' });
  return problems;
}

/**
 * The problems of every person of the hub (spec 002 §5 "Persons"): one entry per id ('invalid_value'),
 * each named by some role ('invalid_value' on an unused `id`), with valid fields
 * ({@link personFieldProblems}); the source-of-funds rule applies to a person's largest holding.
 */
export function personsProblems(
  registration: BusinessRegistration,
  context: Pick<RegistrationRuleContext, 'isSourceOfWealthEnabled' | 'today'>,
): RegistrationProblem[] {
  const problems: RegistrationProblem[] = [];
  const largest = largestShareByPerson(registration);
  const named = new Set<string>([
    ...registration.directors,
    ...registration.owners,
    ...registration.users,
    ...registration.companyList.flatMap((company) => company.directors),
    ...largest.keys(),
  ]);
  const seen = new Set<string>();
  registration.personList.forEach((person: RegistrationPerson, index) => {
    const path = `personList.${index}`;
    if (seen.has(person.id) || !named.has(person.id)) problems.push({ field: `${path}.id`, code: 'invalid_value' });
    seen.add(person.id);
    const needsSource = needsSourceOfFunds(largest.get(person.id) ?? 0, context.isSourceOfWealthEnabled);
    problems.push(
      ...under(`${path}.fields`, personFieldProblems(person.fields, { needsSource, today: context.today })),
    );
  });
  return problems;
}

/**
 * The problems of a user's e-mail by its existing-e-mail status (spec 002 §5: "A person flagged as
 * user needs an e-mail not already registered (status 0 or 3 is accepted)"); `statusOf` answers the
 * status of a lower-cased e-mail (the server from its users, the web from `checkEmailExists`). The
 * company's own sign-in e-mail follows the same rule.
 */
export function registeredEmailProblems(
  registration: BusinessRegistration,
  statusOf: (email: string) => EmailStatus,
): RegistrationProblem[] {
  const problems: RegistrationProblem[] = [];
  const companyEmail = registration.company.email.trim().toLowerCase();
  if (companyEmail !== '' && !isEmailStatusAccepted(statusOf(companyEmail)))
    problems.push({ field: 'company.email', code: 'email_taken' });
  registration.personList.forEach((person, index) => {
    const email = person.fields.email.trim().toLowerCase();
    if (person.isUser && email !== '' && !isEmailStatusAccepted(statusOf(email)))
      problems.push({ field: `personList.${index}.fields.email`, code: 'email_taken' });
  });
  return problems;
}

/** The sections of the registration, in the order the form checks them (spec 002 §4 "Business registration"). */
export const registrationSections = ['root', 'persons', 'companies', 'shareholders', 'users'] as const;
export type RegistrationSection = (typeof registrationSections)[number];

/** The section a problem's field belongs to (the form opens it to show the problem). */
export function sectionOfProblem(field: string): RegistrationSection {
  if (field.startsWith('personList.') && /\.(isUser|accessRights)$/.test(field)) return 'users';
  if (field.startsWith('personList')) return 'persons';
  if (field.startsWith('companyList')) return 'companies';
  if (field.startsWith('shareholders')) return 'shareholders';
  if (field.startsWith('users')) return 'users';
  return 'root';
}

/**
 * Every problem of a registration except the registered-e-mail rule (which needs the users, see
 * {@link registeredEmailProblems}), in section order: root (general, financial, due-diligence and
 * legal forms, directors), persons, companies, shareholders, users (spec 002 §4–§5). Empty when the
 * payload may be sent.
 */
export function businessRegistrationProblems(
  registration: BusinessRegistration,
  context: RegistrationRuleContext,
): RegistrationProblem[] {
  const problems = [
    ...under('company', rootCompanyProblems(registration.company, context.today)),
    ...under('financialDetail', financialDetailProblems(registration.financialDetail)),
    ...under('dueDiligence', dueDiligenceProblems(registration.dueDiligence, context.dueDiligenceQuestions)),
    ...under('legalInformation', legalInformationProblems(registration.legalInformation, context.termIds)),
    ...companyTreeProblems(registration),
    ...personsProblems(registration, context),
    ...usersProblems(registration),
  ];
  return registrationSections.flatMap((section) =>
    problems.filter((problem) => sectionOfProblem(problem.field) === section),
  );
}
