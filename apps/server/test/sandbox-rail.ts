import { randomBytes } from 'node:crypto';
import type { PayoutRail } from '../src/platform/payout-rail.ts';
import { createSandboxPayoutRail } from '../src/platform/sandbox-payout-rail.ts';
import { createTestApp, type TestApp } from './test-app.ts';

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
