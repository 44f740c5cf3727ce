import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';

let testApp: TestApp;
let alice: string;
let bob: string;
let p2pId: string;
let exchangeId: string;

async function money(method: string, body: Record<string, unknown>, token: string): Promise<Record<string, unknown>> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/?method=${method}`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    payload: { method, ...body },
  });
  return response.json<Record<string, unknown>>();
}

beforeAll(async () => {
  testApp = await createTestApp();
  alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
  bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
  const accounts = (await callMethod(testApp.app, 'accountList', {}, alice)).body.accounts as {
    accountId: number;
    currencyCode: string;
    type: number;
  }[];
  const usd = accounts.find((account) => account.currencyCode === 'USD' && account.type === 1001);
  const eur = accounts.find((account) => account.currencyCode === 'EUR');
  if (!usd || !eur) throw new Error('the demo seed gives alice a USD and a EUR payment account');
  const p2p = await money(
    'p2pTransfer',
    { fromAccount: usd.accountId, toEmail: 'bob@example.com', amount: '12.34', currency: 'USD', note: 'Lunch money' },
    alice,
  );
  expect(p2p.responseCode).toBe('00');
  p2pId = String(p2p.transactionId);
  const exchange = await money(
    'betweenAccountsTransfer',
    { fromAccount: eur.accountId, toAccount: usd.accountId, amount: '10.00' },
    alice,
  );
  expect(exchange.responseCode).toBe('00');
  exchangeId = String(exchange.transactionId);
});
afterAll(async () => testApp.close());

async function receipt(transactionId: string, token?: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/history/${transactionId}/receipt.pdf`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** The text a page draws: its content streams inflated, the hex strings of Tj operators decoded (WinAnsi). */
function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  let text = '';
  for (const reference of streams) {
    const stream = page.doc.context.lookup(reference);
    if (!(stream instanceof PDFRawStream)) continue;
    const operators = inflateSync(stream.getContents()).toString('latin1');
    for (const match of operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      text += `${Buffer.from(match[1] ?? '', 'hex').toString('latin1')}\n`;
    }
  }
  return text;
}

describe('transfer receipts (decision 0035)', () => {
  it('answers a one-page PDF with the letterhead, the amounts, the parties and the note', async () => {
    // Proves the receipt of a p2p transfer parses back as a PDF whose text carries the brand's
    // letterhead name and address, the id, the amount, the fee line, the masked account and the note.
    const response = await receipt(p2pId, alice);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${p2pId}.pdf"`);
    const document = await PDFDocument.load(response.rawPayload);
    expect(document.getPageCount()).toBe(1);
    const [page] = document.getPages();
    if (!page) throw new Error('no page');
    const text = pageText(page);
    expect(text).toContain('Tessera Ltd');
    expect(text).toContain('1 Mosaic Street, London');
    expect(text).toContain('Transfer receipt');
    expect(text).toContain(p2pId);
    expect(text).toContain('-12.34 USD');
    expect(text).toContain('Transfer to a person');
    expect(text).toContain('bob@example.com');
    expect(text).toMatch(/alice@example\.com, account \*\*\*\* \d{4}/);
    expect(text).toContain('Lunch money');
    expect(text).toContain('Tessera Ltd is an electronic money institution.');
  });

  it('shows both amounts and the rate of an exchange', async () => {
    // Proves an exchange receipt names the amount sent, the amount received and the rate.
    const response = await receipt(exchangeId, alice);
    expect(response.statusCode).toBe(200);
    const document = await PDFDocument.load(response.rawPayload);
    const text = pageText(document.getPage(0));
    expect(text).toContain('Currency exchange');
    expect(text).toContain('-10.00 EUR');
    expect(text).toMatch(/Exchange rate/);
    expect(text).toMatch(/1 EUR = [\d.]+ USD/);
    expect(text).toMatch(/\d+\.\d{2} USD/);
  });

  it('gives the payee a receipt of the same transfer as money in', async () => {
    // Proves the receiving side sees its own receipt of a p2p transfer (it is a movement on bob's account).
    const response = await receipt(p2pId, bob);
    expect(response.statusCode).toBe(200);
    const text = pageText((await PDFDocument.load(response.rawPayload)).getPage(0));
    expect(text).toContain('+12.34 USD');
    expect(text).not.toContain('Fee');
  });

  it("answers 404 for another customer's transaction and an unknown id, and 401 without a token", async () => {
    // Proves receipts are only for the caller's own movements, and that a credential is required.
    const acme = (await signIn(testApp.app, 'acme@example.com')).accessToken;
    const foreign = await receipt(p2pId, acme);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ responseCode: 'NF' });
    expect((await receipt(randomUUID(), alice)).statusCode).toBe(404);
    expect((await receipt(p2pId)).statusCode).toBe(401);
    const malformed = await receipt('not-a-uuid', alice);
    expect(malformed.json()).toMatchObject({ responseCode: 'VF' });
  });
});
