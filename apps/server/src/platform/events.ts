import { hostname } from 'node:os';
import type { AdminEventDelivery, JobState } from '@tessera/contract';
import { and, asc, count, desc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../db/client.ts';
import { domainEvents, eventDeliveries } from '../db/schema/index.ts';
import { fieldError } from '../rpc/app-error.ts';
import { newId, randomToken } from './ids.ts';
import { defineJob, emptyPayload, retryDelayMs } from './jobs.ts';
import { redactSecrets, scrubErrorMessage } from './logging.ts';
import { afterCommit, databaseOf, withTransaction } from './transactions.ts';

/*
 * Domain events after commit through a transactional outbox (docs/decisions/0131). A module that
 * owns a change declares its event types with `defineEvent` (exported from its index.ts, so modules
 * above it may import the declaration) and publishes them with `publishEvent` in the transaction of
 * the change. Modules that react declare subscriptions in their manifest (`subscriptions`); the
 * publisher never imports them. After the commit, this process delivers the new deliveries at once
 * (the nudge); the `event-delivery` periodic job and every start of the app deliver whatever is
 * left (a crash between commit and delivery, a retry that is due), claiming rows with
 * `FOR UPDATE SKIP LOCKED` so that any number of server processes may share one PostgreSQL.
 */

/** An event type a module declares: its name, what kind of aggregate it is about, its payload's schema. */
export interface EventType<Payload> {
  /** `<aggregate>.<past-tense verb>`, e.g. `customer.disabled`. */
  readonly type: string;
  /** The kind of thing that changed, e.g. `customer`, `payout`, `account`. */
  readonly aggregateType: string;
  readonly payload: z.ZodType<Payload>;
}

/** Declares an event type; checks its names (DESIGN §7.6). */
export function defineEvent<Payload>(declaration: EventType<Payload>): EventType<Payload> {
  if (!/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/.test(declaration.type) || declaration.type.length > 100)
    throw new Error(`bad event type ${declaration.type}`);
  if (!/^[a-z][a-zA-Z0-9]{0,49}$/.test(declaration.aggregateType))
    throw new Error(`bad aggregate type ${declaration.aggregateType}`);
  return declaration;
}

/** An event as a subscriber receives it. */
export interface PublishedEvent<Payload> {
  /** UUID v7. */
  id: string;
  type: string;
  aggregateId: string;
  payload: Payload;
  createdAt: Date;
}

/** What an after-commit subscriber receives besides the event. */
interface DeliveryContext {
  log: FastifyBaseLogger | undefined;
  /** 1 for the first attempt. */
  attempt: number;
}

/**
 * What reports back from an in-transaction subscriber to the publisher: counts of what it changed
 * (e.g. `{ transfersVoided: 2 }`), summed over the subscribers.
 */
export type EventEffects = Readonly<Record<string, number>>;

/** A subscription a module declares in its manifest (erased to one shape for the registry). */
export interface EventSubscription {
  /** Unique, `<module>.<what it does>`: `money-movements.void-held-submits`. */
  readonly name: string;
  readonly eventType: string;
  /**
   * `after-commit` (the outbox: its own delivery, retried, in order per aggregate) for everything
   * that may happen later; `in-transaction` only for a reaction that must commit or roll back with
   * the change itself (decision 0131 says when).
   */
  readonly phase: 'after-commit' | 'in-transaction';
  /** Attempts in all for an after-commit delivery, 1–100 (default 8: about 5–11 minutes of back-off). */
  readonly maxAttempts: number;
  handle(tx: Transaction, event: PublishedEvent<unknown>, context: DeliveryContext): Promise<EventEffects | undefined>;
}

const defaultMaxAttempts = 8;

function checkedName(name: string): string {
  if (!/^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]{1,80}$/.test(name)) throw new Error(`bad subscription name ${name}`);
  return name;
}

/**
 * Subscribes to an event type after commit: `handle` runs in its own transaction, together with the
 * record that the delivery is done, so its database writes happen exactly once; effects outside the
 * database (live messages) belong in `afterCommit` of that transaction. A throw is retried with
 * jittered exponential back-off and, after `maxAttempts`, leaves the delivery dead for an
 * administrator. Later events of the same aggregate wait for this one (order per aggregate).
 */
export function subscribe<Payload>(
  eventType: EventType<Payload>,
  options: {
    name: string;
    maxAttempts?: number;
    handle(tx: Transaction, event: PublishedEvent<Payload>, context: DeliveryContext): Promise<void>;
  },
): EventSubscription {
  const maxAttempts = options.maxAttempts ?? defaultMaxAttempts;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > 100)
    throw new Error(`subscription ${options.name}: maxAttempts must be 1–100`);
  return {
    name: checkedName(options.name),
    eventType: eventType.type,
    phase: 'after-commit',
    maxAttempts,
    handle: async (tx, event, context) => {
      await options.handle(tx, { ...event, payload: eventType.payload.parse(event.payload) }, context);
      return undefined;
    },
  };
}

/**
 * Subscribes inside the publisher's transaction: `handle` runs during `publishEvent`, and its
 * throw rolls the change back. Only for a reaction that must be atomic with the change (decision
 * 0131); it may report counts of what it changed to the publisher.
 */
export function subscribeInTransaction<Payload>(
  eventType: EventType<Payload>,
  options: { name: string; handle(tx: Transaction, event: PublishedEvent<Payload>): Promise<EventEffects> },
): EventSubscription {
  return {
    name: checkedName(options.name),
    eventType: eventType.type,
    phase: 'in-transaction',
    maxAttempts: 1,
    handle: (tx, event) => options.handle(tx, { ...event, payload: eventType.payload.parse(event.payload) }),
  };
}

/** The subscriptions of every module, by name (set once by `buildApp`, the same for every app of a process). */
let subscriptionsByName = new Map<string, EventSubscription>();
/** The log of the latest app, for delivery failures. */
let eventLog: FastifyBaseLogger | undefined;

/**
 * Registers every module's subscriptions (the composition root calls this with all manifests').
 * @throws Error when two subscriptions share a name.
 */
export function setEventSubscriptions(subscriptions: readonly EventSubscription[], log?: FastifyBaseLogger): void {
  const byName = new Map<string, EventSubscription>();
  for (const subscription of subscriptions) {
    if (byName.has(subscription.name)) throw new Error(`event subscription ${subscription.name} declared twice`);
    byName.set(subscription.name, subscription);
  }
  subscriptionsByName = byName;
  if (log) eventLog = log;
}

function aggregateKeyOf(aggregateType: string, aggregateId: string): string {
  return `${aggregateType}:${aggregateId}`;
}

/**
 * Publishes an event in the transaction `tx` of the change it reports (the outbox): the event row
 * and one delivery per after-commit subscriber are written there, so they exist exactly when the
 * change does; the in-transaction subscribers run at once, in the order of the module list. After
 * the commit this process delivers the event (see {@link waitForEventDelivery}).
 * @returns the event's id and the summed counts the in-transaction subscribers reported.
 * @throws Error when the payload does not match the declared schema (a bug), or whatever an
 *   in-transaction subscriber throws.
 */
export async function publishEvent<Payload>(
  tx: Transaction,
  eventType: EventType<Payload>,
  aggregateId: string | number,
  payload: Payload,
): Promise<{ eventId: string; effects: Record<string, number> }> {
  const parsed = eventType.payload.parse(payload);
  const id = newId();
  const aggregate = String(aggregateId);
  const [event] = await tx
    .insert(domainEvents)
    .values({
      id,
      type: eventType.type,
      aggregateType: eventType.aggregateType,
      aggregateId: aggregate,
      payload: parsed,
    })
    .returning({ position: domainEvents.position, createdAt: domainEvents.createdAt });
  if (!event) throw new Error('the event was not written');
  const subscriptions = [...subscriptionsByName.values()].filter((item) => item.eventType === eventType.type);
  const afterCommitSubscriptions = subscriptions.filter((item) => item.phase === 'after-commit');
  const aggregateKey = aggregateKeyOf(eventType.aggregateType, aggregate);
  if (afterCommitSubscriptions.length > 0) {
    await tx.insert(eventDeliveries).values(
      afterCommitSubscriptions.map((subscription) => ({
        id: newId(),
        eventId: id,
        subscriber: subscription.name,
        aggregateKey,
        position: event.position,
        maxAttempts: subscription.maxAttempts,
      })),
    );
    // A transaction this process opened is nudged after its commit; inside a savepoint there is no
    // commit to wait for here, so the poller delivers.
    const db = databaseOf(tx);
    if (db) afterCommit(tx, () => nudge(db, id, aggregateKey));
  }
  const effects: Record<string, number> = {};
  const published: PublishedEvent<unknown> = {
    id,
    type: eventType.type,
    aggregateId: aggregate,
    payload: parsed,
    createdAt: event.createdAt,
  };
  for (const subscription of subscriptions) {
    if (subscription.phase !== 'in-transaction') continue;
    const reported = await subscription.handle(tx, published, { log: eventLog, attempt: 1 });
    for (const [name, value] of Object.entries(reported ?? {})) effects[name] = (effects[name] ?? 0) + value;
  }
  return { eventId: id, effects };
}

/** Deliveries this process started after a commit, by event id (see {@link waitForEventDelivery}). */
const inFlight = new Map<string, Promise<void>>();
/** The last in-process delivery of each aggregate: a new one starts after it, so they never race. */
const aggregateChains = new Map<string, Promise<void>>();

function nudge(db: Database, eventId: string, aggregateKey: string): void {
  const previous = aggregateChains.get(aggregateKey) ?? Promise.resolve();
  const delivery = previous
    .then(() => deliverDueEvents(db, { aggregateKey }))
    .then(
      () => undefined,
      (error: unknown) => eventLog?.error({ err: error, eventId }, 'event delivery after commit failed'),
    );
  aggregateChains.set(aggregateKey, delivery);
  inFlight.set(eventId, delivery);
  void delivery.finally(() => {
    inFlight.delete(eventId);
    if (aggregateChains.get(aggregateKey) === delivery) aggregateChains.delete(aggregateKey);
  });
}

/**
 * Waits (at most `timeoutMs`) for this process's delivery after commit of the event `eventId`, so a
 * use case can answer after its reactions ran (the admin's reply to `customerDisable` after the
 * user's sockets closed). Resolves at once when there is none; a failed delivery is not an error
 * here (it is retried).
 */
export async function waitForEventDelivery(eventId: string, timeoutMs = 5_000): Promise<void> {
  const delivery = inFlight.get(eventId);
  if (!delivery) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    delivery,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}

type DeliveryRow = typeof eventDeliveries.$inferSelect;

/** How long a worker holds a delivery before another may take it again. */
const deliveryLockSeconds = 120;
/** Deliveries claimed at once, and delivered at most by one pass (DESIGN §7.6). */
const claimBatchSize = 10;
const maxDeliveriesPerPass = 200;
const maxErrorLength = 1_000;
const workerId = `${hostname()}:${process.pid}:${randomToken(4)}`;

/** Raised inside a delivery's transaction when another worker took the delivery meanwhile. */
class DeliveryLost extends Error {}

/**
 * Claims due deliveries whose earlier deliveries (same subscriber and aggregate) are all done:
 * pending or failed ones whose time came, and running ones whose worker's lock expired.
 */
async function claim(db: Database, now: Date, limit: number, aggregateKey: string | undefined): Promise<DeliveryRow[]> {
  const earlier = alias(eventDeliveries, 'earlier');
  const due = db
    .select({ id: eventDeliveries.id })
    .from(eventDeliveries)
    .where(
      and(
        inArray(eventDeliveries.subscriber, [...subscriptionsByName.keys()]),
        aggregateKey === undefined ? undefined : eq(eventDeliveries.aggregateKey, aggregateKey),
        or(
          and(inArray(eventDeliveries.state, ['pending', 'failed']), lte(eventDeliveries.runAt, now)),
          and(eq(eventDeliveries.state, 'running'), lte(eventDeliveries.lockedUntil, now)),
        ),
        sql`not exists (${db
          .select({ one: sql`1` })
          .from(earlier)
          .where(
            and(
              eq(earlier.subscriber, eventDeliveries.subscriber),
              eq(earlier.aggregateKey, eventDeliveries.aggregateKey),
              sql`${earlier.position} < ${eventDeliveries.position}`,
              ne(earlier.state, 'done'),
            ),
          )})`,
      ),
    )
    .orderBy(asc(eventDeliveries.position))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(eventDeliveries)
    .set({
      state: 'running',
      attempts: sql`${eventDeliveries.attempts} + 1`,
      lockedBy: workerId,
      lockedUntil: new Date(now.getTime() + deliveryLockSeconds * 1000),
      updatedAt: now,
    })
    .where(inArray(eventDeliveries.id, due))
    .returning();
}

/** Delivers one claimed delivery and records the outcome; true when the subscriber succeeded. */
async function deliverOne(db: Database, row: DeliveryRow, fixedNow: Date | undefined): Promise<boolean> {
  const subscription = subscriptionsByName.get(row.subscriber);
  if (!subscription) throw new Error(`claimed a delivery to an unknown subscriber ${row.subscriber}`);
  const stillOurs = and(
    eq(eventDeliveries.id, row.id),
    eq(eventDeliveries.state, 'running'),
    eq(eventDeliveries.lockedBy, workerId),
    eq(eventDeliveries.attempts, row.attempts),
  );
  try {
    await withTransaction(db, async (tx) => {
      const [event] = await tx.select().from(domainEvents).where(eq(domainEvents.id, row.eventId));
      if (!event) throw new Error(`delivery ${row.id} names no event`);
      await subscription.handle(
        tx,
        {
          id: event.id,
          type: event.type,
          aggregateId: event.aggregateId,
          payload: event.payload,
          createdAt: event.createdAt,
        },
        { log: eventLog, attempt: row.attempts },
      );
      const now = fixedNow ?? new Date();
      const done = await tx
        .update(eventDeliveries)
        .set({ state: 'done', lockedBy: null, lockedUntil: null, lastError: null, deliveredAt: now, updatedAt: now })
        .where(stillOurs)
        .returning({ id: eventDeliveries.id });
      // Another worker took it after our lock expired: undo the reaction, it delivers.
      if (done.length !== 1) throw new DeliveryLost();
    });
    return true;
  } catch (error) {
    if (error instanceof DeliveryLost) return false;
    const now = fixedNow ?? new Date();
    const message = error instanceof Error ? error.message : String(error);
    const lastError = scrubErrorMessage(message).slice(0, maxErrorLength) || 'failed';
    const isDead = row.attempts >= row.maxAttempts;
    eventLog?.error(
      { err: error, subscriber: row.subscriber, eventId: row.eventId, attempt: row.attempts, isDead },
      'event delivery failed',
    );
    await db
      .update(eventDeliveries)
      .set({
        state: isDead ? 'dead' : 'failed',
        lockedBy: null,
        lockedUntil: null,
        lastError,
        updatedAt: now,
        ...(isDead ? {} : { runAt: new Date(now.getTime() + retryDelayMs(row.attempts)) }),
      })
      .where(stillOurs);
    return false;
  }
}

/**
 * Delivers every due delivery (of one aggregate when `aggregateKey` is given), in order per
 * aggregate and subscriber, at most 200 per call. `now` replaces the clock (tests).
 * @returns how many deliveries succeeded.
 */
export async function deliverDueEvents(
  db: Database,
  options: { now?: Date; aggregateKey?: string } = {},
): Promise<number> {
  if (subscriptionsByName.size === 0) return 0;
  let attempted = 0;
  let delivered = 0;
  while (attempted < maxDeliveriesPerPass) {
    const claimed = await claim(
      db,
      options.now ?? new Date(),
      Math.min(claimBatchSize, maxDeliveriesPerPass - attempted),
      options.aggregateKey,
    );
    if (claimed.length === 0) break;
    attempted += claimed.length;
    // One claim holds at most one delivery per subscriber and aggregate (the later ones wait for it).
    const outcomes = await Promise.all(claimed.map((row) => deliverOne(db, row, options.now)));
    delivered += outcomes.filter(Boolean).length;
  }
  return delivered;
}

/** The poller (decision 0131): delivers what the in-process delivery after commit did not. */
export const eventDeliveryJob = defineJob({
  name: 'event-delivery',
  schedule: 'periodic',
  maxAttempts: 5,
  payload: emptyPayload,
  run: (_payload, { db }) => deliverDueEvents(db),
});

const maxPayloadTextLength = 300;

function toAdminDelivery(
  row: DeliveryRow,
  event: Pick<typeof domainEvents.$inferSelect, 'type' | 'aggregateType' | 'aggregateId' | 'payload'>,
): AdminEventDelivery {
  const payloadText = JSON.stringify(redactSecrets(event.payload)) ?? '';
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: event.type,
    aggregateType: event.aggregateType,
    aggregateId: event.aggregateId,
    subscriber: row.subscriber,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.deliveredAt ? { deliveredAt: row.deliveredAt.toISOString() } : {}),
    ...(row.lastError ? { lastError: row.lastError } : {}),
    payloadText:
      payloadText.length > maxPayloadTextLength ? `${payloadText.slice(0, maxPayloadTextLength - 1)}…` : payloadText,
  };
}

const eventColumns = {
  type: domainEvents.type,
  aggregateType: domainEvents.aggregateType,
  aggregateId: domainEvents.aggregateId,
  payload: domainEvents.payload,
};

/**
 * `eventDeliveryList` (admin): deliveries most recently changed first, `pageSize` a page,
 * optionally of one state, with the count of every state. Payloads are shown with secrets redacted.
 */
export async function listEventDeliveries(
  db: Executor,
  input: { state?: JobState | undefined; pageNumber: number },
  pageSize: number,
): Promise<{ deliveries: AdminEventDelivery[]; total: number; counts: Record<JobState, number> }> {
  const rows = await db
    .select({ delivery: eventDeliveries, event: eventColumns })
    .from(eventDeliveries)
    .innerJoin(domainEvents, eq(domainEvents.id, eventDeliveries.eventId))
    .where(input.state ? eq(eventDeliveries.state, input.state) : undefined)
    .orderBy(desc(eventDeliveries.updatedAt), desc(eventDeliveries.id))
    .limit(pageSize)
    .offset((input.pageNumber - 1) * pageSize);
  const byState = await db
    .select({ state: eventDeliveries.state, total: count() })
    .from(eventDeliveries)
    .groupBy(eventDeliveries.state);
  const counts: Record<JobState, number> = { pending: 0, running: 0, done: 0, failed: 0, dead: 0 };
  for (const { state, total } of byState) counts[state] = total;
  const total = input.state
    ? counts[input.state]
    : Object.values(counts).reduce((sum, stateTotal) => sum + stateTotal, 0);
  return { deliveries: rows.map(({ delivery, event }) => toAdminDelivery(delivery, event)), total, counts };
}

/**
 * `eventDeliveryRetry` (admin): a dead delivery back to pending with no attempts used, due at `now`,
 * delivered after the commit of `tx`.
 * @returns the delivery and the customer its event names (a numeric `customerId` in the payload), for the audit log.
 * @throws AppError 'VF' on `id`: delivery_not_found, delivery_not_dead.
 */
export async function retryDeadEventDelivery(
  tx: Transaction,
  id: string,
  now = new Date(),
): Promise<{ delivery: AdminEventDelivery; customerId: number | null }> {
  const [revived] = await tx
    .update(eventDeliveries)
    .set({ state: 'pending', attempts: 0, runAt: now, lastError: null, updatedAt: now })
    .where(and(eq(eventDeliveries.id, id), eq(eventDeliveries.state, 'dead')))
    .returning();
  if (!revived) {
    const [existing] = await tx
      .select({ id: eventDeliveries.id })
      .from(eventDeliveries)
      .where(eq(eventDeliveries.id, id));
    throw fieldError('id', existing ? 'delivery_not_dead' : 'delivery_not_found');
  }
  const [event] = await tx.select(eventColumns).from(domainEvents).where(eq(domainEvents.id, revived.eventId));
  if (!event) throw new Error(`delivery ${id} names no event`);
  const db = databaseOf(tx);
  if (db) afterCommit(tx, () => nudge(db, revived.eventId, revived.aggregateKey));
  const payload = event.payload;
  const customerId =
    payload !== null && typeof payload === 'object' && 'customerId' in payload && typeof payload.customerId === 'number'
      ? payload.customerId
      : null;
  return { delivery: toAdminDelivery(revived, event), customerId };
}
