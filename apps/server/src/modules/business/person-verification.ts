import type { PersonVerificationStatus } from '@tessera/contract';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { hashToken, randomToken } from '../../platform/ids.ts';
import { renderEmail } from '../../platform/messages/render.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import type { CallContext } from '../../rpc/context.ts';
import { businessPersons, businessPersonVerifications as links } from './business.schema.ts';

/** How long a person's verification link works: 72 hours (decision 0112). */
const personVerificationLinkTtlMs = 72 * 60 * 60 * 1000;
/** A resend waits at least a minute after the last link, and a person gets at most 5 links a day (decision 0112). */
const resendGapMs = 60 * 1000;
const maxLinksPerDay = 5;
const dayMs = 24 * 60 * 60 * 1000;

type LinkRow = typeof links.$inferSelect;

/** The person's status from their latest link (decision 0112). */
function statusOf(row: LinkRow | undefined): PersonVerificationStatus {
  if (!row) return 'notStarted';
  if (row.result) return row.result;
  return row.usedAt ? 'pending' : 'notStarted';
}

/** Each person's verification status and when their last link was sent, by person id. */
export async function verificationStatuses(
  db: Executor,
  customerId: number,
): Promise<Map<number, { status: PersonVerificationStatus; sentAt: string }>> {
  const rows = await db.select().from(links).where(eq(links.customerId, customerId)).orderBy(desc(links.id));
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
  return statuses;
}

/**
 * E-mails each person of `personIds` (directors and owners of business `customerId`) a link to
 * their own identity verification (issue 15 item 4; decision 0112): a new secret (32 random bytes,
 * base64url) stored only as its SHA-256, valid 72 hours and once, any open link of theirs revoked;
 * the link `/person-verification/<secret>` built from the brand's configured origin. The secret is
 * never logged or returned.
 */
export async function sendPersonVerifications(
  ctx: CallContext,
  customerId: number,
  personIds: readonly number[],
  businessName: string,
  now = new Date(),
): Promise<void> {
  for (const personId of personIds) {
    const [person] = await ctx.db
      .select({ email: businessPersons.email, firstName: businessPersons.firstName })
      .from(businessPersons)
      .where(and(eq(businessPersons.id, personId), eq(businessPersons.customerId, customerId)));
    if (!person) continue;
    const secret = randomToken(32);
    await withTransaction(ctx.db, async (tx) => {
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
    await ctx.mailer.send(ctx.db, {
      to: person.email,
      ...renderEmail('personVerification', ctx.language, {
        brandName: ctx.brand.projectName,
        businessName,
        personName: person.firstName,
        link: `${ctx.origin}/person-verification/${secret}`,
      }),
    });
    ctx.log.info({ customerId, personId }, 'person verification link sent');
  }
}

/**
 * `businessPersonVerificationResend` (decision 0112): a new link for a director or owner of the
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

/** The one answer to every secret that opens nothing (unknown, used, revoked, expired alike). */
function linkNotUsable(): AppError {
  return new AppError('NF', 'This link cannot be used.');
}

/**
 * `businessPersonVerificationOpen` (decision 0112): spends a person's link atomically (a second
 * open of the same link changes nothing and answers 'NF') and marks their verification pending.
 * @returns the business's and person's names for the page.
 */
export async function openPersonVerification(
  db: Executor,
  secret: string,
  now = new Date(),
): Promise<{ row: LinkRow; personName: string }> {
  const [row] = await db
    .update(links)
    .set({ usedAt: now })
    .where(
      and(
        eq(links.secretHash, hashToken(secret)),
        isNull(links.usedAt),
        isNull(links.revokedAt),
        gt(links.expiresAt, now),
      ),
    )
    .returning();
  if (!row) throw linkNotUsable();
  const [person] = await db
    .select({ firstName: businessPersons.firstName, lastName: businessPersons.lastName })
    .from(businessPersons)
    .where(eq(businessPersons.id, row.personId));
  return { row, personName: person ? `${person.firstName} ${person.lastName}` : '' };
}
