import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRailTestKit, type WebhookAnswer } from '../../../test/sandbox-rail.ts';
import { callMethod, signIn, type TestApp } from '../../../test/test-app.ts';
import { ledgerTransfers, outboxMessages, payoutRailEvents } from '../../db/schema/index.ts';
import type { PayoutRail } from '../../platform/payout-rail.ts';
import { demoPassword } from '../seed/index.ts';
import { checkLedger } from '../ledger/index.ts';
import { dispatchPayout } from './dispatch-payout.ts';

let testApp: TestApp;
type Kit = Awaited<ReturnType<typeof createRailTestKit>>;
let account: Kit['account'];
let payout: Kit['payout'];
let historyRow: Kit['historyRow'];
let submitAndSend: Kit['submitAndSend'];
let deliverNext: Kit['deliverNext'];
let postWebhook: Kit['postWebhook'];
let rail: PayoutRail;
let alice: string;
let bob: string;
let aliceEur: number;
let aliceUsd: number;
let bobUsd: number;

/** What the rail's webhooks answered, in order (status and outcome). */
let deliveries: WebhookAnswer[];

const wire = (overrides: Record<string, unknown> = {}) => ({
  fromAccount: aliceEur,
  amount: '10.00',
  currency: 'EUR',
  beneficiaryName: 'Max Mustermann',
  beneficiaryCountryCode: 'DE',
  beneficiaryAddress: 'Hauptstraße 1',
  beneficiaryCity: 'Berlin',
  iban: 'DE89 3704 0044 0532 0130 00',
  swift: 'COBADEFFXXX',
  reference: 'Invoice 42',
  ...overrides,
});

beforeAll(async () => {
  ({
    testApp,
    rail,
    answers: deliveries,
    account,
    payout,
    historyRow,
    submitAndSend,
    deliverNext,
    postWebhook,
  } = await createRailTestKit());
  alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
  bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
  const accounts = (await callMethod(testApp.app, 'accountList', {}, alice)).body.accounts as {
    accountId: number;
    currencyCode: string;
    type: number;
  }[];
  aliceEur = accounts.find((row) => row.currencyCode === 'EUR')?.accountId ?? 0;
  aliceUsd = accounts.find((row) => row.currencyCode === 'USD' && row.type === 1001)?.accountId ?? 0;
  bobUsd = ((await callMethod(testApp.app, 'accountList', {}, bob)).body.accounts as { accountId: number }[])[0]
    ?.accountId as number;
});
afterAll(async () => testApp.close());

describe('payout catalogue (spec 001 §5, §7)', () => {
  // Proves availableTransfers by country, extraParams per kind and country, bank lists and branch-code formats.
  it('answers kinds by country, fields by kind and the banks of a country', async () => {
    const us = await callMethod(testApp.app, 'availableTransfers', { countryCode: 'us' }, alice);
    expect((us.body.transfers as { transferType: string; scheme: string }[]).map((row) => row.scheme)).toEqual([
      'swift',
      'ach',
      'cardPush',
      'blockchain',
    ]);
    const jp = await callMethod(testApp.app, 'extraParams', { transferType: 'eft', countryCode: 'JP' }, alice);
    expect(jp.body.params).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'bankCode', required: true }),
        expect.objectContaining({ name: 'branchCode', required: true }),
      ]),
    );
    const banks = await callMethod(testApp.app, 'bankList', { countryCode: 'LK' }, alice);
    expect(banks.body.banks).toEqual(expect.arrayContaining([{ bankCode: '7010', bankName: 'Bank of Ceylon' }]));
    const branches = await callMethod(testApp.app, 'branchCodeOptions', { countryCode: 'JP', bankCode: '0005' }, alice);
    // Japan's branches come from the Zengin register: MUFG's head office is branch 001.
    expect(branches.body).toMatchObject({ responseCode: '00', length: 3 });
    expect(branches.body.branches).toEqual(
      expect.arrayContaining([{ branchCode: '001', branchName: '本店 · Honten' }]),
    );
    expect((branches.body.branches as unknown[]).length).toBeGreaterThan(100);
    const brazil = await callMethod(testApp.app, 'branchCodeOptions', { countryCode: 'BR', bankCode: '237' }, alice);
    expect(brazil.body).toMatchObject({ responseCode: '00', length: 4, branches: [] });
    const unknownBank = await callMethod(
      testApp.app,
      'branchCodeOptions',
      { countryCode: 'JP', bankCode: '1234' },
      alice,
    );
    expect(unknownBank.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'bankCode', code: 'invalid_bank_code' }),
    ]);
    const pix = await callMethod(testApp.app, 'instantBankList', { countryCode: 'BR' }, alice);
    expect((pix.body.banks as unknown[]).length).toBeGreaterThan(3);
    const key = await callMethod(
      testApp.app,
      'instantKeyInfo',
      { instantKeyType: 'email', instantKey: 'ana@example.com.br' },
      alice,
    );
    expect(key.body).toMatchObject({ responseCode: '00', found: true, instantKeyType: 'email' });
  });

  // Proves the preview: fee per kind (wire 0.1 % with a 15.00 minimum), the scheme and an arrival on a business day.
  it('quotes a wire with its fee, scheme and expected arrival', async () => {
    const quote = await callMethod(testApp.app, 'wireTransferFee', wire(), alice);
    expect(quote.body).toMatchObject({
      responseCode: '00',
      fee: '15.00',
      totalDebit: '25.00',
      scheme: 'swift',
      exchangeRate: '1',
    });
    const arrival = new Date(String(quote.body.expectedArrival));
    expect([0, 6]).not.toContain(arrival.getUTCDay());
  });

  // Proves the oct and interac previews: each answers its scheme and a fee that the total debit adds
  // to the amount, moves nothing, and refuses a recipient it cannot pay with a field error.
  it('quotes a card payout (oct) and an Interac e-Transfer without moving money', async () => {
    const cents = (value: unknown) => BigInt(String(value).replace('.', ''));
    const before = await account(aliceEur);
    const card = {
      fromAccount: aliceEur,
      amount: '30.00',
      currency: 'EUR',
      beneficiaryName: 'Chloé Martin',
      beneficiaryCountryCode: 'FR',
      cardNumber: '5105 1051 0510 5100',
    };
    const oct = await callMethod(testApp.app, 'octTransferFee', card, alice);
    expect(oct.body).toMatchObject({ responseCode: '00', scheme: 'cardPush' });
    expect(cents(oct.body.totalDebit)).toBe(cents('30.00') + cents(oct.body.fee));
    const blacklisted = await callMethod(
      testApp.app,
      'octTransferFee',
      { ...card, cardNumber: '4111 1111 1111 1111' },
      alice,
    );
    expect(blacklisted.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'cardNumber', code: 'card_blacklisted' }),
    ]);
    expect(await account(aliceEur)).toEqual(before);

    const gabriela = (await signIn(testApp.app, 'gabriela@example.com')).accessToken;
    const gabrielaCad = (
      (await callMethod(testApp.app, 'accountList', {}, gabriela)).body.accounts as {
        accountId: number;
        currencyCode: string;
      }[]
    ).find((row) => row.currencyCode === 'CAD')?.accountId;
    const interac = {
      fromAccount: gabrielaCad,
      amount: '45.50',
      currency: 'CAD',
      beneficiaryName: 'Liam Tremblay',
      beneficiaryCountryCode: 'CA',
      recipientEmail: 'liam@example.ca',
    };
    const quote = await callMethod(testApp.app, 'interacTransferFee', interac, gabriela);
    expect(quote.body).toMatchObject({ responseCode: '00', scheme: 'interac' });
    expect(cents(quote.body.totalDebit)).toBe(cents('45.50') + cents(quote.body.fee));
    const noRecipient = await callMethod(
      testApp.app,
      'interacTransferFee',
      { ...interac, recipientEmail: undefined, securityQuestion: 'Our first pet?' },
      gabriela,
    );
    expect(noRecipient.body.validationErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'recipientEmail', code: 'email_or_phone_required' }),
        expect.objectContaining({ field: 'securityAnswer', code: 'required' }),
      ]),
    );
  });

  // Proves bad inputs change nothing: a bad IBAN, an eft to BR without bank and branch codes, a foreign account.
  it('refuses bad recipient fields and foreign accounts with field errors', async () => {
    const before = await account(aliceEur);
    const badIban = await callMethod(testApp.app, 'wireTransfer', wire({ iban: 'DE89370400440532013001' }), alice);
    expect(badIban.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'iban', code: 'invalid_iban_checksum' }),
    ]);
    const br = await callMethod(
      testApp.app,
      'eftTransferFee',
      {
        fromAccount: aliceUsd,
        amount: '5.00',
        currency: 'BRL',
        beneficiaryName: 'Ana',
        beneficiaryCountryCode: 'BR',
        accountNumber: '123456',
      },
      alice,
    );
    expect(br.body.validationErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'bankCode', code: 'invalid_bank_code' }),
        expect.objectContaining({ field: 'branchCode', code: 'invalid_branch_code' }),
      ]),
    );
    const foreign = await callMethod(
      testApp.app,
      'wireTransfer',
      wire({ fromAccount: bobUsd, currency: 'USD' }),
      alice,
    );
    expect(foreign.body.responseCode).toBe('VF');
    const card = await callMethod(
      testApp.app,
      'octTransfer',
      {
        fromAccount: bobUsd,
        amount: '5.00',
        currency: 'USD',
        beneficiaryName: 'Bob',
        beneficiaryCountryCode: 'US',
        cardNumber: '4111 1111 1111 1111',
      },
      bob,
    );
    expect(card.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'cardNumber', code: 'card_blacklisted' }),
    ]);
    expect(await account(aliceEur)).toEqual(before);
  });

  // Proves the kind's limit is enforced in the submit's transaction and its limits are listed per kind and country.
  it('enforces and lists the limits of a payout kind', async () => {
    const over = await callMethod(testApp.app, 'wireTransfer', wire({ amount: '50000.01' }), alice);
    expect(over.body.responseCode).toBe('LIM');
    const limits = await callMethod(
      testApp.app,
      'customerLimits',
      { type: 'wire', countryCode: 'DE', fromAccountId: aliceEur, currencyCode: 'EUR' },
      alice,
    );
    expect(limits.body.limits).toEqual(
      expect.arrayContaining([expect.objectContaining({ period: 'single', amount: '50000.00' })]),
    );
    const max = await callMethod(
      testApp.app,
      'maxAmount',
      { operation: 'wire', countryCode: 'DE', currencyCode: 'EUR', fromAccountId: aliceEur },
      alice,
    );
    expect(max.body).toMatchObject({ responseCode: '00', currencyCode: 'EUR', type: 'wire' });
  });
});

describe('payouts on the sandbox rail (decision 0040)', () => {
  // Proves the hold path: submit holds amount + fee (available drops, balance stays), history shows processing; the signed webhook settles it once.
  it('holds a wire, then posts it when the rail settles', async () => {
    const before = await account(aliceEur);
    const { id, reply } = await submitAndSend('wireTransfer', wire(), alice);
    expect(reply).toMatchObject({ approveType: 0, fee: '15.00', totalDebit: '25.00', scheme: 'swift' });
    expect(await account(aliceEur)).toEqual({ balance: before.balance, pending: before.pending + 2500n });
    expect((await payout(id)).status).toBe('sent');
    expect(await historyRow(alice, aliceEur, id)).toMatchObject({
      status: 'processing',
      amount: '-25.00',
      fee: '15.00',
    });
    expect(await deliverNext(id)).toBe('delivered');
    expect(deliveries.at(-1)).toEqual({ status: 200, outcome: 'applied' });
    expect((await payout(id)).status).toBe('settled');
    expect(await account(aliceEur)).toEqual({ balance: before.balance - 2500n, pending: before.pending });
    const { body } = await callMethod(testApp.app, 'transactionHistory', { accountId: aliceEur }, alice);
    const rows = (body.transactions as { transaction: Record<string, unknown>[] }).transaction;
    expect(rows[0]).toMatchObject({
      status: 'completed',
      transactionType: 'payout',
      descriptionKey: 'payoutSent',
      descriptionParams: { name: 'Max Mustermann' },
    });
  });

  // Proves a failure voids the hold: bob's card payout is declined by the rail and his available balance comes back whole, fee included.
  it('voids the hold when the rail fails a card payout', async () => {
    const before = await account(bobUsd);
    const { id } = await submitAndSend(
      'octTransfer',
      {
        fromAccount: bobUsd,
        amount: '20.00',
        currency: 'USD',
        beneficiaryName: 'Bob Builder',
        beneficiaryCountryCode: 'US',
        cardNumber: '5105 1051 0510 0002',
      },
      bob,
    );
    expect((await account(bobUsd)).pending).toBe(before.pending + 2100n);
    const stored = await payout(id);
    expect(JSON.stringify(stored.destination)).not.toContain('5105105105100002');
    expect(stored.destinationMasked).toBe('5105 •••• 0002');
    await deliverNext(id);
    expect(await payout(id)).toMatchObject({ status: 'failed', reasonCode: 'card_declined' });
    expect(await account(bobUsd)).toEqual(before);
    expect(await historyRow(bob, bobUsd, id)).toMatchObject({ status: 'rejected' });
  });

  // Proves a return after settlement is a new reversing transfer naming the original, the principal back and the fee kept.
  it('reverses a settled payout the beneficiary bank returns', async () => {
    const before = await account(aliceEur);
    const { id } = await submitAndSend('wireTransfer', wire({ beneficiaryName: 'Return Test GmbH' }), alice);
    await deliverNext(id);
    expect((await payout(id)).status).toBe('settled');
    await deliverNext(id);
    const returned = await payout(id);
    expect(returned).toMatchObject({ status: 'returned', reasonCode: 'AC04' });
    expect(await account(aliceEur)).toEqual({ balance: before.balance - 1500n, pending: before.pending });
    const [reversal] = await testApp.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, returned.returnTransferId ?? ''));
    expect(reversal).toMatchObject({
      kind: 'payoutReturn',
      metadata: expect.objectContaining({ originalTransactionId: returned.postedTransferId, returnCode: 'AC04' }),
    });
  });

  // Proves a replayed webhook and an out-of-order one change nothing: a return before its settlement waits, then applies after it.
  it('ignores replays and holds back out-of-order events', async () => {
    const before = await account(aliceEur);
    const { id } = await submitAndSend('wireTransfer', wire({ beneficiaryName: 'Order Test' }), alice);
    const { railReference } = await payout(id);
    const at = new Date().toISOString();
    const early = await postWebhook(`${railReference}:late-return`, {
      type: 'payout.returned',
      timestamp: at,
      data: { railReference, code: 'AC04' },
    });
    expect(early.body).toMatchObject({ received: true, outcome: 'deferred' });
    expect((await payout(id)).status).toBe('sent');
    const settled = { type: 'payout.settled', timestamp: at, data: { railReference } };
    expect((await postWebhook(`${railReference}:settle`, settled)).body.outcome).toBe('applied');
    expect((await payout(id)).status).toBe('returned');
    const replay = await postWebhook(`${railReference}:settle`, settled);
    expect(replay.body.outcome).toBe('duplicate');
    const stale = await postWebhook(`${railReference}:fail`, {
      type: 'payout.failed',
      timestamp: at,
      data: { railReference, code: 'AC01' },
    });
    expect(stale.body.outcome).toBe('ignored');
    expect(await account(aliceEur)).toEqual({ balance: before.balance - 1500n, pending: before.pending });
  });

  // Proves a forged signature is refused 401 and nothing is stored or moved.
  it('refuses a webhook with a forged signature', async () => {
    const { id } = await submitAndSend('wireTransfer', wire({ beneficiaryName: 'Forgery Test' }), alice);
    const { railReference } = await payout(id);
    const forged = await postWebhook(
      `${railReference}:forged`,
      { type: 'payout.settled', timestamp: new Date().toISOString(), data: { railReference } },
      `whsec_${randomBytes(32).toString('base64')}`,
    );
    expect(forged.status).toBe(401);
    expect((await payout(id)).status).toBe('sent');
    const events = await testApp.database.db
      .select()
      .from(payoutRailEvents)
      .where(eq(payoutRailEvents.railReference, railReference ?? ''));
    expect(events).toEqual([]);
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/rails/sandbox',
      payload: { type: 'payout.settled' },
    });
    expect(unsigned.statusCode).toBe(401);
  });

  // Proves the approval hook: a held payout waits for the SMS code, then goes to the rail with the funds still held.
  it('hands an approved payout to the rail and cancels a declined one', async () => {
    // Approval by e-mailed code (mode 4): the submit holds the money until the code approves it.
    const mode = await callMethod(
      testApp.app,
      'setTransactionApproveMode',
      { transactionApproveMode: 4, password: demoPassword },
      alice,
    );
    expect(mode.body.responseCode).toBe('00');
    const before = await account(aliceEur);
    const submit = await callMethod(testApp.app, 'wireTransfer', wire({ beneficiaryName: 'Approval Test' }), alice);
    expect(submit.body).toMatchObject({ status: 'processing', approveType: 4 });
    const id = String(submit.body.operationId);
    expect((await payout(id)).status).toBe('awaitingApproval');
    expect(await dispatchPayout(testApp.database.db, rail, id)).toBe(false);
    const mails = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'alice@example.com'))
      .orderBy(desc(outboxMessages.createdAt));
    const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
    const approved = await callMethod(testApp.app, 'approveTransfer', { trxid: id, approvalCode: code }, alice);
    expect(approved.body.responseCode).toBe('00');
    expect((await payout(id)).status).toBe('submitted');
    expect((await account(aliceEur)).pending).toBe(before.pending + 2500n);
    expect(await dispatchPayout(testApp.database.db, rail, id)).toBe(true);
    await deliverNext(id);
    expect((await payout(id)).status).toBe('settled');

    const declinedSubmit = await callMethod(
      testApp.app,
      'wireTransfer',
      wire({ beneficiaryName: 'Decline Test' }),
      alice,
    );
    const declinedId = String(declinedSubmit.body.operationId);
    expect((await callMethod(testApp.app, 'declineTransfer', { trxid: declinedId }, alice)).body.responseCode).toBe(
      '00',
    );
    expect((await payout(declinedId)).status).toBe('cancelled');
    await callMethod(
      testApp.app,
      'setTransactionApproveMode',
      { transactionApproveMode: 0, password: demoPassword },
      alice,
    );
    expect((await account(aliceEur)).pending).toBe(before.pending);
  });

  // Proves saved recipients: a submit's templateName saves the recipient (a card masked, never its number), recent payouts list newest first, details are the owner's only.
  it('saves recipients and lists recent payouts to repeat', async () => {
    const card = {
      fromAccount: bobUsd,
      amount: '5.00',
      currency: 'USD',
      beneficiaryName: 'Bob Card',
      beneficiaryCountryCode: 'US',
      cardNumber: '4532 0151 1283 0366',
      templateName: 'My debit card',
    };
    const submitted = await callMethod(testApp.app, 'octTransfer', card, bob);
    expect(submitted.body.responseCode).toBe('00');
    const templates = await callMethod(testApp.app, 'paymentTemplateList', {}, bob);
    expect(templates.body.templates).toEqual([
      expect.objectContaining({
        templateName: 'My debit card',
        transferType: 'oct',
        destination: '4532 •••• 0366',
        fields: {},
      }),
    ]);
    expect(JSON.stringify(templates.body)).not.toContain('4532015112830366');
    const again = await callMethod(testApp.app, 'wireTransfer', wire({ templateName: 'Max' }), alice);
    expect(again.body.responseCode).toBe('00');
    const saved = await callMethod(testApp.app, 'paymentTemplateList', { transferType: 'wire' }, alice);
    expect(saved.body.templates).toEqual([
      expect.objectContaining({
        templateName: 'Max',
        fields: expect.objectContaining({ iban: 'DE89370400440532013000', swift: 'COBADEFFXXX' }),
      }),
    ]);
    const recent = await callMethod(testApp.app, 'recentTransfers', { types: ['wire'] }, alice);
    const transfers = recent.body.transfers as { transactionId: string; transferType: string }[];
    expect(transfers).toHaveLength(5);
    expect(transfers[0]?.transactionId).toBe(again.body.operationId);
    const details = await callMethod(
      testApp.app,
      'recentTransferDetails',
      { transactionId: String(again.body.operationId) },
      alice,
    );
    expect(details.body).toMatchObject({
      fromAccount: aliceEur,
      reference: 'Invoice 42',
      fields: expect.objectContaining({ beneficiaryCity: 'Berlin' }),
    });
    const foreign = await callMethod(
      testApp.app,
      'recentTransferDetails',
      { transactionId: String(again.body.operationId) },
      bob,
    );
    expect(foreign.body.responseCode).toBe('NF');
  });

  // Proves the ledger's invariants hold over every payout above, clearing accounts included.
  it('keeps the ledger consistent', async () => {
    const result = await checkLedger(testApp.database.db);
    expect(result.problems).toEqual([]);
  });
});
