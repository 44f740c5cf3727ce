import { depositReference } from '@tessera/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRailTestKit } from '../../test/sandbox-rail.ts';
import { callMethod, createTestApp, signIn } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { adminAuditLog, domainEvents, eventDeliveries, users } from '../db/schema/index.ts';
import { customerDisabled } from '../modules/identity/index.ts';
import { serverModules } from '../modules/modules.ts';
import { depositCredited, payoutFailed } from '../modules/payouts/payout-events.ts';
import {
  defineEvent,
  deliverDueEvents,
  publishEvent,
  setEventSubscriptions,
  subscribe,
  waitForEventDelivery,
  type EventSubscription,
} from './events.ts';
import { subscribe as listen, userTopic, type LiveEvent } from './live.ts';
import { withTransaction } from './transactions.ts';

let kit: Awaited<ReturnType<typeof createRailTestKit>>;
let db: Database;
let admin = '';
const realSubscriptions: EventSubscription[] = serverModules.flatMap((module) => module.subscriptions ?? []);

beforeAll(async () => {
  kit = await createRailTestKit();
  db = kit.testApp.database.db;
  admin = (await signIn(kit.testApp.app, 'admin@example.com')).accessToken;
});
afterAll(async () => {
  // The registry is per process: leave the modules' own subscriptions for the next file.
  setEventSubscriptions(realSubscriptions);
  await kit.testApp.close();
});

async function userIdOf(email: string): Promise<{ id: number; customerId: number }> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

/** Collects the live messages of a user's topic until `stop`. */
function hear(userId: number) {
  const heard: LiveEvent[] = [];
  const stop = listen(userTopic(userId), (event) => heard.push(event));
  return { heard, stop };
}

/** The only event of `type` about aggregate `aggregateId`, with its deliveries. */
async function eventOf(type: string, aggregateId: string | number) {
  const events = await db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.type, type), eq(domainEvents.aggregateId, String(aggregateId))));
  expect(events).toHaveLength(1);
  const event = events[0];
  if (!event) throw new Error('no event');
  await waitForEventDelivery(event.id);
  const deliveries = await db.select().from(eventDeliveries).where(eq(eventDeliveries.eventId, event.id));
  return { event, deliveries };
}

describe('domain events after commit through the outbox (decision 0131)', () => {
  it('delivers deposit.credited from a real bank deposit to its subscriber after commit', async () => {
    // Proves the deposit path: the crediting transaction writes the event, and its subscriber tells alice's screens after the commit.
    const alice = await userIdOf('alice@example.com');
    const { body } = await callMethod(
      kit.testApp.app,
      'accountList',
      {},
      (await signIn(kit.testApp.app, 'alice@example.com')).accessToken,
    );
    const eur = (body.accounts as { accountId: number; currencyCode: string; type: number }[]).find(
      (row) => row.currencyCode === 'EUR' && row.type === 1001,
    );
    if (!eur) throw new Error('no EUR account');
    const listener = hear(alice.id);
    const payment = {
      amount: '12.34',
      currencyCode: 'EUR',
      reference: depositReference(eur.accountId),
      senderName: 'Events Test',
    };
    const { railReference } = (await kit.rail.simulateIncomingPayment?.(db, payment)) ?? { railReference: '' };
    await kit.rail.deliverSandboxIncoming?.({ railReference, timestamp: new Date().toISOString(), payment });
    const { event, deliveries } = await eventOf('deposit.credited', eur.accountId);
    listener.stop();
    expect(event).toMatchObject({
      aggregateType: 'account',
      payload: { customerId: alice.customerId, amount: '12.34' },
    });
    expect(deliveries).toMatchObject([{ subscriber: 'payouts.announce-credited-deposit', state: 'done', attempts: 1 }]);
    const transferId = (event.payload as { transferId: string }).transferId;
    expect(listener.heard).toContainEqual({ type: 'transaction', transactionId: transferId, status: 'completed' });
  });

  it('delivers payout.failed from a real rail failure to its subscriber after commit', async () => {
    // Proves the payout path: the rail's failure webhook voids the hold and writes the event; the subscriber tells the submitter.
    const alice = await userIdOf('alice@example.com');
    const token = (await signIn(kit.testApp.app, 'alice@example.com')).accessToken;
    const { body } = await callMethod(kit.testApp.app, 'accountList', {}, token);
    const eur = (body.accounts as { accountId: number; currencyCode: string; type: number }[]).find(
      (row) => row.currencyCode === 'EUR' && row.type === 1001,
    );
    const { id } = await kit.submitAndSend(
      'octTransfer',
      {
        fromAccount: eur?.accountId,
        amount: '30.00',
        currency: 'EUR',
        beneficiaryName: 'Fail Test',
        beneficiaryCountryCode: 'FR',
        cardNumber: '5105 1051 0510 5100',
      },
      token,
    );
    const listener = hear(alice.id);
    await kit.deliverNext(id);
    expect((await kit.payout(id)).status).toBe('failed');
    const { event, deliveries } = await eventOf('payout.failed', id);
    listener.stop();
    expect(event.payload).toMatchObject({ payoutId: id, customerId: alice.customerId, userId: alice.id });
    expect(deliveries).toMatchObject([{ subscriber: 'payouts.announce-failed-payout', state: 'done' }]);
    expect(listener.heard).toContainEqual(
      expect.objectContaining({ type: 'transaction', transactionId: id, status: 'rejected' }),
    );
  });

  it('delivers customer.disabled from customerDisable: in the transaction to approvals, after commit to auth', async () => {
    // Proves the disabling path: one event, the in-transaction subscriber has no delivery row, the after-commit one is done and closed the sockets.
    const bob = await userIdOf('bob@example.com');
    const listener = hear(bob.id);
    const disabled = await callMethod(
      kit.testApp.app,
      'customerDisable',
      { customerId: bob.customerId, reason: 'Events test' },
      admin,
    );
    listener.stop();
    expect(disabled.body).toMatchObject({ responseCode: '00', transfersVoided: 0 });
    const { event, deliveries } = await eventOf('customer.disabled', bob.customerId);
    expect(event.payload).toEqual({ customerId: bob.customerId, userIds: [bob.id] });
    expect(deliveries).toMatchObject([{ subscriber: 'auth.close-live-channels', state: 'done' }]);
    expect(listener.heard).toContainEqual({ type: 'accessRevoked' });
  });

  const cases = [
    {
      name: 'customer.disabled',
      publish: (tx: Parameters<typeof publishEvent>[0], userId: number, customerId: number) =>
        publishEvent(tx, customerDisabled, customerId, { customerId, userIds: [userId] }),
      expected: { type: 'accessRevoked' },
    },
    {
      name: 'payout.failed',
      publish: (tx: Parameters<typeof publishEvent>[0], userId: number, customerId: number) =>
        publishEvent(tx, payoutFailed, 'payout-before-commit', {
          payoutId: 'payout-before-commit',
          customerId,
          userId,
          code: 'R01',
        }),
      expected: expect.objectContaining({
        type: 'transaction',
        transactionId: 'payout-before-commit',
        status: 'rejected',
      }),
    },
    {
      name: 'deposit.credited',
      publish: (tx: Parameters<typeof publishEvent>[0], _userId: number, customerId: number) =>
        publishEvent(tx, depositCredited, 999_001, {
          customerId,
          accountId: 999_001,
          transferId: 'deposit-before-commit',
          amount: '1.00',
          currencyCode: 'EUR',
        }),
      expected: { type: 'transaction', transactionId: 'deposit-before-commit', status: 'completed' },
    },
  ];

  it.each(cases)('delivers $name only after the commit, and never after a rollback', async (item) => {
    // Proves the outbox: inside the transaction the subscriber has not run; after the commit it has; a rolled-back publish leaves no event and no delivery.
    const gabriela = await userIdOf('gabriela@example.com');
    const countOfType = async () =>
      (await db.select().from(domainEvents).where(eq(domainEvents.type, item.name))).length;
    const before = await countOfType();
    const listener = hear(gabriela.id);
    const rolledBack = new Error('roll back');
    await expect(
      withTransaction(db, async (tx) => {
        await item.publish(tx, gabriela.id, gabriela.customerId);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    await deliverDueEvents(db, { now: new Date(Date.now() + 86_400_000) });
    expect(listener.heard).toEqual([]);
    expect(await countOfType()).toBe(before);

    let heardInside: LiveEvent[] = [];
    const { eventId } = await withTransaction(db, async (tx) => {
      const published = await item.publish(tx, gabriela.id, gabriela.customerId);
      // Give a wrong early delivery every chance to happen before looking.
      await new Promise((resolve) => setTimeout(resolve, 50));
      heardInside = [...listener.heard];
      return published;
    });
    await waitForEventDelivery(eventId);
    listener.stop();
    expect(heardInside).toEqual([]);
    expect(listener.heard).toEqual([item.expected]);
    expect(await countOfType()).toBe(before + 1);
  });
});

/** A test-only event and subscribers, registered next to the modules' own. */
const testHappened = defineEvent({
  type: 'test.happened',
  aggregateType: 'test',
  payload: z.object({ key: z.string(), sequence: z.number().int() }),
});

describe('retries, dead letters and order per aggregate (decision 0131)', () => {
  const received: string[] = [];
  const otherReceived: string[] = [];
  const failing = new Set<string>();
  beforeAll(() => {
    setEventSubscriptions([
      ...realSubscriptions,
      subscribe(testHappened, {
        name: 'test.flaky',
        maxAttempts: 3,
        handle: async (_tx, event) => {
          const label = `${event.payload.key}${event.payload.sequence}`;
          if (failing.has(label)) throw new Error(`subscriber refused ${label}`);
          received.push(label);
        },
      }),
      subscribe(testHappened, {
        name: 'test.steady',
        handle: async (_tx, event) => {
          otherReceived.push(`${event.payload.key}${event.payload.sequence}`);
        },
      }),
    ]);
  });

  async function publish(key: string, sequence: number): Promise<string> {
    const { eventId } = await withTransaction(db, (tx) => publishEvent(tx, testHappened, key, { key, sequence }));
    await waitForEventDelivery(eventId);
    return eventId;
  }

  async function deliveryOf(eventId: string, subscriber: string) {
    const [row] = await db
      .select()
      .from(eventDeliveries)
      .where(and(eq(eventDeliveries.eventId, eventId), eq(eventDeliveries.subscriber, subscriber)));
    if (!row) throw new Error('no delivery');
    return row;
  }

  it('retries a throwing subscriber with back-off, buries it after its last attempt, and an admin sees and retries it', async () => {
    // Proves retries and the dead letter: attempts 1–3 fail (each due later than the last), the delivery is dead and listed; the admin's retry (audited) delivers it; the other subscriber got it once.
    failing.add('r1');
    const eventId = await publish('r', 1);
    const first = await deliveryOf(eventId, 'test.flaky');
    expect(first).toMatchObject({ state: 'failed', attempts: 1, lastError: 'subscriber refused r1' });
    expect(first.runAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: a pass now does not touch it.
    expect(await deliverDueEvents(db)).toBe(0);
    expect((await deliveryOf(eventId, 'test.flaky')).attempts).toBe(1);
    await deliverDueEvents(db, { now: new Date(Date.now() + 3_600_000) });
    const second = await deliveryOf(eventId, 'test.flaky');
    expect(second).toMatchObject({ state: 'failed', attempts: 2 });
    expect(second.runAt.getTime() - (Date.now() + 3_600_000)).toBeGreaterThanOrEqual(5_000 - 1_000);
    await deliverDueEvents(db, { now: new Date(Date.now() + 7_200_000) });
    expect(await deliveryOf(eventId, 'test.flaky')).toMatchObject({ state: 'dead', attempts: 3 });
    expect(otherReceived.filter((label) => label === 'r1')).toEqual(['r1']);
    expect(received).not.toContain('r1');

    const listed = await callMethod(kit.testApp.app, 'eventDeliveryList', { state: 'dead' }, admin);
    expect(listed.body.responseCode).toBe('00');
    const dead = (listed.body.deliveries as { id: string; eventId: string; subscriber: string }[]).find(
      (row) => row.eventId === eventId,
    );
    expect(dead).toMatchObject({
      subscriber: 'test.flaky',
      eventType: 'test.happened',
      lastError: 'subscriber refused r1',
    });
    expect((listed.body.counts as { dead: number }).dead).toBeGreaterThanOrEqual(1);

    const customer = await callMethod(
      kit.testApp.app,
      'eventDeliveryRetry',
      { id: dead?.id, reason: 'Subscriber fixed' },
      (await signIn(kit.testApp.app, 'gabriela@example.com')).accessToken,
    );
    expect(customer.body.responseCode).not.toBe('00');
    failing.delete('r1');
    const retried = await callMethod(
      kit.testApp.app,
      'eventDeliveryRetry',
      { id: dead?.id, reason: 'Subscriber fixed' },
      admin,
    );
    expect(retried.body).toMatchObject({
      responseCode: '00',
      delivery: { id: dead?.id, state: 'pending', attempts: 0 },
    });
    await waitForEventDelivery(eventId);
    expect(await deliveryOf(eventId, 'test.flaky')).toMatchObject({ state: 'done', attempts: 1 });
    expect(received).toContain('r1');
    expect(otherReceived.filter((label) => label === 'r1')).toEqual(['r1']);
    const again = await callMethod(kit.testApp.app, 'eventDeliveryRetry', { id: dead?.id, reason: 'Once more' }, admin);
    expect(again.body.validationErrors).toMatchObject([{ field: 'id', code: 'delivery_not_dead' }]);
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'eventDeliveryRetry'));
    expect(audit).toMatchObject([
      {
        reason: 'Subscriber fixed',
        targetCustomerId: null,
        details: { deliveryId: dead?.id, subscriber: 'test.flaky' },
      },
    ]);
  });

  it('runs an after-commit subscriber only once the transaction committed, never after a rollback', async () => {
    // Proves the timing with subscribers that record every call: none during the transaction (its delivery rows are pending), both right after the commit, none for a rollback.
    const rolledBack = new Error('roll back');
    await expect(
      withTransaction(db, async (tx) => {
        await publishEvent(tx, testHappened, 'c', { key: 'c', sequence: 0 });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    await deliverDueEvents(db, { now: new Date(Date.now() + 86_400_000) });
    expect([...received, ...otherReceived]).not.toContain('c0');
    const { eventId } = await withTransaction(db, async (tx) => {
      const published = await publishEvent(tx, testHappened, 'c', { key: 'c', sequence: 1 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect([...received, ...otherReceived]).not.toContain('c1');
      const rows = await tx.select().from(eventDeliveries).where(eq(eventDeliveries.eventId, published.eventId));
      expect(rows.map((row) => [row.subscriber, row.state]).sort()).toEqual([
        ['test.flaky', 'pending'],
        ['test.steady', 'pending'],
      ]);
      return published;
    });
    await waitForEventDelivery(eventId);
    expect(received).toContain('c1');
    expect(otherReceived).toContain('c1');
  });

  it('keeps the order per aggregate: a later event waits for an earlier one that is retrying', async () => {
    // Proves order: o2 is not delivered to the flaky subscriber while o1 is retrying, another aggregate is not held up, and o1 then o2 arrive in that order.
    failing.add('o1');
    const first = await publish('o', 1);
    const second = await publish('o', 2);
    const unrelated = await publish('p', 1);
    expect(await deliveryOf(first, 'test.flaky')).toMatchObject({ state: 'failed' });
    expect(await deliveryOf(second, 'test.flaky')).toMatchObject({ state: 'pending', attempts: 0 });
    expect(await deliveryOf(unrelated, 'test.flaky')).toMatchObject({ state: 'done' });
    // The steady subscriber has its own order and state: it had both already.
    expect(otherReceived.filter((label) => label.startsWith('o'))).toEqual(['o1', 'o2']);
    failing.delete('o1');
    await deliverDueEvents(db, { now: new Date(Date.now() + 3_600_000) });
    expect(received.filter((label) => label.startsWith('o'))).toEqual(['o1', 'o2']);
    expect(await deliveryOf(second, 'test.flaky')).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('delivers each delivery once and in order when two workers poll at the same time', async () => {
    // Proves the claim: two pollers (two connection pools on PostgreSQL) racing over 12 events of 3 aggregates deliver each exactly once to each subscriber, each aggregate in order.
    const second = kit.testApp.config.DATABASE_URL
      ? await openDatabase({ databaseUrl: kit.testApp.config.DATABASE_URL, pgliteDataDir: 'memory://', poolSize: 3 })
      : undefined;
    try {
      // Committed by a plain transaction: no nudge, the pollers find them.
      await db.transaction(async (tx) => {
        for (let sequence = 1; sequence <= 4; sequence += 1)
          for (const key of ['x', 'y', 'z']) await publishEvent(tx, testHappened, key, { key, sequence });
      });
      const now = new Date(Date.now() + 60_000);
      await Promise.all([deliverDueEvents(db, { now }), deliverDueEvents(second?.db ?? db, { now })]);
      for (const key of ['x', 'y', 'z']) {
        const expected = [1, 2, 3, 4].map((sequence) => `${key}${sequence}`);
        expect(received.filter((label) => label.startsWith(key))).toEqual(expected);
        expect(otherReceived.filter((label) => label.startsWith(key))).toEqual(expected);
      }
    } finally {
      await second?.close();
    }
  });
});

describe('a server stopped between commit and delivery (decision 0131)', () => {
  it('loses no event: the next start on the same database delivers it', async () => {
    // Proves durability: an event committed by a server that never delivered it (no in-process nudge, then stopped) is delivered by a fresh server started on the same database.
    const shared = await createTestApp({ seed: false });
    // Each server gets the one database without closing it when it stops, as two processes would.
    const database = { ...shared.database, close: async () => undefined };
    try {
      const firstApp = await buildApp(shared.config, database);
      await firstApp.ready();
      // A transaction not opened by withTransaction gets no nudge: as if the process died right after COMMIT.
      const eventId = await database.db.transaction(async (tx) => {
        const { eventId: id } = await publishEvent(tx, payoutFailed, 'payout-lost', {
          payoutId: 'payout-lost',
          customerId: 424_242,
          userId: 424_242,
          code: 'R03',
        });
        return id;
      });
      const [waiting] = await database.db.select().from(eventDeliveries).where(eq(eventDeliveries.eventId, eventId));
      expect(waiting).toMatchObject({ subscriber: 'payouts.announce-failed-payout', state: 'pending', attempts: 0 });
      await firstApp.close();
      const [stillWaiting] = await database.db
        .select()
        .from(eventDeliveries)
        .where(eq(eventDeliveries.eventId, eventId));
      expect(stillWaiting).toMatchObject({ state: 'pending', attempts: 0 });

      const listener = hear(424_242);
      const secondApp = await buildApp(shared.config, database);
      await secondApp.ready();
      listener.stop();
      const [delivered] = await database.db.select().from(eventDeliveries).where(eq(eventDeliveries.eventId, eventId));
      expect(delivered).toMatchObject({ state: 'done', attempts: 1 });
      expect(listener.heard).toContainEqual(
        expect.objectContaining({ type: 'transaction', transactionId: 'payout-lost', status: 'rejected' }),
      );
      await secondApp.close();
    } finally {
      await shared.close();
    }
  });
});
