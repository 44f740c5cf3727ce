import { crc32 } from 'node:zlib';
import type { ListedDocument } from '@tessera/contract';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { Reply } from './test-app.ts';

// Builders of upload fixtures, shared by the inspection's tests and the documents module's: every
// file, honest or hostile, is made from code so the test that uses it shows what it is.

/** A small photo-like image: a colour gradient, so encoders have real data to compress. */
export function photo(width = 64, height = 48): ReturnType<typeof sharp> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index += 1) {
    pixels[index * 3] = index % 256;
    pixels[index * 3 + 1] = (index * 7) % 256;
    pixels[index * 3 + 2] = (index * 13) % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** One PNG chunk: length, type, data, CRC-32 of type and data (PNG §5.3). */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** `png` with `chunk` inserted right after its IHDR chunk (8-byte signature + 25-byte IHDR). */
export function withChunkAfterHeader(png: Buffer, chunk: Buffer): Buffer {
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

/** A minimal ZIP archive holding one stored (uncompressed) file. */
export function zipArchive(name: string, content: string): Buffer {
  const fileName = Buffer.from(name, 'latin1');
  const data = Buffer.from(content, 'latin1');
  const checksum = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(checksum, 14);
  local.writeUInt32LE(data.byteLength, 18);
  local.writeUInt32LE(data.byteLength, 22);
  local.writeUInt16LE(fileName.byteLength, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(checksum, 16);
  central.writeUInt32LE(data.byteLength, 20);
  central.writeUInt32LE(data.byteLength, 24);
  central.writeUInt16LE(fileName.byteLength, 28);
  const directoryOffset = local.byteLength + fileName.byteLength + data.byteLength;
  const directorySize = central.byteLength + fileName.byteLength;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

export async function pdfWithPages(count: number, options: { useObjectStreams?: boolean } = {}): Promise<PDFDocument> {
  const document = await PDFDocument.create();
  for (let page = 0; page < count; page += 1) document.addPage([595, 842]).drawText(`Page ${page + 1}`);
  await document.save(options); // settles the document as a viewer would read it
  return document;
}

/** One part of a multipart body: a text field, or a file with its declared name and type. */
export type MultipartPart =
  { name: string; value: string } | { name: string; filename: string; contentType: string; bytes: Uint8Array };

/**
 * A multipart/form-data body built by hand (RFC 7578), so a test controls every byte a hostile
 * client could send: the payload and its Content-Type header with the boundary.
 */
export function multipartBody(parts: readonly MultipartPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----tessera-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'value' in part
        ? `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}`, 'utf8'));
    chunks.push('value' in part ? Buffer.from(part.value, 'utf8') : Buffer.from(part.bytes));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Uploads one file as `documentType` through `POST /api/?method=documentUpload` (spec 002 §3 upload data) for the
 * bearer of `token`, expects '00' and answers the main document the upload listed.
 */
export async function uploadDocument(
  app: FastifyInstance,
  token: string,
  documentType: number,
  bytes: Buffer,
  filename: string,
): Promise<ListedDocument> {
  const { payload, contentType } = multipartBody([
    { name: 'data', value: JSON.stringify({ documentType }) },
    { name: 'document', filename, contentType: 'application/octet-stream', bytes },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/?method=documentUpload',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
  const body = response.json<Reply & { documents: ListedDocument[] }>();
  if (body.responseCode !== '00') throw new Error(`the upload answered ${String(body.responseCode)}`);
  const [main] = body.documents;
  if (!main) throw new Error('the upload answered no document');
  return main;
}
