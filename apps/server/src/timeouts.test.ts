import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** Decision 0017: a half-sent request is cut off after seconds, not held for 89.5 s. */

const headersTimeoutMs = 1_000;
const requestTimeoutMs = 2_000;
/** Generous allowance for a busy machine; the old server held such connections for 60–90 s. */
const marginMs = 6_000;

let testApp: TestApp;
let port: number;
beforeAll(async () => {
  testApp = await createTestApp({
    seed: false,
    env: { HEADERS_TIMEOUT_MS: String(headersTimeoutMs), REQUEST_TIMEOUT_MS: String(requestTimeoutMs) },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the test server has no port');
  port = address.port;
});
afterAll(async () => testApp.close());

/**
 * Opens a raw connection, writes `text` and never finishes the request. Resolves with what the
 * server sent once it closes the connection, or with `undefined` when it is still open after `waitMs`.
 */
function sendAndWaitForClose(text: string, waitMs: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve(undefined);
    }, waitMs);
    socket.on('connect', () => socket.write(text));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve(received);
    });
    socket.on('error', (error) => {
      clearTimeout(giveUp);
      reject(error);
    });
  });
}

describe('slow clients (slowloris)', () => {
  it('closes a connection whose headers never finish', async () => {
    // Proves headersTimeout is enforced promptly: half the headers, then silence, and the server hangs up.
    const reply = await sendAndWaitForClose(
      'POST /api/?method=brandConfig HTTP/1.1\r\nHost: localhost\r\nContent-Type: appl',
      headersTimeoutMs + marginMs,
    );
    expect(reply).toBeDefined();
  });

  it('closes a connection whose body never finishes', async () => {
    // Proves requestTimeout: complete headers, a tenth of the announced body, then silence.
    const reply = await sendAndWaitForClose(
      'POST /api/?method=brandConfig HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"method":',
      requestTimeoutMs + marginMs,
    );
    expect(reply).toBeDefined();
  });

  it('still answers a normal request', async () => {
    // Proves the limits do not get in the way of a client that sends its request at once.
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });
});
