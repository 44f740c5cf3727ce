import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerAccounts, payouts } from '../src/db/schema/index.ts';
import { dispatchPayout } from '../src/modules/payouts/dispatch-payout.ts';
import type { PayoutRail } from '../src/platform/payout-rail.ts';
import { createSandboxPayoutRail, signSandboxWebhook } from '../src/platform/sandbox-payout-rail.ts';
import { callMethod, createTestApp, type Reply, type TestApp } from './test-app.ts';

/** What the app's webhook endpoint answered to each delivery: the HTTP status and the outcome. */
export type WebhookAnswer = { status: number; outcome?: string };

/**
 * A fresh test app and a sandbox payout rail that shares its webhook secret, settles at once (the
 * test delivers each event by hand), and POSTs its signed webhooks to the app's own endpoint through
 * HTTP injection, recording every answer in `answers`.
 */
export async function createAppWithSandboxRail(): Promise<{
  testApp: TestApp;
  rail: PayoutRail;
  webhookSecret: string;
  answers: WebhookAnswer[];
}> {
  const webhookSecret = `whsec_${randomBytes(32).toString('base64')}`;
  const testApp = await createTestApp({ env: { RAILS_WEBHOOK_SECRET: webhookSecret } });
  const answers: WebhookAnswer[] = [];
  const rail = createSandboxPayoutRail({
    webhookSecret,
    webhookUrl: 'http://tessera.test/api/webhooks/rails/sandbox',
    settleSeconds: 0,
    post: async (url, headers, body) => {
      const response = await testApp.app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
      answers.push({ status: response.statusCode, outcome: response.json<{ outcome?: string }>().outcome });
      return response.statusCode;
    },
  });
  return { testApp, rail, webhookSecret, answers };
}

/**
 * The sandbox-rail test app with the helpers every payout test uses: read an account's balance and
 * pending (minor units) and a payout row, find a payout's history row, submit and hand a payout to
 * the rail as the dispatch job does, deliver the rail's next event, and POST a signed webhook.
 */
export async function createRailTestKit() {
  const setup = await createAppWithSandboxRail();
  const { testApp, rail, webhookSecret } = setup;
  const db = testApp.database.db;

  /** Balance and pending of a ledger account, minor units. */
  async function account(id: number) {
    const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
    if (!row) throw new Error(`no account ${id}`);
    return { balance: row.balanceMinor, pending: row.pendingMinor };
  }

  /** The stored payout `id`. */
  async function payout(id: string) {
    const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
    if (!row) throw new Error(`no payout ${id}`);
    return row;
  }

  /** The row of `transactionHistory` of `accountId` for a transfer or a payout's hold, if any. */
  async function historyRow(token: string, accountId: number, transactionId: string) {
    const { body } = await callMethod(testApp.app, 'transactionHistory', { accountId }, token);
    const rows = (body.transactions as { transaction: Record<string, unknown>[] }).transaction;
    return rows.find((row) => row.transactionId === transactionId || row.pendingTransferId === transactionId);
  }

  /** Submits, expects "processing", then hands the payout to the rail as the dispatch job does. */
  async function submitAndSend(method: string, body: Record<string, unknown>, token: string) {
    const reply = await callMethod(testApp.app, method, body, token);
    expect(reply.body, JSON.stringify(reply.body.validationErrors)).toMatchObject({
      responseCode: '00',
      status: 'processing',
    });
    const id = String(reply.body.operationId);
    expect(await dispatchPayout(db, rail, id)).toBe(true);
    return { id, reply: reply.body };
  }

  /** Delivers the rail's next webhook for a payout, as the sandbox's job does after the settle delay. */
  async function deliverNext(id: string) {
    const { railReference } = await payout(id);
    if (!railReference) throw new Error('not sent');
    return rail.deliverSandboxEvent?.(db, railReference);
  }

  /** POSTs a webhook with message id `id`, signed with `secret` (the app's by default). */
  async function postWebhook(id: string, body: Record<string, unknown>, secret = webhookSecret) {
    const text = JSON.stringify(body);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/rails/sandbox',
      headers: signSandboxWebhook(secret, id, text),
      payload: text,
    });
    return { status: response.statusCode, body: response.json<Reply>() };
  }

  return { ...setup, account, payout, historyRow, submitAndSend, deliverNext, postWebhook };
}
