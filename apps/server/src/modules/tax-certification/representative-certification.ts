import {
  maxRepresentativeInvitations,
  representativeSecretTtlMs,
  type Brand,
  type CertificationAnswers,
  type CertificationSignature,
  type CertificationState,
  type CertificationStatus,
  type Language,
  type RepresentativeInvitation,
  type RepresentativeInvitationStatus,
} from '@tessera/contract';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import type { FileStore } from '../../platform/file-store.ts';
import { hashToken, randomToken } from '../../platform/ids.ts';
import type { Mailer } from '../../platform/mail.ts';
import { renderEmail } from '../../platform/messages/render.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import { findCertificationHolder } from './certification-holder.ts';
import { fatcaCrsGet } from './certification-state.ts';
import { representativeCertificationInvitations as invitations } from './tax-certification.schema.ts';
import { checkedSignedAnswers, fileSignedForms } from './fatca-crs-update.ts';

type InvitationRow = typeof invitations.$inferSelect;

/** The one answer to every secret that does not open a certification (decision 0080: no oracle). */
function linkNotUsable(): AppError {
  return new AppError('NF', 'This link cannot be used.');
}

/** An invitation's status at `now` (decision 0080). */
function statusOf(row: InvitationRow, now: Date): RepresentativeInvitationStatus {
  if (row.usedAt) return 'signed';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'invited';
}

function toInvitation(row: InvitationRow, now: Date): RepresentativeInvitation {
  return {
    invitationId: row.id,
    personName: row.personName,
    email: row.email,
    status: statusOf(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ...(row.usedAt ? { signedAt: row.usedAt.toISOString() } : {}),
  };
}

/** The business's name for the person's page and e-mail; '13' when the customer is not a business. */
async function businessNameOf(db: Executor, customerId: number): Promise<string> {
  const customer = await findCertificationHolder(db, customerId);
  if (customer.customerType !== 'business') throw new AppError('13');
  return customer.businessName ?? customer.login;
}

/**
 * `fatcaCrsRepresentativeList` (decision 0080): the business's invitations of controlling persons,
 * newest first, with their statuses, and whether its signed answers need controlling persons.
 * @throws AppError '13' when the customer is not a business.
 */
export async function fatcaCrsRepresentativeList(
  db: Executor,
  businessCustomerId: number,
  now = new Date(),
): Promise<{ invitations: RepresentativeInvitation[]; requiresControllingPersons: boolean }> {
  await businessNameOf(db, businessCustomerId);
  const state = await fatcaCrsGet(db, businessCustomerId, now);
  const rows = await db
    .select()
    .from(invitations)
    .where(eq(invitations.businessCustomerId, businessCustomerId))
    .orderBy(desc(invitations.id))
    .limit(maxRepresentativeInvitations);
  return {
    invitations: rows.map((row) => toInvitation(row, now)),
    requiresControllingPersons: state.requiresControllingPersons === true,
  };
}

/** What sending an invitation needs: the database, the mailer, the brand, its origin and the language. */
export interface InviteDeps {
  db: Database;
  mailer: Mailer;
  brand: Brand;
  /** The brand's configured public origin (decision 0014); the only base of the link. */
  origin: string;
  language: Language;
  log: FastifyBaseLogger;
}

/** The business's invitation of one controlling person. */
export interface RepresentativeInvite {
  businessCustomerId: number;
  userId: number;
  personName: string;
  email: string;
  now?: Date;
}

/**
 * `fatcaCrsRepresentativeInvite` (spec 002 §2 self-certification-representative; decision 0080): the
 * business invites a controlling person. A new secret (32 random bytes, base64url) is stored only as
 * its SHA-256, valid 7 days and once; an earlier unsigned invitation to the same e-mail is revoked;
 * the link, built only from the brand's configured origin, is e-mailed through the outbox. The
 * secret is never logged or returned.
 * @returns the new invitation (status invited).
 * @throws AppError '13' when the customer is not a business; 'VF' controlling_persons_not_required
 *   until its signed answers need controlling persons; 'VF' too_big past the invitation limit.
 */
export async function fatcaCrsRepresentativeInvite(
  deps: InviteDeps,
  invite: RepresentativeInvite,
): Promise<{ invitation: RepresentativeInvitation }> {
  const now = invite.now ?? new Date();
  const email = invite.email.toLowerCase();
  const businessName = await businessNameOf(deps.db, invite.businessCustomerId);
  const state = await fatcaCrsGet(deps.db, invite.businessCustomerId, now);
  if (state.requiresControllingPersons !== true) throw fieldError('personName', 'controlling_persons_not_required');
  const secret = randomToken(32);
  const row = await withTransaction(deps.db, async (tx) => {
    const [counted] = await tx
      .select({ total: count() })
      .from(invitations)
      .where(eq(invitations.businessCustomerId, invite.businessCustomerId));
    if ((counted?.total ?? 0) >= maxRepresentativeInvitations) throw fieldError('email', 'too_big');
    // A new invitation to the same person replaces the old link (decision 0080).
    await tx
      .update(invitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(invitations.businessCustomerId, invite.businessCustomerId),
          eq(invitations.email, email),
          isNull(invitations.usedAt),
          isNull(invitations.revokedAt),
        ),
      );
    const [inserted] = await tx
      .insert(invitations)
      .values({
        businessCustomerId: invite.businessCustomerId,
        invitedByUserId: invite.userId,
        personName: invite.personName,
        email,
        secretHash: hashToken(secret),
        expiresAt: new Date(now.getTime() + representativeSecretTtlMs),
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error('invitation row not written');
    return inserted;
  });
  const link = `${deps.origin}/self-certification-representative?${new URLSearchParams({ authSecret: secret }).toString()}`;
  await deps.mailer.send(deps.db, {
    to: email,
    ...renderEmail('representativeCertification', deps.language, {
      brandName: deps.brand.projectName,
      businessName,
      personName: invite.personName,
      link,
    }),
  });
  deps.log.info(
    { customerId: invite.businessCustomerId, invitationId: row.id },
    'controlling person invited to certify',
  );
  return { invitation: toInvitation(row, now) };
}

/** The invitation a secret opens now: not used, not revoked, not expired. */
async function findOpenInvitation(db: Executor, secret: string, now: Date): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.secretHash, hashToken(secret)));
  if (!row || statusOf(row, now) !== 'invited') throw linkNotUsable();
  return row;
}

/** The personal form's state for the person: their name as the holder, nothing certified yet. */
function personState(row: InvitationRow): CertificationState {
  return { holder: { kind: 'personal', name: row.personName }, status: 'none', isActionRequired: true };
}

/**
 * `fatcaCrsRepresentativeGet` (decision 0080): what a controlling person's link opens — the
 * business's name, the person's name and the personal form's state.
 * @throws AppError 'NF' for an unknown, expired, revoked or used secret, alike.
 */
export async function fatcaCrsRepresentativeGet(
  db: Executor,
  secret: string,
  now = new Date(),
): Promise<{ businessName: string; personName: string; state: CertificationState }> {
  const row = await findOpenInvitation(db, secret, now);
  const businessName = await businessNameOf(db, row.businessCustomerId);
  return { businessName, personName: row.personName, state: personState(row) };
}

/** What signing needs: the database, the file store for the PDFs, the brand and the log. */
export interface SignDeps {
  db: Database;
  fileStore: FileStore;
  brand: Brand;
  log: FastifyBaseLogger;
}

/** A controlling person's signature with the secret of their link. */
export interface RepresentativeSignature {
  secret: string;
  answers: CertificationAnswers;
  signature: CertificationSignature;
  /** The signer's IP address, from the request. */
  ip: string;
  now?: Date;
}

/**
 * `fatcaCrsRepresentativeUpdate` (decision 0080): a controlling person certifies with their link's
 * secret. The answers are checked by the personal rules, as `fatcaCrsUpdate` checks a person's;
 * then, in one transaction, the secret is used up (a conditional update, so of two concurrent
 * submits one wins and the other reads 'NF'), the signed self-certification and the W-9 or W-8BEN
 * the answers need are filed as the business's documents, and the answers, signature, signer's IP
 * address and time are recorded on the invitation.
 * @returns the business's and person's names and the certification's status (pending review).
 * @throws AppError 'NF' for an unknown, expired, revoked or used secret; 'VF' for any field problem
 *   (nothing stored, the secret still works).
 */
export async function fatcaCrsRepresentativeUpdate(
  deps: SignDeps,
  request: RepresentativeSignature,
): Promise<{ businessName: string; personName: string; status: CertificationStatus }> {
  const now = request.now ?? new Date();
  const row = await findOpenInvitation(deps.db, request.secret, now);
  const { stored, usTaxForm } = checkedSignedAnswers('personal', request.answers, request.signature, now);
  const businessName = await businessNameOf(deps.db, row.businessCustomerId);
  // The capacity printed on the forms says for whom the person certifies.
  const signature = { ...request.signature, signerCapacity: `Controlling person of ${businessName}`.slice(0, 100) };
  await withTransaction(deps.db, async (tx) => {
    const [claimed] = await tx
      .update(invitations)
      .set({ usedAt: now })
      .where(
        and(
          eq(invitations.id, row.id),
          isNull(invitations.usedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, now),
        ),
      )
      .returning({ id: invitations.id });
    if (!claimed) throw linkNotUsable();
    const filed = await fileSignedForms(
      { db: tx, fileStore: deps.fileStore, brand: deps.brand },
      {
        customerId: row.businessCustomerId,
        userId: row.invitedByUserId,
        holder: { kind: 'personal', name: row.personName, residenceCountryCode: stored.taxIds[0]?.countryCode },
        answers: stored,
        signature,
        usTaxForm,
        ip: request.ip,
        now,
        fileNamePrefix: `controlling-person-${row.id}-`,
      },
    );
    await tx
      .update(invitations)
      .set({
        answers: stored,
        usTaxForm: usTaxForm === 'W-8BEN-E' ? null : usTaxForm,
        signerName: signature.signerName,
        signedDate: signature.signedDate,
        signerIp: request.ip,
        selfCertificationDocumentId: filed.selfCertificationId,
        usTaxFormDocumentId: filed.w9Id ?? filed.w8Id ?? null,
      })
      .where(eq(invitations.id, row.id));
  });
  deps.log.info(
    { customerId: row.businessCustomerId, invitationId: row.id, usTaxForm },
    'controlling person certified',
  );
  return { businessName, personName: row.personName, status: 'pending' };
}
