import {
  assignableAccessRights,
  businessRegistrationProblems,
  emailStatuses,
  fieldErrorMessages,
  registeredEmailProblems,
  shareBasisPoints,
  type BusinessRegistration,
  type EmailStatus,
  type MethodParsedRequest,
  type RegistrationProblem,
  type businessAccountCreateMethod,
} from '@tessera/contract';
import { botChallengeSecretName, redeemBotProof } from '../../platform/bot-challenge.ts';
import { renderEmail } from '../../platform/messages/render.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { AppError, fieldError, type FieldError } from '../../rpc/app-error.ts';
import type { CallContext } from '../../rpc/context.ts';
import type { Executor } from '../../db/client.ts';
import { findUserByEmail, hashPassword, issueUserCode, passwordProblem, serverSecret } from '../credentials/index.ts';
import { addBusinessUser, createCustomer, updateUser } from '../identity/index.ts';
import { recordTermsAcceptance } from '../customers/index.ts';
import { businessRegistrationChoices } from '../dictionaries/index.ts';
import { openCustomerAccount } from '../ledger/index.ts';
import { businessCompanies, businessPersons, businessRegistrations, businessRoles } from './business.schema.ts';

/** The existing-e-mail status of a lower-cased e-mail for the registration (spec 002 §3, §5; decision 0096). */
async function emailStatusOf(db: Executor, email: string): Promise<EmailStatus> {
  const user = await findUserByEmail(db, email);
  // Unlike a personal registration, a business one never takes over a lapsed registration's row:
  // that row may be another business's invited user. Any user of the e-mail makes it taken.
  return user ? emailStatuses.exists : emailStatuses.none;
}

/** The problems of ids chosen from the dictionaries (industries the brand offers, business lists). */
function dictionaryProblems(registration: BusinessRegistration, hideAdultIndustries: boolean): RegistrationProblem[] {
  const choices = businessRegistrationChoices(hideAdultIndustries);
  const problems: RegistrationProblem[] = [];
  const { company, financialDetail } = registration;
  if (company.industryId !== undefined && !choices.industryIds.has(company.industryId))
    problems.push({ field: 'company.industryId', code: 'invalid_value' });
  financialDetail.purposeIds.forEach((id, index) => {
    if (!choices.purposeIds.has(id))
      problems.push({ field: `financialDetail.purposeIds.${index}`, code: 'invalid_value' });
  });
  financialDetail.sourceOfFundsIds.forEach((id, index) => {
    if (!choices.sourceOfFundsIds.has(id))
      problems.push({ field: `financialDetail.sourceOfFundsIds.${index}`, code: 'invalid_value' });
  });
  if (
    financialDetail.estimatedMonthlyDepositId !== undefined &&
    !choices.estimatedMonthlyDepositIds.has(financialDetail.estimatedMonthlyDepositId)
  )
    problems.push({ field: 'financialDetail.estimatedMonthlyDepositId', code: 'invalid_value' });
  registration.personList.forEach((person, index) =>
    (person.fields.sourceOfFunds ?? []).forEach((id, at) => {
      if (!choices.sourceOfFundsIds.has(id))
        problems.push({ field: `personList.${index}.fields.sourceOfFunds.${at}`, code: 'invalid_value' });
    }),
  );
  return problems;
}

const asFieldErrors = (problems: readonly RegistrationProblem[]): FieldError[] =>
  problems.map((problem) => ({ ...problem, description: fieldErrorMessages[problem.code] }));

/**
 * Business registration (spec 002 §2–§5, 000 §2 /register/business; decision 0095): where the brand
 * allows registration; every rule of 002 §5 run again (`businessRegistrationProblems`, the
 * registered-e-mail rule with the users' statuses, the dictionaries' ids, the password's strength),
 * all problems answered at once as 'VF' with their field paths and nothing written; a solved bot
 * challenge. Then, in one transaction: the business customer with its company and sign-in (the
 * company e-mail, not activated), its persons and companies tree with directors, shareholders and
 * shares, owners, its users as sign-in users of the business with their access rights, the
 * financial, due-diligence and legal answers, the terms' acceptance and a USD account. Finally the
 * business activation link (`action=activationBusiness`) is e-mailed to the company.
 * @throws AppError 'ENOA' when the brand does not offer registration; 'VF' otherwise.
 */
export async function businessAccountCreate(
  ctx: CallContext,
  input: MethodParsedRequest<typeof businessAccountCreateMethod>,
) {
  const brand = ctx.brand;
  if (!brand.allowRegistration) throw new AppError('ENOA', 'Registration is not open for this brand.');
  const { captcha, ...registration } = input;
  const choices = businessRegistrationChoices(brand.hideAdultIndustriesInRegistration);
  const problems = businessRegistrationProblems(registration, {
    isSourceOfWealthEnabled: brand.sourceOfWealthEnable,
    dueDiligenceQuestions: choices.questions,
    termIds: brand.terms.map((term) => term.id),
    today: new Date().toISOString().slice(0, 10),
  });
  problems.push(...dictionaryProblems(registration, brand.hideAdultIndustriesInRegistration));
  const emails = [registration.company.email, ...registration.personList.map((person) => person.fields.email)]
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email !== '');
  const statuses = new Map<string, EmailStatus>();
  for (const email of new Set(emails)) statuses.set(email, await emailStatusOf(ctx.db, email));
  problems.push(...registeredEmailProblems(registration, (email) => statuses.get(email) ?? emailStatuses.none));
  const passwordRefusal = passwordProblem(registration.company.password, [
    registration.company.email,
    registration.company.name,
    brand.projectName,
  ]);
  if (passwordRefusal && registration.company.password !== '')
    problems.push({ field: 'company.password', code: passwordRefusal });
  if (problems.length > 0) throw new AppError('VF', 'Some fields are not valid.', asFieldErrors(problems));
  if (!(await redeemBotProof(ctx.db, await serverSecret(ctx.db, botChallengeSecretName), captcha)))
    throw fieldError('captcha', 'bot_check_failed');

  const passwordHash = await hashPassword(registration.company.password);
  const companyEmail = registration.company.email.trim().toLowerCase();
  const userId = await withTransaction(ctx.db, async (tx) => {
    // Checked again inside the transaction: a registration racing this one must not take an e-mail twice.
    for (const email of statuses.keys()) {
      const stale = await findUserByEmail(tx, email);
      if (stale) throw fieldError(email === companyEmail ? 'company.email' : 'personList', 'email_taken');
    }
    return writeRegistration(tx, ctx, registration, passwordHash);
  });
  await sendBusinessActivationLink(ctx, userId, companyEmail);
  ctx.log.info({ userId, brand: brand.id }, 'business registration');
  return { email: companyEmail, activationSent: true as const };
}

/** Writes the whole registration (see {@link businessAccountCreate}); returns the business's sign-in user id. */
async function writeRegistration(
  tx: Executor,
  ctx: CallContext,
  registration: BusinessRegistration,
  passwordHash: string,
): Promise<number> {
  const { company } = registration;
  const created = await createCustomer(tx, {
    brandId: ctx.brand.id,
    customerType: 'business',
    email: company.email.trim(),
    passwordHash,
    businessName: company.name,
    residenceCountryCode: company.registrationCountryCode,
    company: {
      name: company.name,
      registrationNumber: company.registrationNumber,
      countryCode: company.registrationCountryCode,
    },
  });
  const customerId = created.customerId;
  await updateUser(tx, created.userId, { activatedAt: null });
  await recordTermsAcceptance(tx, customerId, ctx.brand.terms);
  await openCustomerAccount(tx, { customerId, currencyCode: 'USD', type: 1001 });
  const { password: _password, ...general } = company;
  await tx.insert(businessRegistrations).values({
    customerId,
    general,
    financialDetail: registration.financialDetail,
    dueDiligence: registration.dueDiligence,
    legalInformation: registration.legalInformation,
  });

  const userIds = new Set(registration.users);
  const personIds = new Map<string, number>();
  for (const person of registration.personList) {
    const { fields } = person;
    const accessRight = userIds.has(person.id)
      ? assignableAccessRights.find((level) => level === person.accessRights)
      : undefined;
    const userId =
      accessRight === undefined
        ? null
        : await addBusinessUser(tx, { customerId, email: fields.email.trim(), accessRight });
    const [row] = await tx
      .insert(businessPersons)
      .values({
        customerId,
        firstName: fields.firstName,
        lastName: fields.lastName,
        birthday: fields.birthday,
        email: fields.email.trim().toLowerCase(),
        phone: fields.phone.replace(/[\s\-.()]/g, ''),
        address: fields.address,
        taxId: fields.taxId,
        sourceOfFundsIds: fields.sourceOfFunds ?? [],
        sourceDetails: fields.sourceDetails ?? null,
        userId,
        accessRight: accessRight ?? null,
      })
      .returning({ id: businessPersons.id });
    if (!row) throw new Error('insert into business_persons returned no row');
    personIds.set(person.id, row.id);
  }
  const companyIds = new Map<string, number>();
  for (const entry of registration.companyList) {
    const [row] = await tx
      .insert(businessCompanies)
      .values({
        customerId,
        name: entry.fields.name,
        registrationNumber: entry.fields.registrationNumber,
        countryCode: entry.fields.registrationCountryCode,
        address: entry.fields.address ?? null,
      })
      .returning({ id: businessCompanies.id });
    if (!row) throw new Error('insert into business_companies returned no row');
    companyIds.set(entry.id, row.id);
  }

  const idOf = (ids: Map<string, number>, id: string): number => {
    const found = ids.get(id);
    // The rules checked every reference before anything was written.
    if (found === undefined) throw new Error(`registration reference ${id} passed validation unresolved`);
    return found;
  };
  type RoleRow = typeof businessRoles.$inferInsert;
  const roles: RoleRow[] = [];
  const structure = [
    { companyId: null, directors: registration.directors, shareholders: registration.shareholders },
    ...registration.companyList.map((entry) => ({
      companyId: idOf(companyIds, entry.id),
      directors: entry.directors,
      shareholders: entry.shareholders,
    })),
  ];
  for (const level of structure) {
    for (const id of level.directors)
      roles.push({ customerId, companyId: level.companyId, role: 'director', personId: idOf(personIds, id) });
    for (const holder of level.shareholders)
      roles.push({
        customerId,
        companyId: level.companyId,
        role: 'shareholder',
        personId: holder.kind === 'person' ? idOf(personIds, holder.id) : null,
        holderCompanyId: holder.kind === 'company' ? idOf(companyIds, holder.id) : null,
        shareBasisPoints: shareBasisPoints(holder.share),
      });
  }
  for (const id of registration.owners)
    roles.push({ customerId, companyId: null, role: 'owner', personId: idOf(personIds, id) });
  if (roles.length > 0) await tx.insert(businessRoles).values(roles);
  return created.userId;
}

async function sendBusinessActivationLink(ctx: CallContext, userId: number, email: string): Promise<void> {
  const code = await issueUserCode(ctx.db, userId, 'activation');
  const query = new URLSearchParams({ action: 'activationBusiness', user: email, code });
  await ctx.mailer.send(ctx.db, {
    to: email,
    ...renderEmail('activation', ctx.language, {
      brandName: ctx.brand.projectName,
      link: `${ctx.origin}/activate?${query.toString()}`,
    }),
  });
}
