import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { liveEventSchema } from '@tessera/contract';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';

/**
 * The live channel's message bus (DESIGN §1 `/api/live`): events for a user (their web sessions
 * and linked devices) or for one pending sign-in. Delivered in-process at once, and relayed to the
 * other server processes of the same PostgreSQL database by LISTEN/NOTIFY (live-fan-out.ts), so a
 * device connected to one process hears about a sign-in started on another. Every client also
 * polls the state it waits for: a lost notification only adds latency, never a lost result.
 * Every event but `accessRevoked` is a server message of the contract's channel declaration
 * (`liveEventSchema`, sent as is); `accessRevoked` stays on the bus and closes the user's sockets.
 */
export type LiveEvent = z.infer<typeof liveEventSchema> | { type: 'accessRevoked' };

const bus = new EventEmitter();
bus.setMaxListeners(0);

/** Topic of everything about one user. */
export const userTopic = (userId: number) => `user:${userId}`;
/** Topic of one pending sign-in (its tmpJwt). */
export const loginTopic = (pushRequestId: string) => `login:${pushRequestId}`;

/** This process, so that it ignores its own relayed events (it delivered them already). */
const originId = randomUUID();
/** PostgreSQL NOTIFY payloads must stay under 8,000 bytes; larger events are left to polling. */
const maxRelayedBytes = 7_900;
const relays = new Set<(message: string) => void>();

/** Publishes `event` to every subscriber of `topic`, here and (through the relays) in other processes. */
export function publish(topic: string, event: LiveEvent): void {
  bus.emit(topic, event);
  if (relays.size === 0) return;
  const message = JSON.stringify({ origin: originId, topic, event });
  if (Buffer.byteLength(message) > maxRelayedBytes) return;
  for (const relay of relays) relay(message);
}

/** Adds a relay that carries published events to other processes; returns its removal. */
export function addRelay(relay: (message: string) => void): () => void {
  relays.add(relay);
  return () => relays.delete(relay);
}

/**
 * Delivers an event relayed from another process to this process's subscribers. Ignores this
 * process's own events and anything malformed.
 */
export function receiveRelayed(message: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return;
  }
  if (parsed === null || typeof parsed !== 'object') return;
  const { origin, topic, event } = parsed as { origin?: unknown; topic?: unknown; event?: unknown };
  if (origin === originId || typeof topic !== 'string' || event === null || typeof event !== 'object') return;
  if (!/^(user|login):[\w-]{1,100}$/.test(topic) || !('type' in event)) return;
  bus.emit(topic, event as LiveEvent);
}

/** Subscribes to `topic`; returns the unsubscribe function. */
export function subscribe(topic: string, listener: (event: LiveEvent) => void): () => void {
  bus.on(topic, listener);
  return () => bus.off(topic, listener);
}

/** What a module does when a linked device resolves one of its push requests (`subject` names its object). */
type PushHandler = (db: Database, pushRequestId: string, subject: string, approved: boolean) => Promise<void>;

/**
 * Push-request kinds whose resolution another module acts on (the approvals module posts or voids a
 * held transfer), declared in module manifests and handed to the devices code by the app, so the
 * auth module relays answers without depending on the modules that own them.
 */
export type PushHandlers = Partial<Record<'transaction', PushHandler>>;
