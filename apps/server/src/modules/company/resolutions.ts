import {
  languages,
  resolutionStatuses,
  resolutionValidityDays,
  type BusinessResolution,
  type Language,
  type ResolutionForSigner,
  type ResolutionStatusId,
} from '@tessera/contract';
import { and, desc, eq, gt, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail.ts';
import { hashToken, randomToken } from '../../platform/ids.ts';
import { renderEmail } from '../../platform/messages/render.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import type { CallContext } from '../../rpc/context.ts';
import { listBusinessPersons } from '../business/index.ts';
import { findCompanyOf, findUserById } from '../identity/index.ts';
import { storeGeneratedDocument } from '../documents/index.ts';
import type { CompanyActor } from './company.ts';
import { companyResolutionSigners, companyResolutions } from './company.schema.ts';
import { resolutionPdf } from './resolution-pdf.ts';

/**
 * Business resolutions (spec 002 §3 "Business resolution": businessRepresentativeIds, statusId,
 * signers; §7 "Resolution send and get"; decision 0107). A full-access user names persons of the
 * company's structure; every director of the company signs or declines by a single-use link e-mailed
 * to them (the token only in the e-mail, its SHA-256 at rest, valid 7 days); when all signed, the
 * resolution is filed as a PDF among the company's documents.
 */

type ResolutionRow = typeof companyResolutions.$inferSelect;
type SignerRow = typeof companyResolutionSigners.$inferSelect;

const dayMs = 24 * 60 * 60 * 1000;
/** Most resolutions `resolutionGet` answers. */
const listedResolutions = 10;

/** The status a resolution reads as now: a pending one past its expiry is expired. */
function statusOf(row: ResolutionRow, now: Date): ResolutionStatusId {
  if (row.status === 'pending' && row.expiresAt <= now) return resolutionStatuses.expired;
  return resolutionStatuses[row.status];
}

function toWire(
  row: ResolutionRow,
  signers: readonly SignerRow[],
  now: Date,
  callerPersonIds: ReadonlySet<number> = new Set(),
): BusinessResolution {
  const isPending = statusOf(row, now) === resolutionStatuses.pending;
  return {
    resolutionId: row.id,
    businessRepresentativeIds: row.representativePersonIds,
    representativeNames: row.representativeNames,
    statusId: statusOf(row, now),
    signers: signers
      .filter((signer) => signer.resolutionId === row.id)
      .map((signer) => ({
        personId: signer.personId,
        name: signer.name,
        state: signer.state,
        decidedAt: signer.decidedAt?.toISOString(),
        declineReason: signer.declineReason ?? undefined,
        isCaller: isPending && signer.state === 'pending' && callerPersonIds.has(signer.personId) ? true : undefined,
      })),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    completedAt: row.completedAt?.toISOString(),
    documentId: row.documentId ?? undefined,
  };
}

/** A signed-in user of a business, as the in-app signing knows them. */
export interface ResolutionCaller {
  userId: number;
  isAdmin: boolean;
}

/**
 * The persons of business `customerId` the signed-in `caller` is (decision 0121): those whose own
 * sign-in as a user of the business is the caller's. An administrator is nobody's person.
 */
async function callerPersonIds(db: Executor, customerId: number, caller: ResolutionCaller | undefined) {
  if (!caller || caller.isAdmin) return new Set<number>();
  const persons = await listBusinessPersons(db, customerId);
  return new Set(persons.filter((person) => person.userId === caller.userId).map((person) => person.personId));
}

/**
 * `resolutionGet` (spec 002 §7): the company's latest resolutions with their signers, newest first;
 * with `caller`, the signers that caller is and may sign in the app are marked `isCaller`.
 */
export async function resolutionGet(
  db: Executor,
  customerId: number,
  caller?: ResolutionCaller,
): Promise<BusinessResolution[]> {
  const rows = await db
    .select()
    .from(companyResolutions)
    .where(eq(companyResolutions.customerId, customerId))
    .orderBy(desc(companyResolutions.createdAt), desc(companyResolutions.id))
    .limit(listedResolutions);
  if (rows.length === 0) return [];
  const signers = await db
    .select()
    .from(companyResolutionSigners)
    .where(
      inArray(
        companyResolutionSigners.resolutionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(companyResolutionSigners.id);
  const now = new Date();
  const callers = await callerPersonIds(db, customerId, caller);
  return rows.map((row) => toWire(row, signers, now, callers));
}

/**
 * `resolutionSend` (spec 002 §7; decision 0107): checks that every named representative is a person
 * of the company's structure and that it has directors, replaces a pending resolution (it expires
 * now), writes the new one with a signer per director, and e-mails each director their link, built
 * from the brand's configured origin.
 * @throws AppError 'VF' `reference_not_found` on `businessRepresentativeIds.N`, `director_required`
 *   when the company has no director, `not_a_business`; '13' for an administrator.
 */
export async function resolutionSend(
  ctx: CallContext,
  actor: CompanyActor,
  customerId: number,
  representativeIds: readonly number[],
): Promise<BusinessResolution> {
  // A resolution is the company's own act: the back office never sends one in its name.
  if (actor.auth.isAdmin) throw new AppError('13');
  const company = await findCompanyOf(ctx.db, customerId);
  if (!company || company.customerType !== 'business') throw fieldError('fromCustomerId', 'not_a_business');
  const persons = await listBusinessPersons(ctx.db, customerId);
  const unique = [...new Set(representativeIds)];
  const named = unique.map((id, index) => {
    const person = persons.find((candidate) => candidate.personId === id);
    if (!person) throw fieldError(`businessRepresentativeIds.${index}`, 'reference_not_found');
    return person;
  });
  const directors = persons.filter((person) => person.roles.includes('director'));
  if (directors.length === 0) throw fieldError('businessRepresentativeIds', 'director_required');

  const now = new Date();
  const links: { email: string; name: string; token: string }[] = [];
  const resolutionId = await withTransaction(ctx.db, async (tx) => {
    links.length = 0;
    await tx
      .update(companyResolutions)
      .set({ status: 'expired', expiresAt: now })
      .where(and(eq(companyResolutions.customerId, customerId), eq(companyResolutions.status, 'pending')));
    const [row] = await tx
      .insert(companyResolutions)
      .values({
        customerId,
        representativePersonIds: named.map((person) => person.personId),
        representativeNames: named.map((person) => `${person.firstName} ${person.lastName}`),
        status: 'pending',
        createdByUserId: actor.auth.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + resolutionValidityDays * dayMs),
        language: ctx.language,
        brandName: ctx.brand.projectName,
        origin: ctx.origin,
      })
      .returning({ id: companyResolutions.id });
    if (!row) throw new Error('insert into company_resolutions returned no row');
    for (const director of directors) {
      const token = randomToken();
      const name = `${director.firstName} ${director.lastName}`;
      links.push({ email: director.email, name, token });
      await tx.insert(companyResolutionSigners).values({
        resolutionId: row.id,
        personId: director.personId,
        name,
        email: director.email,
        tokenHash: hashToken(token),
        state: 'pending',
      });
    }
    return row.id;
  });
  const representatives = named.map((person) => `${person.firstName} ${person.lastName}`).join(', ');
  for (const link of links)
    await ctx.mailer.send(ctx.db, {
      to: link.email,
      ...renderEmail('resolutionSignature', ctx.language, {
        brandName: ctx.brand.projectName,
        businessName: company.name,
        personName: link.name,
        representatives,
        link: `${ctx.origin}/resolution-sign/${link.token}`,
      }),
    });
  ctx.log.info({ customerId, resolutionId, signers: links.length }, 'business resolution sent');
  const [resolution] = (await resolutionGet(ctx.db, customerId, actor.auth)).filter(
    (entry) => entry.resolutionId === resolutionId,
  );
  if (!resolution) throw new Error(`resolution ${resolutionId} not found after writing it`);
  return resolution;
}

/**
 * The signer and resolution a live link names (the first e-mail's or the reminder's), or 'VF'
 * `invalid_link` (unknown, used or expired alike).
 */
async function findByToken(db: Executor, token: string, forUpdate: boolean) {
  const query = db
    .select({ signer: companyResolutionSigners, resolution: companyResolutions })
    .from(companyResolutionSigners)
    .innerJoin(companyResolutions, eq(companyResolutions.id, companyResolutionSigners.resolutionId))
    .where(
      or(
        eq(companyResolutionSigners.tokenHash, hashToken(token)),
        eq(companyResolutionSigners.reminderTokenHash, hashToken(token)),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row || row.signer.state !== 'pending' || statusOf(row.resolution, new Date()) !== resolutionStatuses.pending)
    throw fieldError('token', 'invalid_link');
  return row;
}

async function forSigner(db: Executor, resolution: ResolutionRow, signer: SignerRow): Promise<ResolutionForSigner> {
  const company = await findCompanyOf(db, resolution.customerId);
  return {
    companyName: company?.name ?? '',
    registrationNumber: company?.registrationNumber ?? '',
    representativeNames: resolution.representativeNames,
    signerName: signer.name,
    state: signer.state,
    statusId: statusOf(resolution, new Date()),
    expiresAt: resolution.expiresAt.toISOString(),
  };
}

/** `resolutionSignerGet` (decision 0107): what a live link asks its director to sign. */
export async function resolutionSignerGet(db: Executor, token: string): Promise<ResolutionForSigner> {
  const { signer, resolution } = await findByToken(db, token, false);
  return forSigner(db, resolution, signer);
}

/** A decline needs its reason (decision 0120): 'VF' `required` on `reason` otherwise. */
function checkDecision(isDeclined: boolean, reason: string | undefined): void {
  if (isDeclined && (reason === undefined || reason.length === 0)) throw fieldError('reason', 'required');
}

/**
 * Records one director's decision on a resolution whose row the caller locked in `tx`: the signer's
 * state, time, IP and decline reason, both links cleared; a decline declines the resolution, the last
 * signature signs it.
 */
async function recordDecision(
  tx: Transaction,
  ctx: CallContext,
  resolution: ResolutionRow,
  signer: SignerRow,
  decision: { isDeclined: boolean; reason: string | undefined; now: Date },
) {
  const { isDeclined, now } = decision;
  const [updatedSigner] = await tx
    .update(companyResolutionSigners)
    .set({
      state: isDeclined ? 'declined' : 'signed',
      decidedAt: now,
      ip: ctx.ip,
      tokenHash: null,
      reminderTokenHash: null,
      declineReason: isDeclined ? (decision.reason ?? null) : null,
    })
    .where(eq(companyResolutionSigners.id, signer.id))
    .returning();
  if (!updatedSigner) throw new Error(`resolution signer ${signer.id} vanished under its lock`);
  const others = await tx
    .select({ state: companyResolutionSigners.state })
    .from(companyResolutionSigners)
    .where(and(eq(companyResolutionSigners.resolutionId, resolution.id), ne(companyResolutionSigners.id, signer.id)));
  const isComplete = !isDeclined && others.every((other) => other.state === 'signed');
  let current = resolution;
  if (isDeclined || isComplete) {
    const [row] = await tx
      .update(companyResolutions)
      .set({ status: isDeclined ? 'declined' : 'signed', completedAt: now })
      .where(eq(companyResolutions.id, resolution.id))
      .returning();
    if (row) current = row;
  }
  return { resolution: current, signer: updatedSigner, isComplete, isDeclined };
}

/** After the decision's commit: files the signed PDF, or tells the sender of a decline. */
async function afterDecision(ctx: CallContext, decided: Awaited<ReturnType<typeof recordDecision>>): Promise<void> {
  if (decided.isComplete) await fileSignedResolution(ctx, decided.resolution);
  if (decided.isDeclined) await tellSenderOfDecline(ctx, decided.resolution, decided.signer);
}

/**
 * `resolutionSign` (decisions 0107, 0120): the director signs or declines (with a reason), once;
 * their links are cleared. A decline declines the resolution and its sender is e-mailed; the last
 * signature signs it, and its PDF is filed among the company's documents (type boardResolution)
 * after the commit.
 * @throws AppError 'VF' `invalid_link` for an unknown, used or expired link, `required` on `reason`
 *   for a decline without one (nothing changes).
 */
export async function resolutionSign(
  ctx: CallContext,
  token: string,
  isDeclined: boolean,
  reason?: string,
): Promise<ResolutionForSigner> {
  const now = new Date();
  const decided = await withTransaction(ctx.db, async (tx) => {
    const { signer, resolution } = await findByToken(tx, token, true);
    // A dead link is told first, whatever else the request lacks.
    checkDecision(isDeclined, reason);
    const [locked] = await tx
      .select()
      .from(companyResolutions)
      .where(eq(companyResolutions.id, resolution.id))
      .for('update');
    if (!locked || locked.status !== 'pending') throw fieldError('token', 'invalid_link');
    return recordDecision(tx, ctx, locked, signer, { isDeclined, reason, now });
  });
  await afterDecision(ctx, decided);
  return forSigner(ctx.db, decided.resolution, decided.signer);
}

/**
 * `resolutionSignInApp` (decision 0121): a director who is also a signed-in user of business
 * `customerId` signs or declines its pending resolution `resolutionId` without the e-mailed link.
 * The caller must be one of its directors who has not decided yet (see {@link callerPersonIds}).
 * @throws AppError '13' for an administrator or a caller who is not such a director; 'VF'
 *   `resolution_not_pending` on `resolutionId` for another company's, a decided or an expired one;
 *   `required` on `reason` for a decline without one. Nothing changes then.
 */
export async function resolutionSignInApp(
  ctx: CallContext,
  caller: ResolutionCaller,
  customerId: number,
  resolutionId: number,
  decision: { isDeclined: boolean; reason: string | undefined },
): Promise<BusinessResolution> {
  if (caller.isAdmin) throw new AppError('13');
  checkDecision(decision.isDeclined, decision.reason);
  const persons = await callerPersonIds(ctx.db, customerId, caller);
  const now = new Date();
  const decided = await withTransaction(ctx.db, async (tx) => {
    const [locked] = await tx
      .select()
      .from(companyResolutions)
      .where(and(eq(companyResolutions.id, resolutionId), eq(companyResolutions.customerId, customerId)))
      .for('update');
    if (!locked || statusOf(locked, now) !== resolutionStatuses.pending)
      throw fieldError('resolutionId', 'resolution_not_pending');
    const signers = await tx
      .select()
      .from(companyResolutionSigners)
      .where(and(eq(companyResolutionSigners.resolutionId, locked.id), eq(companyResolutionSigners.state, 'pending')));
    const signer = signers.find((candidate) => persons.has(candidate.personId));
    if (!signer) throw new AppError('13');
    return recordDecision(tx, ctx, locked, signer, { ...decision, now });
  });
  await afterDecision(ctx, decided);
  const [resolution] = (await resolutionGet(ctx.db, customerId, caller)).filter(
    (entry) => entry.resolutionId === resolutionId,
  );
  if (!resolution) throw new Error(`resolution ${resolutionId} not found after deciding it`);
  return resolution;
}

/** The language a resolution's messages are written in: the send request's (en when unknown). */
function languageOf(resolution: ResolutionRow): Language {
  return languages.find((language) => language === resolution.language) ?? 'en';
}

/** E-mails the sender of `resolution` that director `signer` declined it, with their reason (decision 0120). */
async function tellSenderOfDecline(ctx: CallContext, resolution: ResolutionRow, signer: SignerRow): Promise<void> {
  const sender = await findUserById(ctx.db, resolution.createdByUserId);
  if (!sender) return;
  const company = await findCompanyOf(ctx.db, resolution.customerId);
  await ctx.mailer.send(ctx.db, {
    to: sender.email,
    ...renderEmail('resolutionDeclined', languageOf(resolution), {
      brandName: resolution.brandName ?? ctx.brand.projectName,
      businessName: company?.name ?? '',
      personName: signer.name,
      reason: signer.declineReason ?? '',
    }),
  });
  ctx.log.info({ customerId: resolution.customerId, resolutionId: resolution.id }, 'business resolution declined');
}

/**
 * The reminder pass (periodic job `resolution-reminders`, decision 0120): each director who has not
 * decided a pending resolution whose links expire within a day is e-mailed once, with a fresh link
 * (its hash kept beside the first one's; both end with the resolution). The claim (`reminded_at`)
 * and the e-mail's outbox row are written in one transaction, so a replayed or concurrent run sends
 * nothing twice.
 * @returns how many reminders it sent.
 */
export async function remindResolutionSigners(db: Database, mailer: Mailer, now = new Date()): Promise<number> {
  const due = await db
    .select({ signerId: companyResolutionSigners.id })
    .from(companyResolutionSigners)
    .innerJoin(companyResolutions, eq(companyResolutions.id, companyResolutionSigners.resolutionId))
    .where(
      and(
        eq(companyResolutionSigners.state, 'pending'),
        isNull(companyResolutionSigners.remindedAt),
        eq(companyResolutions.status, 'pending'),
        gt(companyResolutions.expiresAt, now),
        lte(companyResolutions.expiresAt, new Date(now.getTime() + dayMs)),
      ),
    )
    .limit(100);
  let sent = 0;
  for (const { signerId } of due) {
    const token = randomToken();
    const isSent = await withTransaction(db, async (tx) => {
      const [signer] = await tx
        .update(companyResolutionSigners)
        .set({ remindedAt: now, reminderTokenHash: hashToken(token) })
        .where(
          and(
            eq(companyResolutionSigners.id, signerId),
            isNull(companyResolutionSigners.remindedAt),
            eq(companyResolutionSigners.state, 'pending'),
          ),
        )
        .returning();
      if (!signer) return false;
      const [resolution] = await tx
        .select()
        .from(companyResolutions)
        .where(eq(companyResolutions.id, signer.resolutionId));
      // A resolution sent before its origin was kept has no link to build: it is marked, not mailed.
      if (!resolution?.origin) return false;
      const company = await findCompanyOf(tx, resolution.customerId);
      await mailer.send(tx, {
        to: signer.email,
        ...renderEmail('resolutionReminder', languageOf(resolution), {
          brandName: resolution.brandName ?? '',
          businessName: company?.name ?? '',
          personName: signer.name,
          representatives: resolution.representativeNames.join(', '),
          link: `${resolution.origin}/resolution-sign/${token}`,
        }),
      });
      return true;
    });
    if (isSent) sent += 1;
  }
  return sent;
}

/** Files the signed resolution's PDF as the company's document and links it to the resolution. */
async function fileSignedResolution(ctx: CallContext, resolution: ResolutionRow): Promise<void> {
  const company = await findCompanyOf(ctx.db, resolution.customerId);
  const signers = await ctx.db
    .select()
    .from(companyResolutionSigners)
    .where(eq(companyResolutionSigners.resolutionId, resolution.id))
    .orderBy(companyResolutionSigners.id);
  const pdf = await resolutionPdf({
    brand: ctx.brand,
    companyName: company?.name ?? '',
    registrationNumber: company?.registrationNumber ?? '',
    countryCode: company?.countryCode ?? '',
    resolutionId: resolution.id,
    representativeNames: resolution.representativeNames,
    signers: signers.map((signer) => ({
      name: signer.name,
      signedAt: (signer.decidedAt ?? new Date()).toISOString(),
      ip: signer.ip ?? '',
    })),
    createdAt: resolution.createdAt,
  });
  const document = await storeGeneratedDocument(ctx, {
    customerId: resolution.customerId,
    userId: resolution.createdByUserId,
    documentTypeId: boardResolutionDocumentTypeId,
    displayName: `board-resolution-${resolution.id}.pdf`,
    bytes: pdf.bytes,
    pages: pdf.pages,
  });
  await ctx.db
    .update(companyResolutions)
    .set({ documentId: document.id })
    .where(eq(companyResolutions.id, resolution.id));
}

/** The document type a signed resolution is filed under (the catalogue's boardResolution). */
const boardResolutionDocumentTypeId = 63;
