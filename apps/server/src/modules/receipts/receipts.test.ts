import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { customers, users } from '../../db/schema/index.ts';

let testApp: TestApp;
let alice: string;
let bob: string;
let p2pId: string;
let exchangeId: string;
let toRussianNameId: string;
let toRomanianNameId: string;

/** A Russian name (with ё) and a Romanian one (with ș and ț, comma below), as customers write them. */
const russianName = 'Фёдор Ёлкин';
const romanianName = 'Ștefania Țuțuianu-Mușat';

/**
 * Gives a demo customer another first and last name. The product has no method that changes a
 * customer's name (it is set at registration and verified), so the test writes the row.
 */
async function rename(email: string, firstName: string, lastName: string): Promise<void> {
  const [user] = await testApp.database.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.email, email));
  if (!user?.customerId) throw new Error(`no customer ${email}`);
  await testApp.database.db.update(customers).set({ firstName, lastName }).where(eq(customers.id, user.customerId));
}

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
  await rename('dave@example.com', 'Фёдор', 'Ёлкин');
  await rename('carol@example.com', 'Ștefania', 'Țuțuianu-Mușat');
  const toRussianName = await money(
    'p2pTransfer',
    { fromAccount: usd.accountId, toEmail: 'dave@example.com', amount: '1234.50', currency: 'USD', note: 'За ужин' },
    alice,
  );
  expect(toRussianName.responseCode).toBe('00');
  toRussianNameId = String(toRussianName.transactionId);
  const toRomanianName = await money(
    'p2pTransfer',
    { fromAccount: eur.accountId, toEmail: 'carol@example.com', amount: '5.00', currency: 'EUR', note: 'Mulțumesc' },
    alice,
  );
  expect(toRomanianName.responseCode).toBe('00');
  toRomanianNameId = String(toRomanianName.transactionId);
});
afterAll(async () => testApp.close());

async function receipt(transactionId: string, token?: string, acceptLanguage?: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/history/${transactionId}/receipt.pdf`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
    },
  });
}

/**
 * The text of a PDF's pages, one line per drawn text, read back by PDF.js: the receipt's embedded
 * subset font writes glyph ids, not characters, so only a real extractor (through the font's
 * ToUnicode map) gives the text a reader would copy.
 */
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

describe('transfer receipts (decision 0035)', () => {
  it('answers a one-page PDF with the letterhead, the amounts, the parties and the note', async () => {
    // Proves the receipt of a p2p transfer parses back as a PDF whose text carries the brand's
    // letterhead name and address, the id, the amount, the fee line, the masked account and the note.
    const response = await receipt(p2pId, alice);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${p2pId}.pdf"`);
    const { pageCount, text } = await pdfText(response.rawPayload);
    expect(pageCount).toBe(1);
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
    expect(text).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} at /m);
  });

  it('shows both amounts and the rate of an exchange', async () => {
    // Proves an exchange receipt names the amount sent, the amount received and the rate.
    const response = await receipt(exchangeId, alice);
    expect(response.statusCode).toBe(200);
    const { text } = await pdfText(response.rawPayload);
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
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('+12.34 USD');
    expect(text).not.toContain('Fee');
  });

  it("writes a Russian-speaking customer's receipt in Russian, with a Cyrillic payee name exactly", async () => {
    // Proves the labels, type, status, amounts and date follow Accept-Language 'ru' (how the web
    // sends the language on screen, decision 0021) and Cyrillic text survives the embedded font.
    const response = await receipt(toRussianNameId, alice, 'ru');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('ru');
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Квитанция о переводе');
    expect(text).toContain('Получатель');
    expect(text).toContain('Перевод человеку');
    expect(text).toContain('Выполнена');
    expect(text).toContain(russianName);
    expect(text).toContain('За ужин');
    expect(text).toMatch(/^-1\s234,50 USD$/mu);
    expect(text).toMatch(/alice@example\.com, счёт \*\*\*\* \d{4}/);
    expect(text).toMatch(/^\d{1,2} [а-яё]+ \d{4} г\. /mu);
    expect(text).toMatch(/Квитанция выдана .+ и не требует подписи\./);
    expect(text).not.toContain('Transfer receipt');
    const document = await PDFDocument.load(response.rawPayload, { updateMetadata: false });
    expect(document.getTitle()).toBe(`Квитанция ${toRussianNameId}`);
  });

  it("writes Ukrainian for uk (the standard tag of the product's ua), with Ukrainian і and ї in the labels", async () => {
    // Proves a browser-style 'uk-UA' header counts as the product's ua, labels and amounts alike.
    const response = await receipt(toRussianNameId, alice, 'uk-UA,uk;q=0.9');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('uk');
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Квитанція про переказ');
    expect(text).toContain('ID операції');
    expect(text).toContain('Відправник');
    expect(text).toContain('Отримувач');
    expect(text).toContain('Переказ людині');
    expect(text).toContain(`${russianName}, dave@example.com`);
    expect(text).toMatch(/alice@example\.com, рахунок \*\*\*\* \d{4}/);
    expect(text).toMatch(/^-1\s234,50 USD$/mu);
  });

  it('keeps Romanian ș and ț of a name and writes Romanian labels', async () => {
    // Proves Latin letters outside WinAnsi (comma-below ș, ț) print as written, not as s, t or '?'.
    const response = await receipt(toRomanianNameId, alice, 'ro');
    expect(response.statusCode).toBe(200);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Chitanță de transfer');
    expect(text).toContain('Către');
    expect(text).toContain(romanianName);
    expect(text).toContain('Mulțumesc');
    expect(text).toMatch(/^-5,00 EUR$/m);
  });

  it('writes Spanish for es, Australian dates for en-AU, and English for a language the brand lacks', async () => {
    // Proves the language choice: a product language, the Australian locale, and the fallback.
    const spanish = await pdfText((await receipt(exchangeId, alice, 'es')).rawPayload);
    expect(spanish.text).toContain('Comprobante de transferencia');
    expect(spanish.text).toContain('Cambio de divisa');
    expect(spanish.text).toMatch(/^-10,00 EUR$/m);
    const australian = await pdfText((await receipt(p2pId, alice, 'en-AU')).rawPayload);
    expect(australian.text).toContain('Transfer receipt');
    expect(australian.text).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}/m);
    const german = await receipt(p2pId, alice, 'de-DE');
    expect(german.headers['content-language']).toBe('en');
    expect((await pdfText(german.rawPayload)).text).toContain('Transfer receipt');
  });

  it('embeds only the glyphs it uses, so a receipt stays small', async () => {
    // Proves the font is subset: the whole Noto Sans pair is about 1.3 MB, a receipt far less.
    const response = await receipt(toRussianNameId, alice, 'ru');
    expect(response.rawPayload.length).toBeLessThan(80_000);
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
