import {
  emailConfirmationTtlMs,
  maxEmailConfirmationsPerHour,
  maxEmailsPerUser,
  type ProfileEmail,
} from '@tessera/contract';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { hashToken, randomToken } from '../../platform/ids.ts';
import { renderEmail } from '../../platform/messages/render.ts';
import { hitRateLimit } from '../../platform/rate-limits.ts';
import { sqlState, withTransaction } from '../../platform/transactions.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import { requireAuth, type CallContext } from '../../rpc/context.ts';
import { requireReauthPassword } from '../credentials/index.ts';
import { changeUserLogin, findUserByEmail, findUserById, maskEmail } from './profile-deps.ts';
import { profileEmails } from './profile.schema.ts';

type EmailRow = typeof profileEmails.$inferSelect;

function toProfileEmail(row: EmailRow, login: string): ProfileEmail {
  return {
    emailId: row.id,
    email: row.email,
    isPrimary: row.email === login.toLowerCase(),
    confirmed: row.confirmedAt !== null,
  };
}

async function loginOf(db: Executor, userId: number): Promise<string> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('AU');
  return user.email.toLowerCase();
}

/**
 * The user's e-mails, primary first (decision 0075). The sign-in e-mail gets its row here the first
 * time, confirmed: activation confirmed it.
 */
export async function listEmails(db: Executor, userId: number): Promise<ProfileEmail[]> {
  const login = await loginOf(db, userId);
  await db
    .insert(profileEmails)
    .values({ userId, email: login, confirmedAt: new Date() })
    .onConflictDoNothing({ target: [profileEmails.userId, profileEmails.email] });
  const rows = await db
    .select()
    .from(profileEmails)
    .where(eq(profileEmails.userId, userId))
    .orderBy(asc(profileEmails.id));
  return rows.map((row) => toProfileEmail(row, login)).sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
}

async function findOwnEmail(db: Executor, userId: number, emailId: number): Promise<EmailRow> {
  const [row] = await db
    .select()
    .from(profileEmails)
    .where(and(eq(profileEmails.id, emailId), eq(profileEmails.userId, userId)));
  // Another user's e-mail answers as an unknown one: its existence is not the caller's business.
  if (!row) throw new AppError('NF', 'No such e-mail.');
  return row;
}

/** 'RL' once the user was sent {@link maxEmailConfirmationsPerHour} links in the last hour. */
async function countLink(db: Executor, userId: number): Promise<void> {
  const hit = await hitRateLimit(db, `profile:emailLink:${userId}`, {
    max: maxEmailConfirmationsPerHour,
    windowMs: 3600_000,
  });
  if (!hit.isAllowed)
    throw new AppError('RL', 'Too many confirmation e-mails. Please try again later.', [], {
      retryAfterSeconds: Math.max(1, Math.ceil(hit.remainingMs / 1000)),
    });
}

/**
 * Issues a new confirmation link for `row` (the earlier one stops working) and e-mails it. The link
 * is built only from the brand's configured origin (decision 0014); the token (256 random bits) is
 * stored only as its SHA-256.
 */
async function sendConfirmationLink(ctx: CallContext, row: EmailRow): Promise<void> {
  await countLink(ctx.db, row.userId);
  const token = randomToken(32);
  await ctx.db
    .update(profileEmails)
    .set({ tokenHash: hashToken(token), tokenExpiresAt: new Date(Date.now() + emailConfirmationTtlMs) })
    .where(eq(profileEmails.id, row.id));
  const link = `${ctx.origin}/login?${new URLSearchParams({ emailConfirmation: token }).toString()}`;
  await ctx.mailer.send(ctx.db, {
    to: row.email,
    ...renderEmail('emailConfirmation', ctx.language, { brandName: ctx.brand.projectName, email: row.email, link }),
  });
}

/** 'VF' email_taken when `email` is another user's sign-in e-mail. */
async function refuseOtherLogin(db: Executor, userId: number, email: string, field: string): Promise<void> {
  const owner = await findUserByEmail(db, email);
  if (owner && owner.id !== userId) throw fieldError(field, 'email_taken');
}

/** Adds an unconfirmed e-mail (or finds the user's own unconfirmed one) and sends it a link. */
async function addEmail(
  ctx: CallContext,
  userId: number,
  email: string,
  options: { becomesUsername: boolean; field: string },
): Promise<EmailRow> {
  const address = email.toLowerCase();
  await refuseOtherLogin(ctx.db, userId, address, options.field);
  await listEmails(ctx.db, userId);
  const [existing] = await ctx.db
    .select()
    .from(profileEmails)
    .where(and(eq(profileEmails.userId, userId), eq(profileEmails.email, address)));
  if (existing) {
    // Adding one's own unconfirmed address again resends its link; a confirmed one is there already.
    if (existing.confirmedAt) throw fieldError(options.field, 'email_taken', 'This e-mail is in your profile already.');
    if (options.becomesUsername && !existing.becomesUsername)
      await ctx.db.update(profileEmails).set({ becomesUsername: true }).where(eq(profileEmails.id, existing.id));
    await sendConfirmationLink(ctx, existing);
    return { ...existing, becomesUsername: existing.becomesUsername || options.becomesUsername };
  }
  const [held] = await ctx.db.select({ value: count() }).from(profileEmails).where(eq(profileEmails.userId, userId));
  if ((held?.value ?? 0) >= maxEmailsPerUser)
    throw fieldError(options.field, 'too_big', `At most ${maxEmailsPerUser} e-mails.`);
  const [row] = await ctx.db
    .insert(profileEmails)
    .values({ userId, email: address, becomesUsername: options.becomesUsername })
    .returning();
  if (!row) throw new Error('profile e-mail row not written');
  await sendConfirmationLink(ctx, row);
  return row;
}

/**
 * `emailAdd` (spec 002 §7): adds an unconfirmed e-mail to user `userId`'s profile (the caller, or
 * the login of the business it acts for, decision 0116) and e-mails it a confirmation link.
 * @throws AppError 'VF' email_taken (another user's sign-in e-mail, or confirmed in the profile
 *   already), too_big (more than {@link maxEmailsPerUser}); 'RL' past the hourly links.
 */
export async function emailAdd(ctx: CallContext, userId: number, email: string): Promise<ProfileEmail> {
  const row = await addEmail(ctx, userId, email, { becomesUsername: false, field: 'email' });
  return toProfileEmail(row, await loginOf(ctx.db, userId));
}

/**
 * `emailConfirm` (spec 002 §2 `?emailConfirmation=`): confirms the e-mail whose live link carries
 * `token`, once; one that `usernameChange` asked for becomes the sign-in e-mail.
 * @throws AppError 'VF' invalid_link on `token` for an unknown, used or expired token (all alike).
 */
export async function emailConfirm(ctx: CallContext, token: string): Promise<void> {
  const invalid = fieldError('token', 'invalid_link');
  await withTransaction(ctx.db, async (tx) => {
    // Clearing the hash in the same statement makes the link single-use even under concurrent clicks.
    const [row] = await tx
      .update(profileEmails)
      .set({ tokenHash: null, tokenExpiresAt: null, confirmedAt: sql`coalesce(${profileEmails.confirmedAt}, now())` })
      .where(and(eq(profileEmails.tokenHash, hashToken(token)), gt(profileEmails.tokenExpiresAt, new Date())))
      .returning();
    if (!row) throw invalid;
    if (row.becomesUsername) await makeLogin(ctx, tx, row);
  });
}

/**
 * Makes a confirmed e-mail the user's sign-in e-mail and tells the old address (decision 0075):
 * sessions stay, as the password did not change.
 */
async function makeLogin(ctx: CallContext, tx: Executor, row: EmailRow): Promise<void> {
  const oldLogin = await loginOf(tx, row.userId);
  if (oldLogin === row.email) return;
  let isChanged: boolean;
  try {
    isChanged = await changeUserLogin(tx, row.userId, row.email);
  } catch (error) {
    // Two users racing for one address: the unique index decides, and the loser is told it is taken.
    if (sqlState(error) === '23505') isChanged = false;
    else throw error;
  }
  if (!isChanged) throw fieldError('emailId', 'email_taken');
  await tx.update(profileEmails).set({ becomesUsername: false }).where(eq(profileEmails.id, row.id));
  await ctx.mailer.send(tx, {
    to: oldLogin,
    ...renderEmail('loginEmailChanged', ctx.language, {
      brandName: ctx.brand.projectName,
      newEmail: maskEmail(row.email),
    }),
  });
}

/**
 * `emailDelete`: deletes one of user `userId`'s e-mails (the caller, or the login of the business it acts for).
 * @throws AppError 'NF' for anyone else's or an unknown id; 'VF' invalid_value for the primary.
 */
export async function emailDelete(ctx: CallContext, userId: number, emailId: number): Promise<void> {
  const row = await findOwnEmail(ctx.db, userId, emailId);
  if (row.email === (await loginOf(ctx.db, userId)))
    throw fieldError(
      'emailId',
      'invalid_value',
      'The primary e-mail is the sign-in e-mail: make another primary first.',
    );
  await ctx.db.delete(profileEmails).where(eq(profileEmails.id, row.id));
}

/** The caller's password, counted like a sign-in (decision 0137). */
async function requirePassword(ctx: CallContext, userId: number, password: string): Promise<void> {
  await requireReauthPassword(ctx.db, { userId, ip: ctx.ip, userAgent: ctx.userAgent }, password);
}

/**
 * `emailSetPrimary` (decision 0075): a confirmed e-mail of user `userId` (the caller, or the login of
 * the business it acts for, decision 0116) becomes that user's sign-in e-mail. The password asked
 * is always the caller's own: it proves the person at the keyboard.
 * @returns the new username.
 * @throws AppError 'VF' wrong_password (signed_out_wrong_passwords after five in a row; 'RL' past the
 *   account's sign-in limit; decision 0137), invalid_value (unconfirmed), email_taken; 'NF' for anyone else's.
 */
export async function emailSetPrimary(
  ctx: CallContext,
  userId: number,
  emailId: number,
  password: string,
): Promise<string> {
  const row = await findOwnEmail(ctx.db, userId, emailId);
  await requirePassword(ctx, requireAuth(ctx).userId, password);
  if (!row.confirmedAt) throw fieldError('emailId', 'invalid_value', 'Confirm this e-mail first.');
  await withTransaction(ctx.db, (tx) => makeLogin(ctx, tx, row));
  return row.email;
}

/**
 * `emailConfirmRequest`: a new link for one of user `userId`'s unconfirmed e-mails (the caller, or
 * the login of the business it acts for).
 * @throws AppError 'NF' for anyone else's; 'VF' invalid_value once confirmed; 'RL' past the hourly links.
 */
export async function emailConfirmRequest(ctx: CallContext, userId: number, emailId: number): Promise<void> {
  const row = await findOwnEmail(ctx.db, userId, emailId);
  if (row.confirmedAt) throw fieldError('emailId', 'invalid_value', 'This e-mail is confirmed already.');
  await sendConfirmationLink(ctx, row);
}

/**
 * `usernameChange` (spec 002 §7; decision 0075): the username is the sign-in e-mail. A confirmed
 * e-mail of the caller's becomes it at once; a new address is added and becomes it when its link
 * is followed.
 * @throws AppError 'VF' wrong_password (signed_out_wrong_passwords after five in a row; 'RL' past the
 *   account's sign-in limit; decision 0137), email_taken; 'RL' past the hourly links.
 */
export async function usernameChange(
  ctx: CallContext,
  username: string,
  password: string,
): Promise<{ username: string; isConfirmationSent: boolean }> {
  const { userId } = requireAuth(ctx);
  await requirePassword(ctx, userId, password);
  const address = username.toLowerCase();
  const login = await loginOf(ctx.db, userId);
  if (address === login) return { username: login, isConfirmationSent: false };
  await refuseOtherLogin(ctx.db, userId, address, 'username');
  const [confirmed] = await ctx.db
    .select()
    .from(profileEmails)
    .where(and(eq(profileEmails.userId, userId), eq(profileEmails.email, address)));
  if (confirmed?.confirmedAt) {
    await withTransaction(ctx.db, (tx) => makeLogin(ctx, tx, confirmed));
    return { username: address, isConfirmationSent: false };
  }
  await addEmail(ctx, userId, address, { becomesUsername: true, field: 'username' });
  return { username: login, isConfirmationSent: true };
}
