import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { documentStatuses, type CertificationState, type Customer } from '@tessera/contract';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type Reply, type TestApp } from '../../../test/test-app.ts';
import { multipartBody, pdfWithPages, zipArchive } from '../../../test/upload-fixtures.ts';
import { documents } from '../../db/schema/index.ts';
import { taxCertifications } from './tax-certification.schema.ts';
import { taxFormFieldNames } from './tax-forms-pdf.ts';

let testApp: TestApp;
let dataDir: string;
let alice: string;
let henry: string;
let acme: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-tax-'));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir } });
  alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
  henry = (await signIn(testApp.app, 'henry@example.com')).accessToken;
  acme = (await signIn(testApp.app, 'acme@example.com')).accessToken;
});

afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const today = () => new Date().toISOString().slice(0, 10);
const signature = (name: string) => ({ signerName: name, signedDate: today(), isPerjuryConfirmed: true });

async function customerInfo(token: string): Promise<Customer> {
  const reply = await callMethod(testApp.app, 'customerInfo', {}, token);
  expect(reply.body.responseCode).toBe('00');
  return reply.body.customer as Customer;
}

async function update(token: string, certification: Record<string, unknown>, signer = 'Henry Walker') {
  return callMethod(testApp.app, 'fatcaCrsUpdate', { certification, signature: signature(signer) }, token);
}

async function documentCount(): Promise<number> {
  return (await testApp.database.db.select().from(documents)).length;
}

async function download(token: string, id: number): Promise<Uint8Array> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/documents/${id}/file`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

async function uploadTo(url: string, token: string, data: object, bytes: Uint8Array, filename: string) {
  const { payload, contentType } = multipartBody([
    { name: 'data', value: JSON.stringify(data) },
    { name: 'document', filename, contentType: 'application/octet-stream', bytes },
  ]);
  const response = await testApp.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, body: response.json<Reply & Partial<CertificationState>>() };
}

describe('certification status in customer info (decision 0078)', () => {
  it('reads notRequired for a customer never asked, and none for henry, whom compliance asked', async () => {
    // Proves existing demo customers are not sent to the splash while henry is.
    expect((await customerInfo(alice)).taxResidencySelfCertificationDocumentStatus).toBe('notRequired');
    expect((await customerInfo(acme)).taxResidencySelfCertificationDocumentStatus).toBe('notRequired');
    expect((await customerInfo(henry)).taxResidencySelfCertificationDocumentStatus).toBe('none');
    const state = await callMethod(testApp.app, 'fatcaCrsGet', {}, henry);
    expect(state.body).toMatchObject({
      responseCode: '00',
      status: 'none',
      isActionRequired: true,
      holder: { kind: 'personal', name: 'Henry Walker', residenceCountryCode: 'US' },
    });
  });
});

describe('fatcaCrsUpdate refusals (spec 002 §5)', () => {
  it('refuses a TIN-required country without TIN or reason, CANNOT_OBTAIN without explanation, and stores nothing', async () => {
    // Proves the server applies the contract's TIN rules at precise paths, and a refusal changes nothing.
    const before = await documentCount();
    const missing = await update(alice, { isUSTaxPayer: false, taxIds: [{ countryCode: 'DE' }] }, 'Alice');
    expect(missing.status).toBe(200);
    expect(missing.body.responseCode).toBe('VF');
    expect(missing.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'certification.taxIds.0.tinMissingReason', code: 'required' }),
    ]);
    const unexplained = await update(
      alice,
      { isUSTaxPayer: false, taxIds: [{ countryCode: 'DE', tinMissingReason: 'CANNOT_OBTAIN' }] },
      'Alice',
    );
    expect(unexplained.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'certification.taxIds.0.tinMissingExplanation', code: 'required' }),
    ]);
    const badFormat = await update(
      alice,
      { isUSTaxPayer: false, taxIds: [{ countryCode: 'DE', taxId: '123' }] },
      'Alice',
    );
    expect(badFormat.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'certification.taxIds.0.taxId', code: 'invalid_format' }),
    ]);
    expect(await documentCount()).toBe(before);
    expect((await customerInfo(alice)).taxResidencySelfCertificationDocumentStatus).toBe('notRequired');
  });

  it('adds the US entry of a US taxpayer and requires its TIN', async () => {
    // Proves "a US payer without a US tax id gets one added": the missing entry's TIN is required.
    const reply = await update(henry, { isUSTaxPayer: true, taxIds: [{ countryCode: 'DE', taxId: '86095742719' }] });
    expect(reply.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'certification.taxIds.1.taxId', code: 'required' }),
    ]);
  });

  it('refuses business fields from a person, a bad signature date and a missing perjury confirmation', async () => {
    // Proves the personal rules are chosen by the caller's customer type, and the signature is checked.
    const answers = { isUSTaxPayer: false, taxIds: [{ countryCode: 'KY', tinMissingReason: 'NO_TIN_IS_REQUIRED' }] };
    const business = await update(alice, { ...answers, entityType: 'general' }, 'Alice');
    expect(business.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'certification.entityType', code: 'unrecognized_keys' }),
    ]);
    const lateDate = await callMethod(
      testApp.app,
      'fatcaCrsUpdate',
      { certification: answers, signature: { ...signature('Alice'), signedDate: '2020-01-01' } },
      alice,
    );
    expect(lateDate.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'signature.signedDate', code: 'invalid_date' }),
    ]);
    const unconfirmed = await callMethod(
      testApp.app,
      'fatcaCrsUpdate',
      { certification: answers, signature: { signerName: 'Alice', signedDate: today() } },
      alice,
    );
    expect(unconfirmed.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'signature.isPerjuryConfirmed', code: 'required' }),
    ]);
  });

  it('refuses a business without its entity type', async () => {
    // Proves a business is checked by the business rules.
    const reply = await update(
      acme,
      { isUSTaxPayer: false, taxIds: [{ countryCode: 'GB', taxId: '1234567890' }] },
      'Ann Director',
    );
    expect(reply.body.responseCode).toBe('VF');
    expect(reply.body.validationErrors).toContainEqual(
      expect.objectContaining({ field: 'certification.entityType', code: 'required' }),
    );
  });
});

describe('fatcaCrsUpdate accepted', () => {
  it('accepts a missing TIN with NO_TIN_IS_REQUIRED where none is required, and refuses a code outside the country list', async () => {
    // Proves a country whose TIN is not required (the Cayman Islands issue none) takes the reason, a
    // code that is no country is refused, and a non-US person without indicia signs no US form.
    const unknown = await update(
      alice,
      { isUSTaxPayer: false, taxIds: [{ countryCode: 'QQ', tinMissingReason: 'NO_TIN_IS_REQUIRED' }] },
      'Alice Smith',
    );
    expect(unknown.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'certification.taxIds.0.countryCode' }),
    ]);
    const reply = await update(
      alice,
      { isUSTaxPayer: false, taxIds: [{ countryCode: 'KY', tinMissingReason: 'NO_TIN_IS_REQUIRED' }] },
      'Alice Smith',
    );
    expect(reply.body).toMatchObject({ responseCode: '00', status: 'pending', isActionRequired: false });
    expect(reply.body.w9DocumentId).toBeUndefined();
    expect(reply.body.selfCertificationDocumentStatus).toBe('pending');
  });

  it('generates a W-9 whose name, TIN, signature name and date read back from the PDF, with the signer IP recorded', async () => {
    // Proves the W-9 is made from the answers and signature, stored as henry's document, and pending.
    const reply = await update(henry, {
      isUSTaxPayer: true,
      taxIds: [{ countryCode: 'US', taxId: '512-34-6789' }],
    });
    expect(reply.body).toMatchObject({
      responseCode: '00',
      status: 'pending',
      usTaxForm: 'W-9',
      w9DocumentStatus: 'pending',
      selfCertificationDocumentStatus: 'pending',
      signerName: 'Henry Walker',
    });
    const pdf = await PDFDocument.load(await download(henry, reply.body.w9DocumentId as number));
    const form = pdf.getForm();
    expect(form.getTextField(taxFormFieldNames.name).getText()).toBe('Henry Walker');
    expect(form.getTextField(taxFormFieldNames.tin).getText()).toBe('512-34-6789');
    expect(form.getTextField(taxFormFieldNames.signatureName).getText()).toBe('Henry Walker');
    expect(form.getTextField(taxFormFieldNames.signatureDate).getText()).toBe(today());
    expect(pdf.getTitle()).toBe('Form W-9 (substitute)');

    const [row] = await testApp.database.db.select().from(taxCertifications);
    expect(row?.signerIp).toBe('127.0.0.1');
    expect((await customerInfo(henry)).taxResidencySelfCertificationDocumentStatus).toBe('pending');
    // Another customer cannot read henry's W-9.
    const foreign = await testApp.app.inject({
      method: 'GET',
      url: `/api/documents/${String(reply.body.w9DocumentId)}/file`,
      headers: { authorization: `Bearer ${alice}` },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('reads validated once compliance confirms both documents, and rejected when one is rejected', async () => {
    // Proves the status follows the documents' review: confirmed → validated, rejected → rejected.
    const state = (await callMethod(testApp.app, 'fatcaCrsGet', {}, henry)).body;
    const ids = [state.w9DocumentId, state.selfCertificationDocumentId] as number[];
    for (const id of ids)
      await testApp.database.db
        .update(documents)
        .set({ statusId: documentStatuses.confirmed })
        .where(eq(documents.id, id));
    expect((await customerInfo(henry)).taxResidencySelfCertificationDocumentStatus).toBe('validated');
    await testApp.database.db
      .update(documents)
      .set({ statusId: documentStatuses.rejected })
      .where(eq(documents.id, ids[0] as number));
    expect((await callMethod(testApp.app, 'fatcaCrsGet', {}, henry)).body).toMatchObject({
      status: 'rejected',
      isActionRequired: true,
      w9DocumentStatus: 'rejected',
    });
  });

  it('generates a W-8BEN valid to the end of the third year for a person with US indicia', async () => {
    // Proves the W-8BEN route of usTaxFormOf and its validity date.
    const reply = await update(
      alice,
      { isUSTaxPayer: false, hasUSIndicia: true, taxIds: [{ countryCode: 'DE', taxId: '86095742719' }] },
      'Alice Smith',
    );
    expect(reply.body).toMatchObject({ responseCode: '00', usTaxForm: 'W-8BEN', w8DocumentStatus: 'pending' });
    expect(reply.body.validUntil).toBe(`${Number(today().slice(0, 4)) + 3}-12-31`);
    const pdf = await PDFDocument.load(await download(alice, reply.body.w8DocumentId as number));
    expect(pdf.getForm().getTextField('foreignTin').getText()).toBe('86095742719');
  });
});

describe('fatcaCrsRequest (decision 0078)', () => {
  it('lets an administrator ask a customer to certify, with an audit entry, and refuses customers', async () => {
    // Proves compliance's request turns notRequired into none (start page: the splash) and is audited.
    const bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
    const admin = (await signIn(testApp.app, 'admin@example.com')).accessToken;
    const bobInfo = await customerInfo(bob);
    expect(bobInfo.taxResidencySelfCertificationDocumentStatus).toBe('notRequired');
    const refused = await callMethod(
      testApp.app,
      'fatcaCrsRequest',
      { customerId: bobInfo.customerId, reason: 'US indicia' },
      bob,
    );
    expect(refused.body.responseCode).toBe('13');
    const unknown = await callMethod(
      testApp.app,
      'fatcaCrsRequest',
      { customerId: 999999, reason: 'US indicia' },
      admin,
    );
    expect(unknown.body.responseCode).toBe('NF');
    const asked = await callMethod(
      testApp.app,
      'fatcaCrsRequest',
      { customerId: bobInfo.customerId, reason: 'US phone number on file' },
      admin,
    );
    expect(asked.body).toMatchObject({ responseCode: '00', status: 'none' });
    expect((await customerInfo(bob)).taxResidencySelfCertificationDocumentStatus).toBe('none');
    const log = await callMethod(testApp.app, 'adminAuditLog', {}, admin);
    expect(JSON.stringify(log.body)).toContain('US phone number on file');
  });
});

describe('W-8BEN-E generated for a business with US indicia (decision 0079)', () => {
  const acmeAnswers = {
    isUSTaxPayer: false,
    hasUSIndicia: true,
    entityType: 'general',
    chapter3Status: 'corporation',
    taxIds: [{ countryCode: 'GB', taxId: '1234567890' }],
  };
  const director = { ...signature('Wile E. Coyote'), signerCapacity: 'Director' };

  it('refuses a missing chapter 3 status, a missing capacity and a status it does not need, and changes nothing', async () => {
    // Proves the W-8BEN-E's own answers are checked at their paths and a refusal stores nothing.
    const before = await documentCount();
    const stateBefore = (await callMethod(testApp.app, 'fatcaCrsGet', {}, acme)).body;
    const noStatus = await callMethod(
      testApp.app,
      'fatcaCrsUpdate',
      { certification: { ...acmeAnswers, chapter3Status: undefined }, signature: director },
      acme,
    );
    expect(noStatus.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'certification.chapter3Status', code: 'required' }),
    ]);
    const noCapacity = await callMethod(
      testApp.app,
      'fatcaCrsUpdate',
      { certification: acmeAnswers, signature: signature('Wile E. Coyote') },
      acme,
    );
    expect(noCapacity.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'signature.signerCapacity', code: 'required' }),
    ]);
    // Without US indicia no W-8BEN-E is signed, so its line 4 has no place.
    const notNeeded = await callMethod(
      testApp.app,
      'fatcaCrsUpdate',
      { certification: { ...acmeAnswers, hasUSIndicia: false }, signature: director },
      acme,
    );
    expect(notNeeded.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'certification.chapter3Status', code: 'unrecognized_keys' }),
    ]);
    expect(await documentCount()).toBe(before);
    expect((await callMethod(testApp.app, 'fatcaCrsGet', {}, acme)).body).toEqual(stateBefore);
  });

  it('generates an active NFFE W-8BEN-E whose Part I, signer, capacity and IP read back from the PDF', async () => {
    // Proves the W-8BEN-E is made from the business's answers and its business address on file (not
    // the director's home), filed as its W-8 document and pending.
    const address = (addressType: number, address1: string, city: string) =>
      callMethod(
        testApp.app,
        'addressCreate',
        { addressType, address1, city, postalCode: 'EC1A 1BB', countryCode: 'GB' },
        acme,
      );
    expect((await address(1, '9 Home Lane', 'Reading')).body.responseCode).toBe('00');
    expect((await address(2, '1 Canary Wharf', 'London')).body.responseCode).toBe('00');
    const reply = await callMethod(
      testApp.app,
      'fatcaCrsUpdate',
      { certification: acmeAnswers, signature: director },
      acme,
    );
    expect(reply.body).toMatchObject({
      responseCode: '00',
      status: 'pending',
      usTaxForm: 'W-8BEN-E',
      w8DocumentStatus: 'pending',
      selfCertificationDocumentStatus: 'pending',
      validUntil: `${Number(today().slice(0, 4)) + 3}-12-31`,
    });
    const bytes = await download(acme, reply.body.w8DocumentId as number);
    const pdf = await PDFDocument.load(bytes);
    const form = pdf.getForm();
    const read = (name: string) => form.getTextField(name).getText();
    expect(pdf.getTitle()).toBe('Form W-8BEN-E (substitute)');
    expect(read(taxFormFieldNames.name)).toBe('Acme Trading Ltd');
    expect(read('country')).toBe('United Kingdom');
    expect(read('permanentResidenceAddress')).toBe('1 Canary Wharf');
    expect(read('permanentResidenceCity')).toBe('London, EC1A 1BB');
    expect(read('permanentResidenceCountry')).toBe('United Kingdom');
    expect(read('chapter3Status')).toBe('Corporation');
    expect(read('chapter4Status')).toBe('Active NFFE (Part XXV)');
    expect(read('foreignTin')).toBe('1234567890');
    expect(read('giin') ?? '').toBe('');
    expect(read(taxFormFieldNames.signatureName)).toBe('Wile E. Coyote');
    expect(read('signerCapacity')).toBe('Director');
    expect(read(taxFormFieldNames.signatureDate)).toBe(today());
    const [row] = await testApp.database.db
      .select()
      .from(taxCertifications)
      .where(eq(taxCertifications.customerId, (await customerInfo(acme)).customerId));
    expect(row).toMatchObject({ signerIp: '127.0.0.1', signerName: 'Wile E. Coyote', usTaxForm: 'W-8BEN-E' });
    expect((await customerInfo(acme)).taxResidencySelfCertificationDocumentStatus).toBe('pending');
  });

  it('certifies a financial institution with a GIIN as a participating FFI', async () => {
    // Proves the chapter 4 status follows the answers: a GIIN makes a participating FFI, printed on line 9a.
    const reply = await callMethod(
      testApp.app,
      'fatcaCrsUpdate',
      {
        certification: {
          ...acmeAnswers,
          entityType: 'financial-institution',
          isFinancialInstitution: true,
          giin: '98q96b.00000.le.250',
        },
        signature: director,
      },
      acme,
    );
    expect(reply.body).toMatchObject({ responseCode: '00', usTaxForm: 'W-8BEN-E', w8DocumentStatus: 'pending' });
    const form = (await PDFDocument.load(await download(acme, reply.body.w8DocumentId as number))).getForm();
    expect(form.getTextField('chapter4Status').getText()).toBe('Participating FFI');
    expect(form.getTextField('giin').getText()).toBe('98Q96B.00000.LE.250');
  });

  it('generates none for a financial institution without a GIIN, which uploads the IRS form it signed', async () => {
    // Proves answers that decide no chapter 4 status file no W-8BEN-E, and the certification waits for the upload.
    const reply = await callMethod(
      testApp.app,
      'fatcaCrsUpdate',
      {
        certification: {
          ...acmeAnswers,
          chapter3Status: undefined,
          entityType: 'financial-institution',
          isFinancialInstitution: true,
          reason: 'Sponsored investment entity',
        },
        signature: director,
      },
      acme,
    );
    expect(reply.body).toMatchObject({ responseCode: '00', usTaxForm: 'W-8BEN-E' });
    // The W-8 on file is still the generated one of the last signature, as history.
    const pdf = await (await pdfWithPages(1)).save();
    const upload = await uploadTo('/api/?method=wFormUpload', acme, { formType: 'W-8BEN-E' }, pdf, 'w8bene.pdf');
    expect(upload.body).toMatchObject({ responseCode: '00', w8DocumentStatus: 'pending', status: 'pending' });
  });
});

describe('fatcaCrsStatus (admin read, decision 0078)', () => {
  it("gives an administrator a customer's certification and refuses customers", async () => {
    // Proves the back office reads the status, the request flag and the documents; a customer is refused.
    const admin = (await signIn(testApp.app, 'admin@example.com')).accessToken;
    const henryId = (await customerInfo(henry)).customerId;
    const read = await callMethod(testApp.app, 'fatcaCrsStatus', { customerId: henryId }, admin);
    expect(read.body).toMatchObject({
      responseCode: '00',
      isRequested: true,
      usTaxForm: 'W-9',
      holder: { kind: 'personal', name: 'Henry Walker' },
    });
    expect(read.body.w9DocumentId).toEqual(expect.any(Number));
    const refused = await callMethod(testApp.app, 'fatcaCrsStatus', { customerId: henryId }, henry);
    expect(refused.status).toBe(403);
    expect(refused.body.responseCode).toBe('13');
    const unknown = await callMethod(testApp.app, 'fatcaCrsStatus', { customerId: 999999 }, admin);
    expect(unknown.body.responseCode).toBe('NF');
    const bad = await callMethod(testApp.app, 'fatcaCrsStatus', { customerId: 'x' }, admin);
    expect(bad.body.responseCode).toBe('VF');
  });

  it('asks a certified business for a new certification: its status reads none until it signs again', async () => {
    // Proves fatcaCrsRequest after a signature reopens the certification, is audited, and a new signature settles it.
    const admin = (await signIn(testApp.app, 'admin@example.com')).accessToken;
    const acmeId = (await customerInfo(acme)).customerId;
    expect((await callMethod(testApp.app, 'fatcaCrsStatus', { customerId: acmeId }, admin)).body).toMatchObject({
      status: 'pending',
      isRequested: false,
    });
    const asked = await callMethod(
      testApp.app,
      'fatcaCrsRequest',
      { customerId: acmeId, reason: 'New US director reported' },
      admin,
    );
    expect(asked.body).toMatchObject({ responseCode: '00', status: 'none' });
    expect((await callMethod(testApp.app, 'fatcaCrsStatus', { customerId: acmeId }, admin)).body).toMatchObject({
      status: 'none',
      isRequested: true,
      isActionRequired: true,
    });
    expect((await customerInfo(acme)).taxResidencySelfCertificationDocumentStatus).toBe('none');
    const log = await callMethod(testApp.app, 'adminAuditLog', {}, admin);
    expect(JSON.stringify(log.body)).toContain('New US director reported');
    const signed = await callMethod(
      testApp.app,
      'fatcaCrsUpdate',
      {
        certification: {
          isUSTaxPayer: false,
          entityType: 'general',
          taxIds: [{ countryCode: 'GB', taxId: '1234567890' }],
        },
        signature: { ...signature('Wile E. Coyote'), signerCapacity: 'Director' },
      },
      acme,
    );
    expect(signed.body).toMatchObject({ responseCode: '00', status: 'pending' });
  });
});

describe('wFormUpload and lossOfNationalityUpload', () => {
  it('refuses hostile files with a clear error and stores nothing', async () => {
    // Proves the uploads go through the documents inspection: an archive and an SVG with script are refused.
    const before = await documentCount();
    for (const [name, bytes] of [
      ['w9.zip', zipArchive('w9.pdf', 'x'.repeat(500))],
      ['w9.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ] as const) {
      const reply = await uploadTo('/api/?method=wFormUpload', henry, { formType: 'W-9' }, bytes, name);
      expect(reply.body.responseCode, name).toBe('VF');
      expect(reply.body.validationErrors).toEqual([expect.objectContaining({ field: 'document' })]);
    }
    const noForm = await uploadTo('/api/?method=wFormUpload', henry, { formType: 'W-7' }, Buffer.from('x'), 'a.pdf');
    expect(noForm.body.responseCode).toBe('VF');
    expect(await documentCount()).toBe(before);
  });

  it('files a signed W-9 upload and a loss-of-nationality certificate on the certification', async () => {
    // Proves both uploads become the certification's documents with status pending.
    const pdf = await (await pdfWithPages(1)).save();
    const w9 = await uploadTo('/api/?method=wFormUpload', henry, { formType: 'W-9' }, pdf, 'signed-w9.pdf');
    expect(w9.body).toMatchObject({ responseCode: '00', w9DocumentStatus: 'pending', status: 'pending' });
    const loss = await uploadTo('/api/?method=lossOfNationalityUpload', alice, {}, pdf, 'cln.pdf');
    expect(loss.body).toMatchObject({ responseCode: '00', lossOfNationalityDocumentStatus: 'pending' });
    expect(loss.body.lossOfNationalityDocumentId).toEqual(expect.any(Number));
  });
});
