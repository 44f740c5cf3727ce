import {
  resolutionStatuses,
  resolutionValidityDays,
  type BusinessResolution,
  type ResolutionForSigner,
  type ResolutionStatusId,
} from '@tessera/contract';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { hashToken, randomToken } from '../../platform/ids.ts';
import { renderEmail } from '../../platform/messages/render.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import type { CallContext } from '../../rpc/context.ts';
import { listBusinessPersons } from '../business/index.ts';
import { findCompanyOf } from '../customers/index.ts';
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

function toWire(row: ResolutionRow, signers: readonly SignerRow[], now: Date): BusinessResolution {
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
      })),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    completedAt: row.completedAt?.toISOString(),
    documentId: row.documentId ?? undefined,
  };
}

/** `resolutionGet` (spec 002 §7): the company's latest resolutions with their signers, newest first. */
export async function listResolutions(db: Executor, customerId: number): Promise<BusinessResolution[]> {
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
  return rows.map((row) => toWire(row, signers, now));
}

/**
 * `resolutionSend` (spec 002 §7; decision 0107): checks that every named representative is a person
 * of the company's structure and that it has directors, replaces a pending resolution (it expires
 * now), writes the new one with a signer per director, and e-mails each director their link, built
 * from the brand's configured origin.
 * @throws AppError 'VF' `reference_not_found` on `businessRepresentativeIds.N`, `director_required`
 *   when the company has no director, `not_a_business`; '13' for an administrator.
 */
export async function sendResolution(
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
  const [resolution] = (await listResolutions(ctx.db, customerId)).filter(
    (entry) => entry.resolutionId === resolutionId,
  );
  if (!resolution) throw new Error(`resolution ${resolutionId} not found after writing it`);
  return resolution;
}

/** The signer and resolution a live link names, or 'VF' `invalid_link` (unknown, used or expired alike). */
async function findByToken(db: Executor, token: string, forUpdate: boolean) {
  const query = db
    .select({ signer: companyResolutionSigners, resolution: companyResolutions })
    .from(companyResolutionSigners)
    .innerJoin(companyResolutions, eq(companyResolutions.id, companyResolutionSigners.resolutionId))
    .where(eq(companyResolutionSigners.tokenHash, hashToken(token)));
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
export async function resolutionForToken(db: Executor, token: string): Promise<ResolutionForSigner> {
  const { signer, resolution } = await findByToken(db, token, false);
  return forSigner(db, resolution, signer);
}

/**
 * `resolutionSign` (decision 0107): the director signs or declines, once; their token is cleared.
 * A decline declines the resolution; the last signature signs it, and its PDF is filed among the
 * company's documents (type boardResolution) after the commit.
 * @throws AppError 'VF' `invalid_link` for an unknown, used or expired link (nothing changes).
 */
export async function decideResolution(
  ctx: CallContext,
  token: string,
  isDeclined: boolean,
): Promise<ResolutionForSigner> {
  const now = new Date();
  const decided = await withTransaction(ctx.db, async (tx) => {
    const { signer, resolution } = await findByToken(tx, token, true);
    const [locked] = await tx
      .select()
      .from(companyResolutions)
      .where(eq(companyResolutions.id, resolution.id))
      .for('update');
    if (!locked || locked.status !== 'pending') throw fieldError('token', 'invalid_link');
    const [updatedSigner] = await tx
      .update(companyResolutionSigners)
      .set({ state: isDeclined ? 'declined' : 'signed', decidedAt: now, ip: ctx.ip, tokenHash: null })
      .where(eq(companyResolutionSigners.id, signer.id))
      .returning();
    if (!updatedSigner) throw new Error(`resolution signer ${signer.id} vanished under its lock`);
    const others = await tx
      .select({ state: companyResolutionSigners.state })
      .from(companyResolutionSigners)
      .where(and(eq(companyResolutionSigners.resolutionId, resolution.id), ne(companyResolutionSigners.id, signer.id)));
    const isComplete = !isDeclined && others.every((other) => other.state === 'signed');
    let current = locked;
    if (isDeclined || isComplete) {
      const [row] = await tx
        .update(companyResolutions)
        .set({ status: isDeclined ? 'declined' : 'signed', completedAt: now })
        .where(eq(companyResolutions.id, resolution.id))
        .returning();
      if (row) current = row;
    }
    return { resolution: current, signer: updatedSigner, isComplete };
  });
  if (decided.isComplete) await fileSignedResolution(ctx, decided.resolution);
  return forSigner(ctx.db, decided.resolution, decided.signer);
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
