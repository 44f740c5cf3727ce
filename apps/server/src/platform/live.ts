import { EventEmitter } from 'node:events';
import type { Database } from '../db/client.ts';

/**
 * The live channel's message bus (DESIGN §1 `/api/live`): events for a user (their web sessions
 * and linked devices) or for one pending sign-in. In-process; every client also polls the state it
 * waits for, so a second server process only adds latency, never a lost result. Postgres
 * LISTEN/NOTIFY fan-out is the next step when several processes serve one database.
 */
export type LiveEvent =
  | { type: 'pushRequest'; id: string; kind: 'login' | 'transaction'; details: unknown; expiresAt: string }
  | { type: 'pushResolved'; id: string; kind: 'login' | 'transaction'; status: 'approved' | 'declined' | 'expired' }
  | { type: 'transaction'; transactionId: string; status: 'completed' | 'rejected'; message?: string };

const bus = new EventEmitter();
bus.setMaxListeners(0);

/** Topic of everything about one user. */
export const userTopic = (userId: number) => `user:${userId}`;
/** Topic of one pending sign-in (its tmpJwt). */
export const loginTopic = (pushRequestId: string) => `login:${pushRequestId}`;

/** Publishes `event` to every subscriber of `topic`. */
export function publish(topic: string, event: LiveEvent): void {
  bus.emit(topic, event);
}

/** Subscribes to `topic`; returns the unsubscribe function. */
export function subscribe(topic: string, listener: (event: LiveEvent) => void): () => void {
  bus.on(topic, listener);
  return () => bus.off(topic, listener);
}

type PushHandler = (db: Database, pushRequestId: string, subject: string, approved: boolean) => Promise<void>;
const pushHandlers = new Map<string, PushHandler>();

/**
 * Lets a module act when a push request of `kind` is resolved by a device (the approvals module
 * posts or voids the held transfer), without the auth module depending on it.
 */
export function onPushResolved(kind: 'transaction', handler: PushHandler): void {
  pushHandlers.set(kind, handler);
}

/** Runs the handler registered for `kind`, if any. */
export async function runPushHandler(
  kind: string,
  db: Database,
  pushRequestId: string,
  subject: string,
  approved: boolean,
): Promise<void> {
  await pushHandlers.get(kind)?.(db, pushRequestId, subject, approved);
}
