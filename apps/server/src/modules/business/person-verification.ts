import type {
  Brand,
  IdentityProviderCode,
  IdentityVerificationStatus,
  Language,
  PersonVerificationStatus,
} from '@tessera/contract';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { IdentityProvider } from '../../platform/identity-provider.ts';
import type { Mailer } from '../../platform/mail.ts';
import { hashToken, randomToken } from '../../platform/ids.ts';
import { renderEmail } from '../../platform/messages/render.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import type { CallContext } from '../../rpc/context.ts';
import { businessPersonRunStatuses, startIdentityVerification } from '../identity-verification/index.ts';
import { businessPersons, businessPersonVerifications as links } from './business.schema.ts';

/** How long a person's verification link works: 72 hours (decision 0112). */
const personVerificationLinkTtlMs = 72 * 60 * 60 * 1000;
/** A resend waits at least a minute after the last link, and a person gets at most 5 links a day (decision 0112). */
const resendGapMs = 60 * 1000;
const maxLinksPerDay = 5;
const dayMs = 24 * 60 * 60 * 1000;

type LinkRow = typeof links.$inferSelect;

/** A run's status as the person's verification status: its result, else pending (decision 0112). */
function statusOfRun(status: IdentityVerificationStatus): PersonVerificationStatus {
  if (status === 'approved') return 'verified';
  if (status === 'declined') return 'failed';
  return 'pending';
}

/** The person's status from one of their links (decision 0112): a result recorded on it, else opened or not. */
function statusOf(row: LinkRow): PersonVerificationStatus {
  if (row.result) return row.result;
  return row.usedAt ? 'pending' : 'notStarted';
}

/**
 * Each person's verification status and when their last link was sent, by person id: their latest
 * identity-verification run's result when they started one (approved → verified, declined → failed,
 * otherwise pending), else what their links say (decision 0112).
 */
export async function verificationStatuses(
  db: Executor,
  customerId: number,
): Promise<Map<number, { status: PersonVerificationStatus; sentAt: string }>> {
  const rows = await db.select().from(links).where(eq(links.customerId, customerId)).orderBy(desc(links.id));
  const runs = await businessPersonRunStatuses(db, [...new Set(rows.map((row) => row.personId))]);
  const statuses = new Map<number, { status: PersonVerificationStatus; sentAt: string }>();
  for (const row of rows) {
    const known = statuses.get(row.personId);
    if (!known) {
      statuses.set(row.personId, { status: statusOf(row), sentAt: row.createdAt.toISOString() });
      continue;
    }
    // A resend opens a new link; a verification already ended keeps its result.
    if (known.status === 'notStarted' && statusOf(row) !== 'notStarted') known.status = statusOf(row);
  }
  for (const [personId, run] of runs) {
    const known = statuses.get(personId);
    if (known) known.status = statusOfRun(run);
  }
  return statuses;
}

/** What sending links needs: the database, the mailer and the message's brand, origin and language. */
export interface PersonLinkDeps {
  db: Executor;
  mailer: Mailer;
  brand: Brand;
  /** The brand's configured public origin (decision 0014); never a request's Host. */
  origin: string;
  language: Language;
}

/**
 * E-mails each person of `personIds` (directors and owners of business `customerId`) a link to
 * their own identity verification (decision 0112): a new secret (32 random bytes,
 * base64url) stored only as its SHA-256, valid 72 hours, any open link of theirs revoked; the link
 * `/person-verification/<secret>` built from the brand's configured origin. The secret is never
 * logged or returned.
 */
export async function sendPersonVerifications(
  deps: PersonLinkDeps,
  customerId: number,
  personIds: readonly number[],
  businessName: string,
  now = new Date(),
): Promise<void> {
  for (const personId of personIds) {
    const [person] = await deps.db
      .select({ email: businessPersons.email, firstName: businessPersons.firstName })
      .from(businessPersons)
      .where(and(eq(businessPersons.id, personId), eq(businessPersons.customerId, customerId)));
    if (!person) continue;
    const secret = randomToken(32);
    await withTransaction(deps.db, async (tx) => {
      await tx
        .update(links)
        .set({ revokedAt: now })
        .where(and(eq(links.personId, personId), isNull(links.usedAt), isNull(links.revokedAt)));
      await tx.insert(links).values({
        customerId,
        personId,
        email: person.email,
        secretHash: hashToken(secret),
        expiresAt: new Date(now.getTime() + personVerificationLinkTtlMs),
        createdAt: now,
      });
    });
    await deps.mailer.send(deps.db, {
      to: person.email,
      ...renderEmail('personVerification', deps.language, {
        brandName: deps.brand.projectName,
        businessName,
        personName: person.firstName,
        link: `${deps.origin}/person-verification/${secret}`,
      }),
    });
  }
}

/**
 * The link of `businessPersonVerificationResend` (decision 0112): a new link for a director or owner of the
 * business, at most one a minute and 5 a day per person ('RL' otherwise).
 * @throws AppError 'VF' personId reference_not_found for someone who does not verify; 'RL'.
 */
export async function resendPersonVerification(
  ctx: CallContext,
  customerId: number,
  personId: number,
  verifying: ReadonlySet<number>,
  businessName: string,
  now = new Date(),
): Promise<{ sentAt: string }> {
  if (!verifying.has(personId)) throw fieldError('personId', 'reference_not_found');
  const [last] = await ctx.db
    .select({ createdAt: links.createdAt })
    .from(links)
    .where(eq(links.personId, personId))
    .orderBy(desc(links.id))
    .limit(1);
  const [today] = await ctx.db
    .select({ total: count() })
    .from(links)
    .where(and(eq(links.personId, personId), gt(links.createdAt, new Date(now.getTime() - dayMs))));
  if ((last && now.getTime() - last.createdAt.getTime() < resendGapMs) || (today?.total ?? 0) >= maxLinksPerDay)
    throw new AppError('RL');
  await sendPersonVerifications(ctx, customerId, [personId], businessName, now);
  return { sentAt: now.toISOString() };
}

/** The one answer to every secret that opens nothing (unknown, revoked, expired or finished alike). */
function linkNotUsable(): AppError {
  return new AppError('NF', 'This link cannot be used.');
}

/** What opening a link needs: the database and the identity providers. */
interface OpenDeps {
  db: Database;
  providers: Readonly<Record<IdentityProviderCode, IdentityProvider>>;
}

/**
 * The link of `businessPersonVerificationOpen` (decision 0112): a director's or owner's e-mailed link starts
 * their own verification at the identity provider (a document run keyed by the business person, no
 * user), or resumes the one under way with a fresh page token (the previous page stops working), and
 * marks the link opened. It works until it expires or is replaced, or the verification has its
 * result; then it answers 'NF' like an unknown secret and changes nothing.
 * @returns the business's and person's names and the hosted page's path.
 */
export async function openPersonVerification(
  deps: OpenDeps,
  secret: string,
  now = new Date(),
): Promise<{ row: LinkRow; personName: string; path: string }> {
  const [row] = await deps.db
    .select()
    .from(links)
    .where(and(eq(links.secretHash, hashToken(secret)), isNull(links.revokedAt), gt(links.expiresAt, now)));
  if (!row || row.result !== null) throw linkNotUsable();
  if (row.usedAt) {
    // Opened before: usable again only while the run it started has no result.
    const status = (await businessPersonRunStatuses(deps.db, [row.personId])).get(row.personId);
    if (status !== 'created' && status !== 'submitted') throw linkNotUsable();
  } else {
    await deps.db
      .update(links)
      .set({ usedAt: now })
      .where(and(eq(links.id, row.id), isNull(links.usedAt)));
  }
  const started = await startIdentityVerification(deps, {
    customerId: row.customerId,
    businessPersonId: row.personId,
    userId: null,
    method: 'document',
  });
  const [person] = await deps.db
    .select({ firstName: businessPersons.firstName, lastName: businessPersons.lastName })
    .from(businessPersons)
    .where(eq(businessPersons.id, row.personId));
  return { row, personName: person ? `${person.firstName} ${person.lastName}` : '', path: started.path };
}
