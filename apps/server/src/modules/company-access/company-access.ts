import {
  accessListOf,
  accessRightLevelSchema,
  accessRightLevels,
  type AccessRightLevel,
  type CompanyAccessUser,
  type CustomerAccess,
} from '@tessera/contract';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import type { RequestEffect } from '../../rpc/module.ts';
import { holdChangeRequest, listWaitingChangeRequests } from '../money-movements/index.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { newId } from '../../platform/ids.ts';
import {
  findPersonalUserByEmail,
  listBusinessUserRights,
  listRelatedAccessRights,
  permissionSetOf,
  setAccessRight,
  type BusinessUserRight,
  optionalName,
} from '../identity/index.ts';
import { customerInfo } from '../customers/index.ts';
import { listCustomerAccounts } from '../ledger/index.ts';
import { companyAccessAudit } from './company-access.schema.ts';

/** Who is changing a business's rights, for the rules and the audit row. */
export interface AccessActor {
  userId: number;
  isAdmin: boolean;
  requestId: string;
  /** Null when an approval applied the change (decision 0115): the request's events say who. */
  ip: string | null;
}

/**
 * How much a level lets its holder do, to tell raising from lowering (decision 0100): no access,
 * uploading, read, initiate, confirmed, full access.
 */
const powerOf: Record<AccessRightLevel, number> = {
  [accessRightLevels.noAccess]: 0,
  [accessRightLevels.uploading]: 1,
  [accessRightLevels.read]: 2,
  [accessRightLevels.initiate]: 3,
  [accessRightLevels.confirmed]: 4,
  [accessRightLevels.fullAccess]: 5,
};

/** Holds full access: the business's own enabled login (no recorded right) or a level-2 user. */
function holdsFullAccess(user: BusinessUserRight, businessId: number): boolean {
  if (user.isDisabled) return false;
  return user.level === null ? user.userCustomerId === businessId : user.level === accessRightLevels.fullAccess;
}

function toWireUser(user: BusinessUserRight, businessId: number, callerUserId: number): CompanyAccessUser {
  const kind = user.userCustomerId !== businessId ? 'representative' : user.level === null ? 'owner' : 'employee';
  return {
    userId: user.userId,
    email: user.email,
    firstName: optionalName(user.firstName),
    lastName: optionalName(user.lastName),
    accessRight: user.level ?? accessRightLevels.fullAccess,
    kind,
    isSelf: user.userId === callerUserId,
    isEditable: kind !== 'owner',
  };
}

/** Refuses a customer that is not a business: only businesses have users to manage ('VF' not_a_business). */
async function requireBusiness(db: Database, customerId: number): Promise<void> {
  const info = await customerInfo(db, customerId);
  if (info.customerType !== 'business') throw fieldError('fromCustomerId', 'not_a_business');
}

/**
 * The business's users with their level (spec 001 §6 "access rights list"): its own users first, then
 * representatives; a raise waiting for approval is shown on its user (decision 0122).
 */
export async function accessRightsList(
  db: Database,
  businessId: number,
  callerUserId: number,
): Promise<CompanyAccessUser[]> {
  await requireBusiness(db, businessId);
  const rows = await listBusinessUserRights(db, businessId);
  const own = rows.filter((row) => row.userCustomerId === businessId);
  const others = rows.filter((row) => row.userCustomerId !== businessId);
  const raises = await waitingRaises(db, businessId);
  return [...own, ...others].map((row) => {
    const raise = raises.get(row.userId);
    return {
      ...toWireUser(row, businessId, callerUserId),
      ...(raise ? { pendingRaise: { transactionRequestId: raise.id, accessRight: raise.toLevel } } : {}),
    };
  });
}

/** The raises waiting for approval (decision 0122), by the user they raise (the oldest one each). */
async function waitingRaises(db: Executor, businessId: number) {
  const raises = new Map<number, { id: string; toLevel: AccessRightLevel }>();
  for (const request of await listWaitingChangeRequests(db, businessId, 'accessRight')) {
    const held = heldRaiseSchema.safeParse(request.subject);
    if (held.success && !raises.has(held.data.targetUserId))
      raises.set(held.data.targetUserId, { id: request.id, toLevel: held.data.toLevel });
  }
  return raises;
}

async function recordChange(
  db: Executor,
  businessId: number,
  actor: AccessActor,
  change: {
    action: 'representativePersonalAdd' | 'accessRightsUpdate';
    targetUserId: number;
    previousLevel: AccessRightLevel | null;
    newLevel: AccessRightLevel;
  },
): Promise<void> {
  await db.insert(companyAccessAudit).values({
    id: newId(),
    customerId: businessId,
    actorUserId: actor.userId,
    requestId: actor.requestId,
    ip: actor.ip,
    ...change,
  });
}

/**
 * Changes one user's level on the business (spec 001 §6 "access rights update"), in one transaction
 * with its audit row. Rules (decision 0100): the user must hold a right on the business (the owner
 * login has none to change); uploading (5) only for representatives; nobody raises their own level
 * (an administrator excepted, who holds no right here); the business keeps at least one enabled
 * full-access user.
 * A raise while another raise of the same user waits for approval is refused (decision 0122).
 * @throws AppError 'VF' access_user_not_found, uploading_for_representatives, own_access_right_raise,
 *   last_full_access, raise_pending.
 */
export async function accessRightsUpdate(
  db: Database,
  businessId: number,
  actor: AccessActor,
  change: { userId: number; level: AccessRightLevel },
): Promise<{ user: CompanyAccessUser; transactionRequestId?: string }> {
  await requireBusiness(db, businessId);
  return db.transaction(async (tx) => {
    const rows = await listBusinessUserRights(tx, businessId, { lock: true });
    const target = rows.find((row) => row.userId === change.userId);
    if (!target || target.level === null) throw fieldError('userId', 'access_user_not_found');
    if (change.level === accessRightLevels.uploading && target.userCustomerId === businessId)
      throw fieldError('accessRight', 'uploading_for_representatives');
    if (target.userId === actor.userId && powerOf[change.level] > powerOf[target.level])
      throw fieldError('accessRight', 'own_access_right_raise');
    const after = rows.map((row) => (row.userId === target.userId ? { ...row, level: change.level } : row));
    if (!after.some((row) => holdsFullAccess(row, businessId))) throw fieldError('accessRight', 'last_full_access');
    // A raise the business's approval policy guards waits for another full-access user's approval
    // (decision 0115); the right stays as it is until then.
    if (powerOf[change.level] > powerOf[target.level]) {
      // One raise of a user waits at a time (decision 0122).
      if ((await waitingRaises(tx, businessId)).has(target.userId)) throw fieldError('accessRight', 'raise_pending');
      const transactionRequestId = await holdChangeRequest(
        tx,
        { userId: actor.userId, customerId: businessId },
        {
          type: 'accessRight',
          label: target.email,
          subject: { fromLevel: target.level, toLevel: change.level },
          targetUserId: target.userId,
        },
      );
      if (transactionRequestId !== undefined)
        return { user: toWireUser(target, businessId, actor.userId), transactionRequestId };
    }
    if (change.level !== target.level) {
      await setAccessRight(tx, businessId, target.userId, change.level);
      await recordChange(tx, businessId, actor, {
        action: 'accessRightsUpdate',
        targetUserId: target.userId,
        previousLevel: target.level,
        newLevel: change.level,
      });
    }
    return { user: toWireUser({ ...target, level: change.level }, businessId, actor.userId) };
  });
}

const heldRaiseSchema = z.object({
  targetUserId: z.number().int(),
  fromLevel: accessRightLevelSchema,
  toLevel: accessRightLevelSchema,
});

/**
 * Approving an access-right request (decision 0115) raises the right it holds, with its audit row
 * (the maker as actor, the transaction request's id as the request): only while the user still
 * holds the level it was asked from, else 'VF' access_right_changed and nothing changes.
 */
export const accessRightRequestEffect: RequestEffect = async (tx, request) => {
  const held = heldRaiseSchema.parse(request.subject);
  const rows = await listBusinessUserRights(tx, request.customerId, { lock: true });
  const target = rows.find((row) => row.userId === held.targetUserId);
  if (!target || target.level !== held.fromLevel) throw fieldError('transactionIds', 'access_right_changed');
  await setAccessRight(tx, request.customerId, target.userId, held.toLevel);
  await recordChange(
    tx,
    request.customerId,
    { userId: request.makerUserId, isAdmin: false, requestId: request.id, ip: null },
    { action: 'accessRightsUpdate', targetUserId: target.userId, previousLevel: target.level, newLevel: held.toLevel },
  );
};

/**
 * People who could be given access (spec 001 §6 "potential users are listed"; decision 0100): the
 * business's users at level 0, and with `email`, the personal customer signing in with it when they
 * hold no right on the business yet.
 */
export async function potentialUserList(
  db: Database,
  businessId: number,
  email: string | undefined,
): Promise<
  { userId: number; email: string; firstName?: string; lastName?: string; kind: 'employee' | 'representative' }[]
> {
  await requireBusiness(db, businessId);
  const rows = await listBusinessUserRights(db, businessId);
  const withoutAccess = rows
    .filter((row) => row.level === accessRightLevels.noAccess && !row.isDisabled)
    .map((row) => ({
      userId: row.userId,
      email: row.email,
      firstName: optionalName(row.firstName),
      lastName: optionalName(row.lastName),
      kind: row.userCustomerId === businessId ? ('employee' as const) : ('representative' as const),
    }));
  if (email === undefined) return withoutAccess;
  const person = await findPersonalUserByEmail(db, email);
  if (!person || rows.some((row) => row.userId === person.userId)) return withoutAccess;
  return [
    ...withoutAccess,
    {
      userId: person.userId,
      email: person.email,
      firstName: optionalName(person.firstName),
      lastName: optionalName(person.lastName),
      kind: 'representative',
    },
  ];
}

/**
 * Gives a personal Tessera customer access to the business as a representative (spec 001 §6
 * "created for a personal representative"), with its audit row; they then see the business among
 * their related accounts.
 * @throws AppError 'VF' not_personal_customer, already_has_access.
 */
export async function representativePersonalAdd(
  db: Database,
  businessId: number,
  actor: AccessActor,
  input: { email: string; level: AccessRightLevel },
): Promise<CompanyAccessUser> {
  await requireBusiness(db, businessId);
  const person = await findPersonalUserByEmail(db, input.email);
  if (!person) throw fieldError('email', 'not_personal_customer');
  return db.transaction(async (tx) => {
    const rows = await listBusinessUserRights(tx, businessId, { lock: true });
    const existing = rows.find((row) => row.userId === person.userId);
    if (existing && existing.level !== accessRightLevels.noAccess) throw fieldError('email', 'already_has_access');
    await setAccessRight(tx, businessId, person.userId, input.level);
    await recordChange(tx, businessId, actor, {
      action: 'representativePersonalAdd',
      targetUserId: person.userId,
      previousLevel: existing?.level ?? null,
      newLevel: input.level,
    });
    return toWireUser(
      {
        userId: person.userId,
        email: person.email,
        userCustomerId: person.customerId,
        firstName: person.firstName,
        lastName: person.lastName,
        isDisabled: false,
        level: input.level,
      },
      businessId,
      actor.userId,
    );
  });
}

async function customerAccessOf(
  db: Database,
  customerId: number,
  level: AccessRightLevel,
  isOwn: boolean,
  employee: { firstName?: string | undefined; lastName?: string | undefined },
): Promise<CustomerAccess> {
  const [info, permissions] = await Promise.all([customerInfo(db, customerId), permissionSetOf(db, customerId)]);
  if (!permissions) throw new Error(`customer ${customerId} has no permission set`);
  const accessList = accessListOf(level);
  return {
    id: customerId,
    accessRights: level,
    permissions,
    accessList,
    ...(accessList.includes('balanceInfo') ? { accounts: await listCustomerAccounts(db, customerId) } : {}),
    isNeedKyc: info.isNeedKyc,
    businessRepresentativePositionIds: [],
    taxResidencySelfCertificationDocumentStatus: info.taxResidencySelfCertificationDocumentStatus,
    employeeFirstName: employee.firstName,
    employeeLastName: employee.lastName,
    customerUsername: info.login,
    customerName: info.businessName ?? ([info.firstName, info.lastName].filter(Boolean).join(' ') || info.login),
    isOwn,
  };
}

/**
 * The customers `userId` may act for (spec 002 §3 "Customer access info"): their own customer first
 * (at their recorded level, or full access for its own login), then each related customer.
 */
export async function customerAccessList(
  db: Database,
  user: { userId: number; customerId: number; ownAccessRight: AccessRightLevel | null },
): Promise<CustomerAccess[]> {
  const own = await customerInfo(db, user.customerId);
  const employee = { firstName: own.firstName, lastName: own.lastName };
  const related = await listRelatedAccessRights(db, user.userId, user.customerId);
  return Promise.all([
    customerAccessOf(db, user.customerId, user.ownAccessRight ?? accessRightLevels.fullAccess, true, employee),
    ...related.map((right) => customerAccessOf(db, right.customerId, right.level, false, employee)),
  ]);
}
