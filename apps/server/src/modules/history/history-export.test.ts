import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

async function waitForReady(token: string, exportId: string): Promise<Record<string, unknown>> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { body } = await callMethod(testApp.app, 'historyExportStatus', { exportId }, token);
    if (body.status !== 'pending') return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('export never finished');
}

describe('history export by e-mail (spec 001 §7)', () => {
  it('exports in the background, e-mails the CSV through the outbox, and only an admin reads the outbox', async () => {
    // Proves export → status → send to e-mail → outbox, with the CSV attached.
    const alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
    const started = await callMethod(testApp.app, 'historyExport', { filter: { transactionType: 'funding' } }, alice);
    expect(started.body.responseCode).toBe('00');
    const exportId = String(started.body.exportId);
    expect(await waitForReady(alice, exportId)).toMatchObject({ status: 'ready', rows: 4 });

    const bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
    expect(
      (await callMethod(testApp.app, 'historyExportStatus', { exportId }, bob)).body.validationErrors[0],
    ).toMatchObject({ code: 'export_not_found' });
    expect(
      (await callMethod(testApp.app, 'historyExportSend', { exportId, email: 'alice@example.com' }, bob)).body
        .responseCode,
    ).toBe('VF');

    const sent = await callMethod(
      testApp.app,
      'historyExportSend',
      { exportId, email: 'alice.accounting@example.com' },
      alice,
    );
    expect(sent.body).toMatchObject({ responseCode: '00', email: 'alice.accounting@example.com' });

    expect((await callMethod(testApp.app, 'outboxList', {}, alice)).status).toBe(403);
    const admin = (await signIn(testApp.app, 'admin@example.com')).accessToken;
    const outbox = await callMethod(testApp.app, 'outboxList', {}, admin);
    expect(outbox.body.messages).toEqual([
      expect.objectContaining({
        to: 'alice.accounting@example.com',
        subject: 'Your transaction history export',
        transport: 'outbox',
        attachments: [expect.objectContaining({ contentType: 'text/csv' })],
      }),
    ]);
  });
});
