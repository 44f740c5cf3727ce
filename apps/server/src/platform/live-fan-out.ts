import pg from 'pg';
import { addRelay, receiveRelayed } from './live.ts';

/** The PostgreSQL notification channel of the live bus. */
export const liveNotifyChannel = 'tessera_live';

/** How long to wait before reconnecting after the listening connection dropped. */
const reconnectDelayMs = 1_000;

interface FanOutLog {
  warn(object: object, message: string): void;
}

/**
 * Relays the live bus between the server processes of one PostgreSQL database (DESIGN §1
 * `/api/live`): every published event is sent with `pg_notify`, and notifications from other
 * processes are delivered to this process's subscribers. One dedicated connection both listens and
 * notifies; when it drops it reconnects after {@link reconnectDelayMs}, and events published
 * meanwhile are left to the clients' polling. Not used on PGlite, which serves one process.
 * @returns a function that stops relaying and closes the connection.
 */
export async function startLiveFanOut(connectionString: string, log: FanOutLog): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    const reconnect = (error?: Error) => {
      if (client === next) client = undefined;
      if (stopped) return;
      if (error) log.warn({ err: error.message }, 'live fan-out connection lost; reconnecting');
      clearTimeout(retry);
      retry = setTimeout(() => void connect().catch(reconnect), reconnectDelayMs);
    };
    next.on('error', reconnect);
    next.on('end', () => reconnect());
    next.on('notification', (notification) => {
      if (notification.channel === liveNotifyChannel && notification.payload) receiveRelayed(notification.payload);
    });
    await next.connect();
    await next.query(`listen ${liveNotifyChannel}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };

  await connect();
  const removeRelay = addRelay((message) => {
    client?.query('select pg_notify($1, $2)', [liveNotifyChannel, message]).catch((error: unknown) => {
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'live event not relayed');
    });
  });
  return async () => {
    stopped = true;
    clearTimeout(retry);
    removeRelay();
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}
