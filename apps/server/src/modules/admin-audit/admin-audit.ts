import { adminAuditLogPageSize, type AdminAuditAction, type AdminAuditEntry } from '@tessera/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adminAuditLog as adminAuditLogTable } from './admin-audit.schema.ts';
import { findCustomerLogins, findUserEmails } from '../identity/index.ts';
import { newId } from '../../platform/ids.ts';

/** One administrator action to record (decision 0016). */
export interface AdminAction {
  adminUserId: number;
  action: AdminAuditAction;
  /** Null for a write that concerns no one customer (an event delivery retried, decision 0131). */
  targetCustomerId: number | null;
  /** Already trimmed and checked by the contract (3–500 characters). */
  reason: string;
  requestId: string;
  ip: string;
  details: Record<string, number | string | boolean>;
}

/**
 * Appends one row to the admin audit log, inside the caller's transaction so the row exists exactly
 * when the action took effect. The table refuses UPDATE, DELETE and TRUNCATE (migration
 * admin_audit_log_append_only).
 * @returns the row id (UUID v7).
 */
export async function recordAdminAction(db: Executor, action: AdminAction): Promise<string> {
  if (action.reason.length < 3 || action.reason.length > 500) throw new Error('admin audit reason out of bounds');
  const id = newId();
  await db.insert(adminAuditLogTable).values({ id, ...action });
  return id;
}

/**
 * A page of the admin audit log, newest first, optionally of one customer (`adminAuditLog`).
 * `customerLogin` is the e-mail of the customer's first user.
 */
export async function adminAuditLog(
  db: Executor,
  input: { pageNumber: number; customerId?: number | undefined },
): Promise<{ entries: AdminAuditEntry[]; total: number; pageSize: number }> {
  const where = input.customerId === undefined ? undefined : eq(adminAuditLogTable.targetCustomerId, input.customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAuditLogTable)
      .where(where)
      .orderBy(desc(adminAuditLogTable.createdAt), desc(adminAuditLogTable.id))
      .limit(adminAuditLogPageSize)
      .offset((input.pageNumber - 1) * adminAuditLogPageSize),
    db.select({ value: count() }).from(adminAuditLogTable).where(where),
  ]);
  // The e-mails come from the customers module, which owns users (decision 0019).
  const adminLogins = await findUserEmails(
    db,
    rows.map((row) => row.adminUserId),
  );
  const customerLogins = await findCustomerLogins(
    db,
    rows.flatMap((row) => (row.targetCustomerId === null ? [] : [row.targetCustomerId])),
  );
  return {
    entries: rows.map((row) => {
      const adminLogin = adminLogins.get(row.adminUserId);
      // admin_user_id references users, so the administrator is always there.
      if (adminLogin === undefined) throw new Error(`admin audit row ${row.id}: administrator not found`);
      const login = row.targetCustomerId === null ? undefined : customerLogins.get(row.targetCustomerId);
      return {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        action: row.action,
        adminUserId: row.adminUserId,
        adminLogin,
        ...(row.targetCustomerId === null ? {} : { customerId: row.targetCustomerId }),
        ...(login ? { customerLogin: login } : {}),
        reason: row.reason,
        ...(row.requestId ? { requestId: row.requestId } : {}),
        ...(row.ip ? { ip: row.ip } : {}),
        details: row.details,
      };
    }),
    total: total?.value ?? 0,
    pageSize: adminAuditLogPageSize,
  };
}
