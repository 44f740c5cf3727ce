// The load generator of `transfer-load.bench.ts`, run as its own process so that it never shares an
// event loop with the server: C clients, each sending one authenticated `p2pTransfer` after another
// with a fresh Idempotency-Key, for a fixed time after a warm-up. Prints one JSON line.
// Environment: BENCH_TARGET (http://127.0.0.1:port), BENCH_SENDERS_FILE (JSON of signed-in senders),
// BENCH_RECIPIENTS (how many load-N customers exist), BENCH_CLIENTS, BENCH_SECONDS,
// BENCH_WARMUP_SECONDS, BENCH_WORKLOAD (uniform | hot).
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, setGlobalDispatcher } from 'undici';

/** A signed-in customer who sends: their e-mail, USD account and access token. */
export interface Sender {
  email: string;
  accountId: number;
  accessToken: string;
}

/** What one run measured: transfers completed after the warm-up, their rate and latency, reply codes. */
export interface LoadResult {
  transfers: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  codes: Record<string, number>;
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const target = requiredEnv('BENCH_TARGET');
const senders = JSON.parse(readFileSync(requiredEnv('BENCH_SENDERS_FILE'), 'utf8')) as Sender[];
const recipients = Number(requiredEnv('BENCH_RECIPIENTS'));
const clients = Number(requiredEnv('BENCH_CLIENTS'));
const seconds = Number(requiredEnv('BENCH_SECONDS'));
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const hot = requiredEnv('BENCH_WORKLOAD') === 'hot';
// One keep-alive connection per client, as a browser or an API client keeps its connection.
setGlobalDispatcher(new Agent({ connections: clients, pipelining: 1, keepAliveTimeout: 60_000 }));

const latencies: number[] = [];
const codes: Record<string, number> = {};
const startedAt = performance.now();
const measureFrom = startedAt + warmupSeconds * 1000;
const stopAt = measureFrom + seconds * 1000;

async function client(): Promise<void> {
  while (performance.now() < stopAt) {
    const sender = senders[randomInt(senders.length)];
    if (!sender) throw new Error('no senders');
    let recipient = hot && randomInt(2) === 0 ? 'load-0@example.com' : `load-${randomInt(recipients)}@example.com`;
    while (recipient === sender.email) recipient = `load-${randomInt(recipients)}@example.com`;
    const begin = performance.now();
    const response = await fetch(`${target}/api/?method=p2pTransfer`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${sender.accessToken}`,
        'Idempotency-Key': randomUUID(),
      },
      body: JSON.stringify({
        method: 'p2pTransfer',
        fromAccount: sender.accountId,
        toEmail: recipient,
        amount: '0.01',
        currency: 'USD',
      }),
    });
    const body = (await response.json()) as { responseCode?: string };
    const end = performance.now();
    if (begin >= measureFrom && end <= stopAt) {
      latencies.push(end - begin);
      const code = body.responseCode ?? `HTTP ${response.status}`;
      codes[code] = (codes[code] ?? 0) + 1;
    }
  }
}

await Promise.all(Array.from({ length: clients }, () => client()));
latencies.sort((a, b) => a - b);
const result: LoadResult = {
  transfers: latencies.length,
  perSecond: latencies.length / seconds,
  p50Ms: percentile(latencies, 50),
  p99Ms: percentile(latencies, 99),
  codes,
};
console.log(JSON.stringify(result));
