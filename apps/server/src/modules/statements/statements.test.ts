import { eq, sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { ledgerPendingTransfers } from '../../db/schema/index.ts';
import { withTransaction } from '../../platform/transactions.ts';
import {
  createPendingTransfer,
  ensureSystemAccount,
  postTransferInTransaction,
  systemAccountCodes,
  voidPendingTransfer,
} from '../ledger/index.ts';

let testApp: TestApp;
let alice: string;
let bob: string;
let aliceUsd: number;
let bobUsd: number;

/** A month that has certainly ended, and the instants the test posts around it. */
const march = { dateFrom: '2025-03-15', start: '2025-03-01T00:00:00Z', end: '2025-04-01T00:00:00Z' };

/**
 * Posts a funding-kind transfer between alice's USD account and the equity account at `postedAt`
 * (positive minor units credit alice). The product writes no back-dated transfers; the test does,
 * through the ledger's own posting, to fill a closed month.
 */
async function postAt(postedAt: string, amountMinor: bigint): Promise<void> {
  await withTransaction(testApp.database.db, async (tx) => {
    const equity = await ensureSystemAccount(tx, systemAccountCodes.equity, 'USD');
    await postTransferInTransaction(tx, {
      kind: 'funding',
      description: 'Test movement',
      entries: [
        { accountId: equity.id, amountMinor: -amountMinor },
        { accountId: aliceUsd, amountMinor },
      ],
      postedAt: new Date(postedAt),
    });
  });
}

/** A hold on alice's USD account dated `createdAt`, voided when `reject`. */
async function holdAt(createdAt: string, amountMinor: bigint, reject: boolean): Promise<void> {
  await withTransaction(testApp.database.db, async (tx) => {
    const equity = await ensureSystemAccount(tx, systemAccountCodes.equity, 'USD');
    const id = await createPendingTransfer(tx, {
      kind: 'funding',
      entries: [
        { accountId: aliceUsd, amountMinor: -amountMinor },
        { accountId: equity.id, amountMinor },
      ],
    });
    // Pending transfers carry their creation time only; the test moves this one into March.
    await tx
      .update(ledgerPendingTransfers)
      .set({ createdAt: new Date(createdAt) })
      .where(eq(ledgerPendingTransfers.id, id));
    if (reject) await voidPendingTransfer(tx, id);
  });
}

/** The ledger's own figures for alice's USD account in March 2025, straight from ledger_entries. */
async function ledgerFigures() {
  const [row] = await queryRows(
    testApp.database.db,
    sql`select
      coalesce(sum(amount_minor) filter (where created_at < ${march.start}::timestamptz), 0)::text as beginning,
      coalesce(sum(-amount_minor) filter (where created_at >= ${march.start}::timestamptz and created_at < ${march.end}::timestamptz and amount_minor < 0), 0)::text as debit,
      coalesce(sum(amount_minor) filter (where created_at >= ${march.start}::timestamptz and created_at < ${march.end}::timestamptz and amount_minor > 0), 0)::text as credit,
      coalesce(sum(amount_minor) filter (where created_at < ${march.end}::timestamptz), 0)::text as ending
    from ledger_entries where account_id = ${aliceUsd}`,
  );
  return row as { beginning: string; debit: string; credit: string; ending: string };
}

/** Minor units (as text) in major units with two decimals: '125025' → '1250.25'. */
function usd(minorText: string): string {
  const minor = BigInt(minorText);
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** `statementExport` of `accountId` for the month of `dateFrom`; @returns its exportId. */
async function issue(accountId: number, dateFrom: string, token: string): Promise<string> {
  const reply = await callMethod(testApp.app, 'statementExport', { accountId, dateFrom }, token);
  expect(reply.body.responseCode).toBe('00');
  return String(reply.body.exportId);
}

async function download(path: string, token?: string, acceptLanguage?: string) {
  return testApp.app.inject({
    method: 'GET',
    url: path,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
    },
  });
}

/** The text of a PDF read back by PDF.js, one drawn string a line, and its page count. */
async function pdfText(bytes: Uint8Array): Promise<{ pageCount: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
    const content = await (await pdf.getPage(pageNumber)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str !== '') lines.push(item.str);
  }
  const pageCount = pdf.numPages;
  await pdf.destroy();
  return { pageCount, text: lines.join('\n') };
}

beforeAll(async () => {
  testApp = await createTestApp();
  alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
  bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
  type Account = { accountId: number; currencyCode: string; type: number };
  const aliceAccounts = (await callMethod(testApp.app, 'accountList', {}, alice)).body.accounts as Account[];
  const bobAccounts = (await callMethod(testApp.app, 'accountList', {}, bob)).body.accounts as Account[];
  const usdOf = (accounts: Account[]) => accounts.find((a) => a.currencyCode === 'USD' && a.type === 1001)?.accountId;
  aliceUsd = usdOf(aliceAccounts) ?? 0;
  bobUsd = usdOf(bobAccounts) ?? 0;
  // February (beginning balance), March (the statement), April (after it).
  await postAt('2025-02-28T23:59:59.999Z', 100_000n);
  await postAt(march.start, 50_050n);
  await postAt('2025-03-10T12:00:00Z', -25_025n);
  await postAt('2025-03-20T08:30:00Z', -1_234n);
  await postAt('2025-03-31T23:59:59.999Z', 999n);
  await postAt(march.end, 7_777n);
  await holdAt('2025-03-12T10:00:00Z', 500n, false);
  await holdAt('2025-03-13T10:00:00Z', 600n, true);
  await holdAt('2025-03-14T10:00:00Z', 700n, true);
});
afterAll(async () => testApp.close());

describe('monthly statements (spec 001 §3, §7, §9; decision 0045)', () => {
  it("a statement's totals against the ledger", async () => {
    // Proves the totals listed and printed for March 2025 equal the sums of ledger_entries: the
    // balance before the month, its debits and credits, the balance at its end; the boundaries
    // (the last millisecond of February and the first of April) fall outside; held and released
    // movements are counted, not summed.
    const issued = await callMethod(
      testApp.app,
      'statementExport',
      { accountId: aliceUsd, dateFrom: march.dateFrom, source: 'monthly' },
      alice,
    );
    expect(issued.body.responseCode).toBe('00');
    const exportId = String(issued.body.exportId);
    const ledger = await ledgerFigures();
    expect(ledger).toEqual({ beginning: '100000', debit: '26259', credit: '51049', ending: '124790' });

    const list = await callMethod(
      testApp.app,
      'statementExportList',
      { accountId: aliceUsd, source: 'monthly', pageNumber: 1 },
      alice,
    );
    expect(list.body).toMatchObject({ responseCode: '00', total: 1 });
    expect((list.body.exports as unknown[])[0]).toEqual({
      exportId,
      accountId: aliceUsd,
      currencyCode: 'USD',
      source: 'monthly',
      status: 'ready',
      year: 2025,
      month: 3,
      dateFrom: '2025-03-01',
      dateTo: '2025-03-31',
      beginningBalance: usd(ledger.beginning),
      totalDebit: usd(ledger.debit),
      totalCredit: usd(ledger.credit),
      endingBalance: usd(ledger.ending),
      processingCount: 1,
      rejectedCount: 2,
      movementCount: 4,
      createdAt: expect.any(String),
      urlPdf: `/api/statements/${exportId}/statement.pdf`,
      urlCsv: `/api/statements/${exportId}/statement.csv`,
    });

    const pdf = await download(`/api/statements/${exportId}/statement.pdf`, alice);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="statement-${aliceUsd}-2025-03.pdf"`);
    const { text, pageCount } = await pdfText(pdf.rawPayload);
    expect(pageCount).toBe(1);
    for (const expected of [
      'Tessera Ltd',
      '1 Mosaic Street, London',
      'Account statement',
      'March 2025',
      'Alice Martin',
      String(aliceUsd),
      'March 1, 2025 – March 31, 2025',
      'Beginning balance',
      '1,000.00 USD',
      'Total debit',
      '262.59 USD',
      'Total credit',
      '510.49 USD',
      'Ending balance',
      '1,247.90 USD',
      'Processing',
      'Rejected',
      '500.50',
      '250.25',
      '12.34',
      '9.99',
      'Page 1 of 1',
      'Tessera Ltd is an electronic money institution.',
    ])
      expect(text).toContain(expected);
    // The running balance after each posted movement, and nothing of April.
    for (const balance of ['1,500.50', '1,250.25', '1,237.91', '1,247.90']) expect(text).toContain(balance);
    expect(text).not.toContain('77.77');

    const csv = await download(`/api/statements/${exportId}/statement.csv`, alice);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Statement,2025-03-01,2025-03-31',
        `Beginning balance,${usd(ledger.beginning)}`,
        `Total debit,${usd(ledger.debit)}`,
        `Total credit,${usd(ledger.credit)}`,
        `Ending balance,${usd(ledger.ending)}`,
        'Processing,1',
        'Rejected,2',
        'Date (UTC),Transaction ID,Description,Status,Debit,Credit,Balance',
      ]),
    );
    expect(lines.filter((line) => /^2025-03-/.test(line))).toHaveLength(7);
    expect(lines.some((line) => line.startsWith('2025-03-31T23:59:59.999Z') && line.endsWith(',,9.99,1247.90'))).toBe(
      true,
    );
  });

  it('issues one statement per account and month, and only for a month that has ended', async () => {
    // Proves a repeat gives the same exportId (another day of the same month too) and that the
    // current and a future month are refused (decision 0045).
    const first = await callMethod(
      testApp.app,
      'statementExport',
      { accountId: aliceUsd, dateFrom: '2025-03-01' },
      alice,
    );
    const second = await callMethod(
      testApp.app,
      'statementExport',
      { accountId: aliceUsd, dateFrom: '2025-03-31' },
      alice,
    );
    expect(second.body.exportId).toBe(first.body.exportId);
    const today = new Date().toISOString().slice(0, 10);
    for (const dateFrom of [today, '2999-01-01']) {
      const refused = await callMethod(testApp.app, 'statementExport', { accountId: aliceUsd, dateFrom }, alice);
      expect(refused.body.responseCode).toBe('VF');
      expect(refused.body.validationErrors[0]).toMatchObject({ field: 'dateFrom', code: 'statement_month_not_ended' });
    }
    const badSource = await callMethod(
      testApp.app,
      'statementExport',
      { accountId: aliceUsd, dateFrom: '2025-03-01', source: 'weekly' },
      alice,
    );
    expect(badSource.body.validationErrors[0]).toMatchObject({ field: 'source', code: 'invalid_value' });
  });

  it("lets a customer export, list and download only their own accounts' statements", async () => {
    // Proves the authorisation: bob cannot issue or list alice's account's statements, does not see
    // hers in his list, gets 404 for her files and her account letter, and nobody gets a file without a token.
    const exportId = await issue(aliceUsd, march.dateFrom, alice);
    const export_ = await callMethod(
      testApp.app,
      'statementExport',
      { accountId: aliceUsd, dateFrom: march.dateFrom },
      bob,
    );
    expect(export_.body.validationErrors[0]).toMatchObject({ field: 'accountId', code: 'account_not_found' });
    const listed = await callMethod(testApp.app, 'statementExportList', { accountId: aliceUsd }, bob);
    expect(listed.body.validationErrors[0]).toMatchObject({ field: 'accountId', code: 'account_not_found' });
    const own = await callMethod(testApp.app, 'statementExportList', {}, bob);
    expect(own.body).toMatchObject({ responseCode: '00', total: 0, exports: [] });
    for (const path of [
      `/api/statements/${exportId}/statement.pdf`,
      `/api/statements/${exportId}/statement.csv`,
      `/api/accounts/${aliceUsd}/confirmation.pdf`,
    ]) {
      expect((await download(path, bob)).statusCode).toBe(404);
      expect((await download(path)).statusCode).toBe(401);
    }
    expect((await download(`/api/accounts/${bobUsd}/confirmation.pdf`, bob)).statusCode).toBe(200);
    const sent = await callMethod(testApp.app, 'historyExportSend', { exportId, email: 'bob@example.com' }, bob);
    expect(sent.body.validationErrors[0]).toMatchObject({ code: 'export_not_found' });
  });

  it('e-mails a statement as PDF and CSV through the existing export-by-e-mail', async () => {
    // Proves historyExportSend takes a statement's exportId and puts both files in the outbox.
    const exportId = await issue(aliceUsd, march.dateFrom, alice);
    const sent = await callMethod(
      testApp.app,
      'historyExportSend',
      { exportId, email: 'alice.accounting@example.com' },
      alice,
    );
    expect(sent.body).toMatchObject({ responseCode: '00', exportId, email: 'alice.accounting@example.com' });
    const admin = (await signIn(testApp.app, 'admin@example.com')).accessToken;
    const outbox = await callMethod(testApp.app, 'outboxList', {}, admin);
    expect(outbox.body.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          to: 'alice.accounting@example.com',
          subject: 'Your statement for March 2025',
          attachments: [
            expect.objectContaining({ filename: `statement-${aliceUsd}-2025-03.pdf`, contentType: 'application/pdf' }),
            expect.objectContaining({ filename: `statement-${aliceUsd}-2025-03.csv`, contentType: 'text/csv' }),
          ],
        }),
      ]),
    );
  });

  it('writes the statement and the account letter in Russian for ru', async () => {
    // Proves labels, month and amounts follow Accept-Language, Cyrillic through the embedded font.
    const exportId = await issue(aliceUsd, march.dateFrom, alice);
    const { text } = await pdfText(
      (await download(`/api/statements/${exportId}/statement.pdf`, alice, 'ru')).rawPayload,
    );
    expect(text).toContain('Выписка по счёту');
    expect(text).toContain('Входящий остаток');
    expect(text).toMatch(/март 2025/i);
    expect(text).toMatch(/^1\s247,90$/mu);
    const letter = await download(`/api/accounts/${aliceUsd}/confirmation.pdf`, alice, 'ru');
    expect(letter.statusCode).toBe(200);
    const letterText = (await pdfText(letter.rawPayload)).text;
    expect(letterText).toContain('Подтверждение наличия счёта');
    expect(letterText).toContain(String(aliceUsd));
  });

  it("gives the account confirmation letter on the brand's accountConfirmation letterhead", async () => {
    // Proves the letter names the holder, the account and the brand's letterhead and footer.
    const letter = await download(`/api/accounts/${aliceUsd}/confirmation.pdf`, alice);
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-disposition']).toBe(`attachment; filename="account-confirmation-${aliceUsd}.pdf"`);
    const { text, pageCount } = await pdfText(letter.rawPayload);
    expect(pageCount).toBe(1);
    for (const expected of [
      'Tessera Ltd',
      '1 Mosaic Street, London',
      'Account confirmation',
      'Alice Martin',
      String(aliceUsd),
      'Payment account',
      'USD',
      'Open',
    ])
      expect(text).toContain(expected);
  });

  it('gives every demo customer a statement of last month with their opening balance', async () => {
    // Proves the demo seed (decision 0045): bob's last month holds his opening USD 1,000.00.
    const now = new Date();
    const opened = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 3)).toISOString().slice(0, 10);
    const exportId = await issue(bobUsd, opened, bob);
    const list = await callMethod(testApp.app, 'statementExportList', {}, bob);
    expect((list.body.exports as unknown[])[0]).toMatchObject({
      exportId,
      beginningBalance: '0.00',
      totalCredit: '1000.00',
      endingBalance: '1000.00',
      movementCount: 1,
    });
  });
});
