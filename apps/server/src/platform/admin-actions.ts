import type { AdminAuditAction } from '@tessera/contract';
import type { Executor } from '../db/client.ts';

/** An administrator's write made by platform code, for the admin audit log (decision 0016). */
export interface PlatformAdminAction {
  adminUserId: number;
  action: AdminAuditAction;
  /** The customer the write concerns, when there is one. */
  targetCustomerId: number | null;
  /** Trimmed, 3–500 characters (the contract's `adminReasonSchema`). */
  reason: string;
  requestId: string;
  ip: string;
  details: Record<string, number | string | boolean>;
}

/** Appends one row to the admin audit log in the caller's transaction; returns its id. */
type AdminActionRecorder = (db: Executor, action: PlatformAdminAction) => Promise<string>;

let recorder: AdminActionRecorder | undefined;

/**
 * Hands the platform the admin-audit module's recorder (the composition root does, since platform
 * code never imports a module).
 */
export function setAdminActionRecorder(record: AdminActionRecorder): void {
  recorder = record;
}

/**
 * Records an administrator's write in the admin audit log, inside `db`'s transaction.
 * @throws Error when no recorder was set (an app built without `buildApp`).
 */
export async function recordAdminWrite(db: Executor, action: PlatformAdminAction): Promise<string> {
  if (!recorder) throw new Error('no admin audit recorder is set');
  return recorder(db, action);
}
