import { deflateSync, gzipSync } from 'node:zlib';
import { PDFName, PDFNumber, PDFString, type PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fieldErrorMessages } from '@tessera/contract';
import {
  inspectUpload,
  maxDisplayNameLength,
  maxImagePixels,
  maxPdfDecodedBytes,
  maxPdfPages,
  maxUploadBytes,
  sanitizeDisplayName,
  type AcceptedUpload,
  type RefusedUpload,
} from './upload-inspection.ts';
import { pdfWithPages, photo, pngChunk, withChunkAfterHeader, zipArchive } from '../../test/upload-fixtures.ts';

// Every fixture is made from code (test/upload-fixtures.ts), so each hostile file is visible in the test that refuses it.

function accepted(result: AcceptedUpload | RefusedUpload): AcceptedUpload {
  if (!result.ok) throw new Error(`expected acceptance, got ${result.code}: ${result.reason}`);
  return result;
}

async function refusalCode(bytes: Uint8Array, declaredName = 'upload.jpg', kind: 'document' | 'image' = 'document') {
  const result = await inspectUpload(bytes, { declaredName, kind });
  return result.ok ? 'accepted' : result.code;
}

describe('inspectUpload: images', () => {
  it('re-encodes a PNG without its text and EXIF chunks', async () => {
    const plain = await photo().png().toBuffer();
    const withText = withChunkAfterHeader(
      plain,
      pngChunk('tEXt', Buffer.from('Comment\0taken at home, 12 Rue de la Paix', 'latin1')),
    );
    const withExif = await sharp(withText)
      .withExif({ IFD0: { Copyright: 'Jane Doe', Artist: 'Jane Doe' } })
      .png()
      .toBuffer();
    const hostile = withChunkAfterHeader(
      withExif,
      pngChunk('tEXt', Buffer.from('Comment\0taken at home, 12 Rue de la Paix', 'latin1')),
    );
    expect((await sharp(hostile).metadata()).exif).toBeDefined();
    expect(hostile.includes('tEXt', 0, 'latin1')).toBe(true);

    const result = accepted(await inspectUpload(hostile, { declaredName: 'scan.png', kind: 'document' }));

    expect(result).toMatchObject({ mime: 'image/png', ext: 'png', pages: 1, width: 64, height: 48 });
    const stored = Buffer.from(result.bytes);
    for (const chunk of ['tEXt', 'iTXt', 'zTXt', 'eXIf', 'iCCP'])
      expect(stored.includes(chunk, 0, 'latin1')).toBe(false);
    expect(stored.includes('Rue de la Paix', 0, 'latin1')).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
  });

  it('re-encodes a JPEG without its GPS EXIF, turned upright by its orientation', async () => {
    const hostile = await photo(64, 48)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 24/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 21/1 8/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(hostile).metadata();
    expect(before.orientation).toBe(6);
    expect(hostile.includes('PhoneMaker', 0, 'latin1')).toBe(true);
    // The GPSInfo pointer (tag 0x8825) is in the EXIF block, in either byte order.
    const exif = before.exif ?? Buffer.alloc(0);
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const result = accepted(await inspectUpload(hostile, { declaredName: 'passport.jpeg', kind: 'image' }));

    expect(result).toMatchObject({
      mime: 'image/jpeg',
      ext: 'jpg',
      displayName: 'passport.jpg',
      width: 48,
      height: 64,
    });
    const stored = Buffer.from(result.bytes);
    expect(stored.includes('Exif\0\0', 0, 'latin1')).toBe(false);
    expect(stored.includes('PhoneMaker', 0, 'latin1')).toBe(false);
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
  });

  it('accepts a WebP, re-encoded', async () => {
    const webp = await photo().webp().toBuffer();
    const result = accepted(await inspectUpload(webp, { declaredName: 'selfie.webp', kind: 'image' }));
    expect(result).toMatchObject({ mime: 'image/webp', ext: 'webp', pages: 1 });
  });

  it('refuses a decompression-bomb PNG (huge dimensions in a tiny file) from its header', async () => {
    const side = 20_000;
    expect(side * side).toBeGreaterThan(maxImagePixels);
    const header = Buffer.alloc(13);
    header.writeUInt32BE(side, 0);
    header.writeUInt32BE(side, 4);
    header[8] = 1; // bit depth 1
    header[9] = 0; // greyscale
    // A few rows of zeros stand in for the rest: the file is well under a kilobyte.
    const rows = deflateSync(Buffer.alloc(16 * (1 + side / 8)));
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', rows),
      pngChunk('IEND', new Uint8Array()),
    ]);
    expect(bomb.byteLength).toBeLessThan(1024);

    expect(await refusalCode(bomb, 'bomb.png')).toBe('file_image_too_many_pixels');
  });

  it('refuses a truncated image as unreadable', async () => {
    const jpeg = await photo().jpeg().toBuffer();
    expect(await refusalCode(jpeg.subarray(0, jpeg.byteLength / 2))).toBe('file_image_unreadable');
  });
});

describe('inspectUpload: PDFs', () => {
  it('accepts a PDF of 3 pages and stores it unchanged', async () => {
    const bytes = await (await pdfWithPages(3)).save();
    const result = accepted(await inspectUpload(bytes, { declaredName: 'utility bill.PDF', kind: 'document' }));
    expect(result).toMatchObject({ mime: 'application/pdf', ext: 'pdf', pages: 3, displayName: 'utility bill.pdf' });
    expect(Buffer.from(result.bytes).equals(Buffer.from(bytes))).toBe(true);
  });

  it('refuses a PDF over the page limit', async () => {
    const bytes = await (await pdfWithPages(maxPdfPages + 1)).save();
    expect(await refusalCode(bytes, 'long.pdf')).toBe('file_pdf_too_many_pages');
    const atLimit = await (await pdfWithPages(maxPdfPages)).save();
    expect(await refusalCode(atLimit, 'long.pdf')).toBe('accepted');
  });

  it('refuses a PDF with JavaScript, inside compressed object streams or in plain objects', async () => {
    const document = await pdfWithPages(1);
    document.addJavaScript('greeting', 'app.alert("hello")');
    const compressed = await document.save({ useObjectStreams: true });
    // pdf-lib packs the action into a compressed object stream: only the parsed objects show it.
    expect(Buffer.from(compressed).includes('/JavaScript', 0, 'latin1')).toBe(false);
    expect(await refusalCode(compressed, 'a.pdf')).toBe('file_pdf_active_content');

    const plain = Buffer.from(await document.save({ useObjectStreams: false }));
    expect(await refusalCode(plain, 'a.pdf')).toBe('file_pdf_active_content');
    // The same name written with #xx escapes (ISO 32000-1 §7.3.5) is what a viewer acts on, too.
    const escaped = Buffer.from(plain.toString('latin1').replaceAll('/JavaScript', '/J#61vaScript'), 'latin1');
    expect(escaped.includes('/JavaScript', 0, 'latin1')).toBe(false);
    expect(await refusalCode(escaped, 'a.pdf')).toBe('file_pdf_active_content');
  });

  it('refuses a PDF with a launch action or an embedded file', async () => {
    const launching = await pdfWithPages(1);
    launching.catalog.set(PDFName.of('OpenAction'), launching.context.obj({ S: 'Launch', F: '/bin/sh' }));
    expect(await refusalCode(await launching.save(), 'a.pdf')).toBe('file_pdf_active_content');

    const attaching = await pdfWithPages(1);
    await attaching.attach(Buffer.from('MZ not really a program'), 'invoice.exe', {
      mimeType: 'application/octet-stream',
    });
    expect(await refusalCode(await attaching.save(), 'a.pdf')).toBe('file_pdf_active_content');
  });

  it('refuses an encrypted PDF', async () => {
    const document = await pdfWithPages(1);
    // pdf-lib cannot encrypt; a Standard security handler dictionary in the trailer is what marks
    // a PDF as encrypted for every reader (ISO 32000-1 §7.6.1).
    const encrypt = document.context.obj({ Filter: 'Standard', V: 2, R: 3, Length: 128, P: -3904 });
    document.context.trailerInfo.Encrypt = document.context.register(encrypt);
    const bytes = await document.save({ useObjectStreams: false });
    expect(Buffer.from(bytes).includes('/Encrypt', 0, 'latin1')).toBe(true);
    expect(await refusalCode(bytes, 'locked.pdf')).toBe('file_pdf_encrypted');
  });

  it('refuses a PDF where an image is asked for, and a damaged PDF', async () => {
    const bytes = await (await pdfWithPages(1)).save();
    expect(await refusalCode(bytes, 'selfie.pdf', 'image')).toBe('file_image_required');
    expect(await refusalCode(Buffer.from('%PDF-1.7\n% nothing else\n'), 'broken.pdf')).toBe('file_pdf_unreadable');
  });
});

describe('inspectUpload: PDFs that act on opening or inflate without bound (finding N-L2)', () => {
  /** `document` saved both ways: objects in compressed object streams, and plain objects in the file. */
  async function bothWays(document: PDFDocument): Promise<Uint8Array[]> {
    return [await document.save({ useObjectStreams: true }), await document.save({ useObjectStreams: false })];
  }

  it('refuses an /OpenAction that opens a link or prints, and keeps one that only opens at a page', async () => {
    const linking = await pdfWithPages(1);
    const uri = linking.context.obj({ S: 'URI', URI: PDFString.of('https://evil.example/phish') });
    linking.catalog.set(PDFName.of('OpenAction'), uri);
    for (const bytes of await bothWays(linking))
      expect(await refusalCode(bytes, 'a.pdf')).toBe('file_pdf_active_content');

    const printing = await pdfWithPages(1);
    printing.catalog.set(
      PDFName.of('OpenAction'),
      printing.context.register(printing.context.obj({ S: 'Named', N: 'Print' })),
    );
    for (const bytes of await bothWays(printing))
      expect(await refusalCode(bytes, 'a.pdf')).toBe('file_pdf_active_content');

    // A destination array (ISO 32000-1 §12.3.2) is where to open, not an action.
    const opening = await pdfWithPages(2);
    opening.catalog.set(PDFName.of('OpenAction'), opening.context.obj([opening.getPage(1).ref, 'Fit']));
    for (const bytes of await bothWays(opening)) expect(await refusalCode(bytes, 'a.pdf')).toBe('accepted');
  });

  it('refuses a page with /AA additional actions, also written with a #xx escape', async () => {
    const document = await pdfWithPages(1);
    const action = document.context.obj({ S: 'URI', URI: PDFString.of('https://evil.example/on-open') });
    document.getPage(0).node.set(PDFName.of('AA'), document.context.obj({ O: action }));
    for (const bytes of await bothWays(document))
      expect(await refusalCode(bytes, 'a.pdf')).toBe('file_pdf_active_content');

    const plain = Buffer.from(await document.save({ useObjectStreams: false }));
    const escaped = Buffer.from(plain.toString('latin1').replaceAll('/AA', '/A#41'), 'latin1');
    expect(escaped.includes('/AA', 0, 'latin1')).toBe(false);
    expect(await refusalCode(escaped, 'a.pdf')).toBe('file_pdf_active_content');
  });

  it('refuses a page tree claiming more pages than the limit', async () => {
    const document = await pdfWithPages(1);
    document.catalog.Pages().set(PDFName.of('Count'), PDFNumber.of(999_999_999));
    for (const bytes of await bothWays(document))
      expect(await refusalCode(bytes, 'a.pdf')).toBe('file_pdf_too_many_pages');
  });

  it('refuses a 200 MB flate bomb in a page, in an object stream, and behind a second filter, without inflating it', async () => {
    const zeros = Buffer.alloc(200 * 1024 * 1024);
    expect(zeros.byteLength).toBeGreaterThan(maxPdfDecodedBytes);
    const deflated = deflateSync(zeros);
    expect(deflated.byteLength).toBeLessThan(256 * 1024);

    const inPage = await pdfWithPages(1);
    const content = inPage.context.stream(deflated, { Filter: 'FlateDecode' });
    inPage.getPage(0).node.set(PDFName.of('Contents'), inPage.context.register(content));
    const started = performance.now();
    expect(await refusalCode(await inPage.save({ useObjectStreams: false }), 'a.pdf')).toBe('file_pdf_unreadable');
    // Inflating 200 MB takes longer; stopping at the bound does not (a loose bound, not a timing test).
    expect(performance.now() - started).toBeLessThan(5_000);

    // pdf-lib inflates object streams while loading: this one is measured before it is loaded.
    const inObjectStream = await pdfWithPages(1);
    inObjectStream.context.register(
      inObjectStream.context.stream(deflated, { Type: 'ObjStm', N: 1, First: 0, Filter: 'FlateDecode' }),
    );
    expect(await refusalCode(await inObjectStream.save({ useObjectStreams: false }), 'a.pdf')).toBe(
      'file_pdf_unreadable',
    );

    const twice = await pdfWithPages(1);
    twice.context.register(twice.context.stream(deflateSync(deflated), { Filter: ['FlateDecode', 'FlateDecode'] }));
    const hex = await pdfWithPages(1);
    hex.context.register(
      hex.context.stream(Buffer.from(`${deflated.toString('hex')}>`, 'latin1'), {
        Filter: ['ASCIIHexDecode', 'FlateDecode'],
      }),
    );
    for (const document of [twice, hex]) {
      expect(await refusalCode(await document.save({ useObjectStreams: false }), 'a.pdf')).toBe('file_pdf_unreadable');
    }
  });

  it('accepts streams that inflate within the bound, and refuses an image claiming more pixels than allowed', async () => {
    const document = await pdfWithPages(1);
    const content = document.context.stream(deflateSync(Buffer.alloc(8 * 1024 * 1024, ' ')), { Filter: 'FlateDecode' });
    document.getPage(0).node.set(PDFName.of('Contents'), document.context.register(content));
    expect(await refusalCode(await document.save({ useObjectStreams: false }), 'a.pdf')).toBe('accepted');

    const side = 20_000;
    expect(side * side).toBeGreaterThan(maxImagePixels);
    const huge = await pdfWithPages(1);
    const image = huge.context.stream(deflateSync(Buffer.alloc(1024)), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: side,
      Height: side,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
    });
    huge.context.register(image);
    expect(await refusalCode(await huge.save({ useObjectStreams: false }), 'a.pdf')).toBe('file_pdf_unreadable');
  });

  it('refuses a FlateDecode stream whose data does not inflate', async () => {
    const document = await pdfWithPages(1);
    document.context.register(
      document.context.stream(Buffer.from('\x78\x9c not deflate at all', 'latin1'), { Filter: 'FlateDecode' }),
    );
    expect(await refusalCode(await document.save({ useObjectStreams: false }), 'a.pdf')).toBe('file_pdf_unreadable');
  });
});

describe('inspectUpload: hostile files are refused', () => {
  it('refuses an SVG with a script', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    expect(await refusalCode(svg, 'logo.svg')).toBe('file_type_not_allowed');
    expect(await refusalCode(svg, 'logo.png')).toBe('file_type_not_allowed');
  });

  it('refuses an HTML file named .jpg, judged by content and not by name', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>fetch("/api")</script></body></html>');
    expect(await refusalCode(html, 'photo.jpg')).toBe('file_type_not_allowed');
  });

  it('refuses a ZIP archive without unpacking it', async () => {
    const zip = zipArchive('passport.jpg', 'not a passport');
    const result = await inspectUpload(zip, { declaredName: 'documents.zip', kind: 'document' });
    expect(result).toMatchObject({ ok: false, code: 'file_archive_not_allowed', reason: 'ZIP signature at offset 0' });
  });

  it('refuses a gzip bomb (a megabyte that inflates to a gigabyte) without inflating it', async () => {
    // Concatenated gzip members form one valid stream: 1,000 × 1 MiB of zeros.
    const member = gzipSync(Buffer.alloc(1024 * 1024));
    const bomb = Buffer.concat(Array.from({ length: 1000 }, () => member));
    expect(bomb.byteLength).toBeLessThan(maxUploadBytes);
    const result = await inspectUpload(bomb, { declaredName: 'scan.jpg', kind: 'document' });
    expect(result).toMatchObject({ ok: false, code: 'file_archive_not_allowed', reason: 'gzip signature at offset 0' });
  });

  it('refuses other archive formats by signature', async () => {
    const sevenZip = Buffer.concat([Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]), Buffer.alloc(64)]);
    const rar = Buffer.concat([Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1'), Buffer.alloc(64)]);
    expect(await refusalCode(sevenZip)).toBe('file_archive_not_allowed');
    expect(await refusalCode(rar)).toBe('file_archive_not_allowed');
  });

  it('refuses a JPEG with a ZIP appended (a JPEG+ZIP polyglot), and a PDF with one', async () => {
    const jpeg = await photo().jpeg().toBuffer();
    const zip = zipArchive('payload.html', '<script>alert(1)</script>');
    expect(await refusalCode(Buffer.concat([jpeg, zip]), 'photo.jpg')).toBe('file_polyglot');

    const pdf = await (await pdfWithPages(1)).save();
    expect(await refusalCode(Buffer.concat([pdf, zipArchive('a.txt', 'hello')]), 'bill.pdf')).toBe('file_polyglot');
  });

  it('refuses an image that also holds a PDF, or HTML that a browser would sniff', async () => {
    const png = await photo().png().toBuffer();
    const pdf = await (await pdfWithPages(1)).save();
    const imageAndPdf = withChunkAfterHeader(png, pngChunk('tEXt', Buffer.concat([Buffer.from('Doc\0'), pdf])));
    expect(await refusalCode(imageAndPdf, 'a.png')).toBe('file_polyglot');

    const imageAndHtml = withChunkAfterHeader(
      png,
      pngChunk('tEXt', Buffer.from('Comment\0<html><img src=x onerror=alert(1)>')),
    );
    expect(await refusalCode(imageAndHtml, 'a.png')).toBe('file_polyglot');

    const jpeg = await photo().jpeg().toBuffer();
    const scriptLater = Buffer.concat([
      jpeg.subarray(0, 2000),
      Buffer.from('<SCRIPT>alert(1)</SCRIPT>'),
      jpeg.subarray(2000),
    ]);
    expect(await refusalCode(scriptLater, 'a.jpg')).toBe('file_polyglot');
  });

  it('refuses a PDF with data appended after its end', async () => {
    const pdf = await (await pdfWithPages(1)).save();
    const appended = Buffer.concat([pdf, Buffer.alloc(4096, 0x41)]);
    expect(await refusalCode(appended, 'bill.pdf')).toBe('file_polyglot');
  });

  it('refuses an oversize file before looking at its content, and an empty one', async () => {
    // A ZIP over the limit answers "too large", not "archive": the size is checked first.
    const oversize = Buffer.concat([zipArchive('a.txt', 'a'), Buffer.alloc(maxUploadBytes)]);
    expect(await refusalCode(oversize)).toBe('file_too_large');
    expect(await refusalCode(new Uint8Array())).toBe('file_empty');
  });

  it('refuses HEIC and other types the server cannot safely decode', async () => {
    const heicHeader = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(64),
    ]);
    expect(await refusalCode(heicHeader, 'photo.heic')).toBe('file_type_not_allowed');
    expect(await refusalCode(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), 'photo.jpg')).toBe(
      'file_type_not_allowed',
    );
  });

  it('has an English message in the contract for every refusal code', () => {
    const codes = [
      'file_empty',
      'file_too_large',
      'file_type_not_allowed',
      'file_image_required',
      'file_archive_not_allowed',
      'file_polyglot',
      'file_image_unreadable',
      'file_image_too_many_pixels',
      'file_pdf_unreadable',
      'file_pdf_too_many_pages',
      'file_pdf_encrypted',
      'file_pdf_active_content',
    ] satisfies RefusedUpload['code'][];
    for (const code of codes) expect(fieldErrorMessages[code]).toMatch(/\.$/);
  });
});

describe('sanitizeDisplayName', () => {
  it('keeps only the last path segment of a traversal name and ends it in the detected extension', async () => {
    expect(sanitizeDisplayName('../../etc/passwd.jpg', 'jpg')).toBe('passwd.jpg');
    expect(sanitizeDisplayName('..\\..\\windows\\system32\\evil.png', 'png')).toBe('evil.png');
    const jpeg = await photo().jpeg().toBuffer();
    const result = accepted(await inspectUpload(jpeg, { declaredName: '../../etc/passwd.jpg', kind: 'document' }));
    expect(result.displayName).toBe('passwd.jpg');
  });

  it('drops control and bidirectional characters, leading dots and the declared extension', () => {
    expect(sanitizeDisplayName('invoice\u202Egpj.exe', 'pdf')).toBe('invoicegpj.pdf');
    expect(sanitizeDisplayName('bad\u0000name\r\n.pdf', 'pdf')).toBe('badname.pdf');
    expect(sanitizeDisplayName('.htaccess', 'png')).toBe('htaccess.png');
    expect(sanitizeDisplayName('..', 'png')).toBe('document.png');
    expect(sanitizeDisplayName('', 'pdf')).toBe('document.pdf');
    expect(sanitizeDisplayName('photo.png', 'jpg')).toBe('photo.jpg');
  });

  it('limits the length, counting characters, not UTF-16 units', () => {
    const name = sanitizeDisplayName(`${'ж'.repeat(500)}.pdf`, 'pdf');
    expect(Array.from(name)).toHaveLength(maxDisplayNameLength);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(Array.from(sanitizeDisplayName(`${'😀'.repeat(200)}.jpg`, 'jpg'))).toHaveLength(maxDisplayNameLength);
  });
});
