import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { publish } from '../src/platform/live.ts';

/** The live channel's client end as @fastify/websocket's injectWS returns it (the ws package). */
export type LiveSocket = Awaited<ReturnType<FastifyInstance['injectWS']>>;

/**
 * Opens the live channel through the server's real upgrade handler and authenticates with
 * `credential` (`{access}`, `{device}` or `{tmpJwt}`) as its first message (decision 0018).
 */
export async function openLive(app: FastifyInstance, credential: Record<string, string>): Promise<LiveSocket> {
  const socket = await app.injectWS('/api/live');
  socket.send(JSON.stringify({ type: 'auth', ...credential }));
  return socket;
}

/** Every message `socket` hears from now on, parsed. */
export function messages(socket: LiveSocket): Record<string, unknown>[] {
  const heard: Record<string, unknown>[] = [];
  socket.on('message', (data: Buffer) => heard.push(JSON.parse(data.toString()) as Record<string, unknown>));
  return heard;
}

/**
 * Resolves with the code the server closes `socket` with, or with 'open' if it is still open after
 * `timeoutMs` (a generous bound: a behaviour check, not a timing measurement).
 */
export function closeCodeWithin(socket: LiveSocket, timeoutMs = 10_000): Promise<number | 'open'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('open'), timeoutMs);
    socket.on('close', (code: number) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** Waits until `socket` hears events on `topic` (its authentication is asynchronous), by publishing probes. */
export async function untilListening(socket: LiveSocket, topic: string): Promise<void> {
  let heard = 0;
  const onMessage = () => (heard += 1);
  socket.on('message', onMessage);
  for (let attempt = 0; attempt < 200 && heard === 0; attempt += 1) {
    publish(topic, { type: 'transaction', transactionId: 'probe', status: 'completed' });
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  socket.off('message', onMessage);
  expect(heard).toBeGreaterThan(0);
}
