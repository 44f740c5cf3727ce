import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { documentStatuses, isDocumentStepNeeded, maxDocumentFileBytes, type ListedDocument } from '@tessera/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type Reply, type TestApp } from '../../../test/test-app.ts';
import { multipartBody, pdfWithPages, photo, zipArchive, type MultipartPart } from '../../../test/upload-fixtures.ts';
import { documents } from './documents.schema.ts';

let testApp: TestApp;
let dataDir: string;
let alice: string;
let bob: string;
let admin: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-documents-'));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir } });
  alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
  bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
  admin = (await signIn(testApp.app, 'admin@example.com')).accessToken;
});

afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const file = (name: string, filename: string, bytes: Uint8Array, contentType = 'application/octet-stream') =>
  ({ name, filename, contentType, bytes }) satisfies MultipartPart;

async function upload(token: string, data: Record<string, unknown>, files: MultipartPart[]) {
  const { payload, contentType } = multipartBody([{ name: 'data', value: JSON.stringify(data) }, ...files]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/?method=documentUpload',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, body: response.json<Reply & { documents?: ListedDocument[] }>() };
}

async function list(token: string, body: Record<string, unknown> = {}): Promise<ListedDocument[]> {
  const reply = await callMethod(testApp.app, 'documentList', body, token);
  expect(reply.body.responseCode).toBe('00');
  return reply.body.documents as ListedDocument[];
}

/** Files in the store (the temporary folder left out). */
async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && !entry.parentPath.endsWith('tmp')).map((entry) => entry.name);
}

async function rowCount(): Promise<number> {
  return (await testApp.database.db.select().from(documents)).length;
}

async function passportJpeg(): Promise<Buffer> {
  return photo()
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Jane Doe', Artist: 'Jane Doe' } })
    .toBuffer();
}

describe('documentUpload', () => {
  it('is a multipart call to the root path like every main-API method (spec 000 §7), and only there', async () => {
    // Proves the data part may name the method, another method in it is refused, a JSON body or a
    // multipart body to a JSON method is refused, the old path is gone and an oversized body is 413.
    const jpeg = await photo().jpeg().toBuffer();
    const named = await upload(alice, { method: 'documentUpload', documentType: 1 }, [file('document', 'a.jpg', jpeg)]);
    expect(named.body.responseCode).toBe('00');
    const mismatch = await upload(alice, { method: 'documentDelete', documentType: 1 }, [
      file('document', 'a.jpg', jpeg),
    ]);
    expect(mismatch.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'method', code: 'method_mismatch' }),
    ]);
    const json = await callMethod(testApp.app, 'documentUpload', { documentType: 1 }, alice);
    expect(json.body.validationErrors).toEqual([expect.objectContaining({ field: 'data', code: 'required' })]);
    const { payload, contentType } = multipartBody([
      { name: 'data', value: JSON.stringify({}) },
      file('document', 'a.jpg', jpeg),
    ]);
    const toJsonMethod = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=documentList',
      headers: { authorization: `Bearer ${alice}`, 'content-type': contentType },
      payload,
    });
    expect(toJsonMethod.statusCode).toBe(400);
    expect(toJsonMethod.json<Reply>().responseCode).toBe('TA1');
    const oldPath = await testApp.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { authorization: `Bearer ${alice}`, 'content-type': contentType },
      payload,
    });
    expect(oldPath.statusCode).toBe(404);
    const oversized = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=documentUpload',
      headers: {
        authorization: `Bearer ${alice}`,
        'content-type': contentType,
        'content-length': String(4 * maxDocumentFileBytes),
      },
      payload,
    });
    expect(oversized.statusCode).toBe(413);
  });

  it('accepts a passport JPEG, lists it as submitted and stores it without EXIF', async () => {
    const jpeg = await passportJpeg();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const reply = await upload(alice, { documentType: 1 }, [file('document', 'my passport.jpg', jpeg, 'image/png')]);
    expect(reply.body.responseCode).toBe('00');
    const [uploaded] = reply.body.documents ?? [];
    // A fresh upload is the uploader's own, never flagged as linked from another customer.
    expect(uploaded).not.toHaveProperty('isLinked');
    expect(uploaded).toMatchObject({
      statusId: documentStatuses.submitted,
      documentTypeId: 1,
      documentType: 'passport',
      categoryId: 1,
      isSubDocument: false,
      fileName: 'my passport.jpg',
      mimeType: 'image/jpeg',
      pages: 1,
    });
    const listed = await list(alice);
    expect(listed.map((document) => document.id)).toContain(uploaded?.id);

    const download = await testApp.app.inject({
      method: 'GET',
      url: `/api/documents/${uploaded?.id}/file`,
      headers: { authorization: `Bearer ${alice}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="my passport.jpg"; filename*=UTF-8''my%20passport.jpg`,
    );
    const metadata = await sharp(download.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(download.rawPayload.includes(Buffer.from('Jane Doe'))).toBe(false);
  });

  it("accepts a proof of address PDF for an own address, and refuses another customer's address", async () => {
    const pdf = await (await pdfWithPages(2)).save();
    const created = await callMethod(
      testApp.app,
      'addressCreate',
      {
        addressType: 1,
        address1: '1 Main Street',
        city: 'Springfield',
        postalCode: '62701',
        countryCode: 'US',
        stateCode: 'IL',
      },
      alice,
    );
    const addressId = (created.body.address as { addressId: number }).addressId;
    const before = await rowCount();
    const foreign = await upload(bob, { documentType: 11, addressId }, [file('document', 'statement.pdf', pdf)]);
    expect(foreign.body.responseCode).toBe('NF');
    expect(await rowCount()).toBe(before);
    const reply = await upload(alice, { documentType: 11, addressId }, [file('document', 'statement.pdf', pdf)]);
    expect(reply.body.responseCode).toBe('00');
    expect(reply.body.documents?.[0]).toMatchObject({
      categoryId: 2,
      mimeType: 'application/pdf',
      pages: 2,
      addressId,
    });
    expect((await list(alice, { categoryId: 2 })).every((document) => document.categoryId === 2)).toBe(true);
  });

  it('accepts an identity card with its back side as a sub-document', async () => {
    const front = await photo().jpeg().toBuffer();
    const back = await photo(48, 32).png().toBuffer();
    const reply = await upload(alice, { documentType: 4 }, [
      file('document', 'front.jpg', front),
      file('additionalDocument', 'back.png', back),
    ]);
    expect(reply.body.responseCode).toBe('00');
    const [main, sub] = reply.body.documents ?? [];
    expect(sub).toMatchObject({ isSubDocument: true, parentId: main?.id, documentTypeId: 4, mimeType: 'image/png' });
  });

  it('keeps only the last segment of a name that walks out of a folder, with the detected extension', async () => {
    const reply = await upload(alice, { documentType: 99 }, [
      file('document', '..\\..\\../../etc/passwd.exe', await photo().png().toBuffer()),
    ]);
    expect(reply.body.documents?.[0]?.fileName).toBe('passwd.png');
  });

  it('refuses an identity card (type 4) without its back side, storing nothing', async () => {
    const before = { files: (await storedFiles()).length, rows: await rowCount() };
    const reply = await upload(alice, { documentType: 4 }, [
      file('document', 'front.jpg', await photo().jpeg().toBuffer()),
    ]);
    expect(reply.body.responseCode).toBe('VF');
    expect(reply.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'additionalDocument', code: 'required' }),
    ]);
    expect({ files: (await storedFiles()).length, rows: await rowCount() }).toEqual(before);
  });

  it('refuses a business category for a personal customer and an unknown type', async () => {
    for (const documentType of [30, 12345]) {
      const reply = await upload(alice, { documentType }, [file('document', 'a.jpg', await photo().jpeg().toBuffer())]);
      expect(reply.body.validationErrors).toEqual([
        expect.objectContaining({ field: 'documentType', code: 'invalid_value' }),
      ]);
    }
  });

  it('refuses every hostile file with a clear error and stores nothing, not even the honest part beside it', async () => {
    const honest = await photo().jpeg().toBuffer();
    const jpeg = await photo().jpeg().toBuffer();
    const hostile: { name: string; bytes: Uint8Array; code: string }[] = [
      {
        name: 'logo.svg',
        bytes: Buffer.from(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
        ),
        code: 'file_type_not_allowed',
      },
      { name: 'scan.zip', bytes: zipArchive('scan.jpg', 'x'.repeat(1000)), code: 'file_archive_not_allowed' },
      {
        name: 'photo.jpg',
        bytes: Buffer.concat([jpeg, zipArchive('payload.html', '<script>alert(1)</script>')]),
        code: 'file_polyglot',
      },
      {
        name: 'photo.jpg',
        bytes: Buffer.from('<!doctype html><html><body><script>fetch("/api")</script></body></html>'),
        code: 'file_type_not_allowed',
      },
      {
        name: '../../etc/passwd.jpg',
        bytes: Buffer.from('root:x:0:0:root:/root:/bin/bash\n'),
        code: 'file_type_not_allowed',
      },
    ];
    const before = { files: (await storedFiles()).length, rows: await rowCount() };
    for (const { name, bytes, code } of hostile) {
      const reply = await upload(alice, { documentType: 4 }, [
        file('document', 'front.jpg', honest),
        file('additionalDocument', name, bytes),
      ]);
      expect(reply.body.responseCode, name).toBe('VF');
      expect(reply.body.validationErrors).toEqual([
        expect.objectContaining({ field: 'additionalDocument', code, description: expect.any(String) }),
      ]);
    }
    expect({ files: (await storedFiles()).length, rows: await rowCount() }).toEqual(before);
  });

  it('refuses a file over the size limit while it streams in', async () => {
    const before = { files: (await storedFiles()).length, rows: await rowCount() };
    const oversize = Buffer.concat([await photo().jpeg().toBuffer(), Buffer.alloc(maxDocumentFileBytes)]);
    const reply = await upload(alice, { documentType: 1 }, [file('document', 'big.jpg', oversize)]);
    expect(reply.body.responseCode).toBe('VF');
    expect(reply.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'document', code: 'file_too_large' }),
    ]);
    expect({ files: (await storedFiles()).length, rows: await rowCount() }).toEqual(before);
  });

  it('refuses an undeclared file part, a missing data part and an unauthenticated caller', async () => {
    const jpeg = await photo().jpeg().toBuffer();
    const extra = await upload(alice, { documentType: 1 }, [
      file('document', 'a.jpg', jpeg),
      file('evil', 'b.jpg', jpeg),
    ]);
    expect(extra.body.validationErrors).toEqual([expect.objectContaining({ field: 'evil', code: 'invalid_value' })]);
    const { payload, contentType } = multipartBody([file('document', 'a.jpg', jpeg)]);
    const noData = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=documentUpload',
      headers: { authorization: `Bearer ${alice}`, 'content-type': contentType },
      payload,
    });
    expect(noData.json<Reply>().validationErrors).toEqual([
      expect.objectContaining({ field: 'data', code: 'required' }),
    ]);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=documentUpload',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a password sent for an encrypted PDF with the clear refusal on the file and the password', async () => {
    // pdf-lib cannot encrypt; a Standard security handler in the trailer marks a PDF as encrypted.
    const document = await pdfWithPages(1);
    const encrypt = document.context.obj({ Filter: 'Standard', V: 2, R: 3, Length: 128, P: -3904 });
    document.context.trailerInfo.Encrypt = document.context.register(encrypt);
    const encrypted = await document.save();
    const reply = await upload(alice, { documentType: 11, documentPassword: 'secret-password' }, [
      file('document', 'statement.pdf', encrypted),
    ]);
    expect(reply.body.responseCode).toBe('VF');
    expect(reply.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'document', code: 'file_pdf_encrypted' }),
      expect.objectContaining({ field: 'documentPassword', code: 'file_pdf_encrypted' }),
    ]);
    expect(JSON.stringify(reply.body)).not.toContain('secret-password');
  });
});

describe('documentList, documentFile and documentDelete', () => {
  it("keeps a customer's documents from every other customer, but not from an administrator", async () => {
    const [own] = await list(alice);
    expect(own).toBeDefined();
    expect((await list(bob)).map((document) => document.id)).not.toContain(own?.id);
    const download = (token: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/documents/${own?.id}/file`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await download(bob)).statusCode).toBe(404);
    expect((await download(admin)).statusCode).toBe(200);
    const deleted = await callMethod(testApp.app, 'documentDelete', { id: own?.id }, bob);
    expect(deleted.body.responseCode).toBe('NF');
    expect((await list(alice)).map((document) => document.id)).toContain(own?.id);
  });

  it('deletes a submitted document with its sub-documents, refuses a confirmed one', async () => {
    const card = (await list(alice)).find((document) => document.documentTypeId === 4 && !document.isSubDocument);
    expect(card).toBeDefined();
    expect((await callMethod(testApp.app, 'documentDelete', { id: card?.id }, alice)).body.responseCode).toBe('00');
    const after = await list(alice);
    expect(after.some((document) => document.id === card?.id || document.parentId === card?.id)).toBe(false);
    const gone = await testApp.app.inject({
      method: 'GET',
      url: `/api/documents/${card?.id}/file`,
      headers: { authorization: `Bearer ${alice}` },
    });
    expect(gone.statusCode).toBe(404);

    const [passport] = after.filter((document) => document.documentTypeId === 1);
    await testApp.database.db
      .update(documents)
      .set({ statusId: documentStatuses.confirmed })
      .where(eq(documents.id, passport?.id ?? 0));
    expect((await callMethod(testApp.app, 'documentDelete', { id: passport?.id }, alice)).body.responseCode).toBe('13');
  });

  it('feeds isDocumentStepNeeded: needed while any listed document awaits review, not once all are confirmed', async () => {
    expect(isDocumentStepNeeded(await list(alice))).toBe(true);
    await testApp.database.db
      .update(documents)
      .set({ statusId: documentStatuses.confirmed })
      .where(eq(documents.statusId, 0));
    expect(isDocumentStepNeeded(await list(alice))).toBe(false);
    expect(isDocumentStepNeeded(await list(bob))).toBe(true);
  });

  it('answers the document-type dictionary with the address types of a country', async () => {
    const reply = await callMethod(testApp.app, 'documentTypes', { countryCode: 'UA' }, alice);
    const groups = reply.body.documentTypes as { categoryId: number; customerDocumentTypes: { id: number }[] }[];
    expect(groups.find((group) => group.categoryId === 2)?.customerDocumentTypes.map((type) => type.id)).toContain(88);
    const elsewhere = await callMethod(testApp.app, 'documentTypes', { countryCode: 'DE' }, alice);
    const de = elsewhere.body.documentTypes as typeof groups;
    expect(de.find((group) => group.categoryId === 2)?.customerDocumentTypes.map((type) => type.id)).not.toContain(88);
  });
});
