import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { publish, subscribe, userTopic, type LiveEvent } from './live.ts';
import { liveNotifyChannel } from './live-fan-out.ts';

// The fan-out exists only on PostgreSQL (several processes, one database); PGlite has one process.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('live channel fan-out between server processes (LISTEN/NOTIFY)', () => {
  let testApp: TestApp;
  let other: pg.Client;
  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
    // Another server process, as PostgreSQL sees it: its own connection to the same database.
    other = new pg.Client({ connectionString: testApp.config.DATABASE_URL });
    await other.connect();
    await other.query(`listen ${liveNotifyChannel}`);
  });
  afterAll(async () => {
    await other.end();
    await testApp.close();
  });

  it('delivers another process’s event to subscribers here, and relays events published here', async () => {
    // Proves a device connected to one process hears of a sign-in started on another.
    const received: LiveEvent[] = [];
    const unsubscribe = subscribe(userTopic(4242), (event) => received.push(event));
    const event: LiveEvent = { type: 'transaction', transactionId: 't-1', status: 'completed' };
    await other.query('select pg_notify($1, $2)', [
      liveNotifyChannel,
      JSON.stringify({ origin: 'another-process', topic: userTopic(4242), event }),
    ]);
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    expect(received[0]).toEqual(event);
    // Malformed or foreign-shaped notifications are ignored.
    await other.query('select pg_notify($1, $2)', [liveNotifyChannel, 'not json']);
    await other.query('select pg_notify($1, $2)', [
      liveNotifyChannel,
      JSON.stringify({ origin: 'x', topic: 'admin:everything', event }),
    ]);

    const relayed = new Promise<string>((resolve) => {
      other.on('notification', (notification) => {
        if (notification.payload?.includes('t-2')) resolve(notification.payload);
      });
    });
    const local: LiveEvent = { type: 'transaction', transactionId: 't-2', status: 'rejected' };
    publish(userTopic(4242), local);
    const payload = JSON.parse(await relayed) as { topic: string; event: LiveEvent };
    expect(payload).toMatchObject({ topic: userTopic(4242), event: local });
    // Delivered here once: directly, not again through its own notification.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([event, local]);
    unsubscribe();
  });
});
