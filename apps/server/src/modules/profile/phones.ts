import {
  maxPhoneCodeAttempts,
  maxPhoneCodesPerHour,
  maxPhonesPerUser,
  phoneCodeTtlMs,
  type ProfilePhone,
} from '@tessera/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { renderSms } from '../../platform/messages/render.ts';
import { hitRateLimit } from '../../platform/rate-limits.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import { requireAuth, type CallContext } from '../../rpc/context.ts';
import { codeMatches, hashCode, newSmsCode } from '../credentials/index.ts';
import { profilePhones } from './profile.schema.ts';

type PhoneRow = typeof profilePhones.$inferSelect;

function toProfilePhone(row: PhoneRow): ProfilePhone {
  return { phoneId: row.id, phoneNumber: row.phoneNumber, confirmed: row.confirmedAt !== null };
}

/** What a code is bound to: this phone and this number, so a code never confirms another. */
const codePurpose = (row: Pick<PhoneRow, 'id' | 'phoneNumber'>) => `profilePhone:${row.id}:${row.phoneNumber}`;

/** The user's phones, oldest first. */
export async function listPhones(db: Executor, userId: number): Promise<ProfilePhone[]> {
  const rows = await db
    .select()
    .from(profilePhones)
    .where(eq(profilePhones.userId, userId))
    .orderBy(asc(profilePhones.id));
  return rows.map(toProfilePhone);
}

async function findOwnPhone(db: Executor, userId: number, phoneId: number): Promise<PhoneRow> {
  const [row] = await db
    .select()
    .from(profilePhones)
    .where(and(eq(profilePhones.id, phoneId), eq(profilePhones.userId, userId)));
  if (!row) throw new AppError('NF', 'No such phone.');
  return row;
}

/**
 * Texts a new code to the phone (the earlier one stops working) through the SMS adapter. The code
 * is stored only as a hash bound to the phone and number, and never logged.
 * @throws AppError 'RL' past {@link maxPhoneCodesPerHour} codes an hour for the user.
 */
async function sendCode(ctx: CallContext, row: PhoneRow): Promise<void> {
  const hit = await hitRateLimit(ctx.db, `profile:phoneCode:${row.userId}`, {
    max: maxPhoneCodesPerHour,
    windowMs: 3600_000,
  });
  if (!hit.isAllowed)
    throw new AppError('RL', 'Too many codes. Please try again later.', [], {
      retryAfterSeconds: Math.max(1, Math.ceil(hit.remainingMs / 1000)),
    });
  const { code, identifier } = newSmsCode();
  await ctx.db
    .update(profilePhones)
    .set({
      codeHash: hashCode(code, codePurpose(row)),
      codeExpiresAt: new Date(Date.now() + phoneCodeTtlMs),
      codeAttempts: 0,
    })
    .where(eq(profilePhones.id, row.id));
  await ctx.sms.send(ctx.db, {
    to: row.phoneNumber,
    text: renderSms('phoneConfirmationSms', ctx.language, { code, identifier }),
  });
}

/**
 * `phoneAdd` (spec 002 §7): adds an unconfirmed phone and texts it a code.
 * @throws AppError 'VF' invalid_value (the caller has it), too_big (past {@link maxPhonesPerUser}); 'RL'.
 */
export async function phoneAdd(ctx: CallContext, phoneNumber: string): Promise<ProfilePhone> {
  const { userId } = requireAuth(ctx);
  const [existing] = await ctx.db
    .select({ id: profilePhones.id })
    .from(profilePhones)
    .where(and(eq(profilePhones.userId, userId), eq(profilePhones.phoneNumber, phoneNumber)));
  if (existing) throw fieldError('phoneNumber', 'invalid_value', 'This phone is in your profile already.');
  const [held] = await ctx.db.select({ value: count() }).from(profilePhones).where(eq(profilePhones.userId, userId));
  if ((held?.value ?? 0) >= maxPhonesPerUser)
    throw fieldError('phoneNumber', 'too_big', `At most ${maxPhonesPerUser} phones.`);
  const [row] = await ctx.db.insert(profilePhones).values({ userId, phoneNumber }).returning();
  if (!row) throw new Error('profile phone row not written');
  try {
    await sendCode(ctx, row);
  } catch (error) {
    // A phone that could not be sent a code is not kept: adding it again must work later.
    await ctx.db.delete(profilePhones).where(eq(profilePhones.id, row.id));
    throw error;
  }
  return toProfilePhone(row);
}

/**
 * `phoneReplace`: the phone takes `phoneNumber`, unconfirmed, and it is texted a code (the same
 * number: a new code, which is how a code is sent again).
 * @throws AppError 'NF' for anyone else's phone; 'VF' invalid_value when another of the caller's phones has the number; 'RL'.
 */
export async function phoneReplace(ctx: CallContext, phoneId: number, phoneNumber: string): Promise<ProfilePhone> {
  const { userId } = requireAuth(ctx);
  const row = await findOwnPhone(ctx.db, userId, phoneId);
  if (row.phoneNumber !== phoneNumber) {
    const [other] = await ctx.db
      .select({ id: profilePhones.id })
      .from(profilePhones)
      .where(and(eq(profilePhones.userId, userId), eq(profilePhones.phoneNumber, phoneNumber)));
    if (other) throw fieldError('phoneNumber', 'invalid_value', 'This phone is in your profile already.');
  }
  const [updated] = await ctx.db
    .update(profilePhones)
    .set({ phoneNumber, confirmedAt: null, codeHash: null, codeExpiresAt: null, codeAttempts: 0 })
    .where(eq(profilePhones.id, row.id))
    .returning();
  if (!updated) throw new Error('profile phone row vanished');
  await sendCode(ctx, updated);
  return toProfilePhone(updated);
}

/**
 * `phoneConfirm`, and the route `POST /api/verification/phones/{phoneId}/verify` through
 * {@link phoneVerify}: confirms the phone with its live code. Every check counts a try before comparing, so parallel guesses share the
 * {@link maxPhoneCodeAttempts}; a match uses the code up.
 * @throws AppError 'NF' for anyone else's phone; 'VF' invalid_code for a wrong, used, expired or exhausted code.
 */
export async function phoneConfirm(ctx: CallContext, phoneId: number, code: string): Promise<ProfilePhone> {
  const { userId } = requireAuth(ctx);
  const row = await findOwnPhone(ctx.db, userId, phoneId);
  const [counted] = await ctx.db
    .update(profilePhones)
    .set({ codeAttempts: sql`${profilePhones.codeAttempts} + 1` })
    .where(
      and(
        eq(profilePhones.id, row.id),
        sql`${profilePhones.codeHash} is not null`,
        sql`${profilePhones.codeExpiresAt} > now()`,
        sql`${profilePhones.codeAttempts} < ${maxPhoneCodeAttempts}`,
      ),
    )
    .returning();
  if (!counted || !codeMatches(code, codePurpose(counted), counted.codeHash)) throw fieldError('code', 'invalid_code');
  const [confirmed] = await ctx.db
    .update(profilePhones)
    .set({ confirmedAt: new Date(), codeHash: null, codeExpiresAt: null })
    .where(and(eq(profilePhones.id, row.id), eq(profilePhones.codeHash, counted.codeHash ?? '')))
    .returning();
  // A concurrent confirmation used the code first.
  if (!confirmed) throw fieldError('code', 'invalid_code');
  return toProfilePhone(confirmed);
}

/**
 * `phoneVerify`, `POST /api/verification/phones/{phoneId}/verify` (spec 002 §7): the same
 * confirmation as the method {@link phoneConfirm}, reached by the route.
 * @throws AppError as {@link phoneConfirm}.
 */
export async function phoneVerify(ctx: CallContext, phoneId: number, code: string): Promise<ProfilePhone> {
  return phoneConfirm(ctx, phoneId, code);
}
