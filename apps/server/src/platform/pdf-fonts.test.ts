import * as fontkit from 'fontkit';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfFontBytes, pdfFontkit } from './pdf-fonts.ts';

const sample = 'Квитанція ґ є ї Ёлкин Ștefania Țuțuianu ñandú ação 1 234,50';

/** The font files embedded in `bytes` (each FontFile2 stream, decoded). */
async function embeddedFontFiles(bytes: Uint8Array): Promise<Uint8Array[]> {
  const document = await PDFDocument.load(bytes);
  const files: Uint8Array[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || !object.has(PDFName.of('FontFile2'))) continue;
    const stream = object.lookup(PDFName.of('FontFile2'));
    if (stream instanceof PDFRawStream) files.push(decodePDFRawStream(stream).decode());
  }
  return files;
}

describe('PDF fonts', () => {
  it('embeds a subset whose glyphs keep their outlines, for every script of the product', async () => {
    // Proves the subset is sound, not only its text map: pdf-lib's old fontkit fork wrote subsets
    // whose glyphs mostly had no outline (blank in every viewer) while text extraction still worked.
    const { regular } = await pdfFontBytes();
    const document = await PDFDocument.create();
    document.registerFontkit(pdfFontkit);
    const font = await document.embedFont(regular, { subset: true });
    document.addPage([400, 100]).drawText(sample, { x: 10, y: 50, size: 10, font });
    const bytes = await document.save();
    expect(bytes.length).toBeLessThan(20_000);
    const [file] = await embeddedFontFiles(bytes);
    if (!file) throw new Error('no embedded TrueType font');
    const subset = fontkit.create(Buffer.from(file));
    if (!('getGlyph' in subset)) throw new Error('a font collection');
    const letters = new Set([...sample].filter((character) => character.trim() !== ''));
    // Glyph 0 is .notdef; the subset holds the sample's distinct glyphs after it.
    expect(subset.numGlyphs).toBeGreaterThanOrEqual(letters.size);
    // Only the space may have no outline; every other glyph of the sample must draw something.
    const empty = Array.from({ length: subset.numGlyphs - 1 }, (_, index) => subset.getGlyph(index + 1)).filter(
      (glyph) => glyph.path.commands.length === 0,
    );
    expect(empty.length).toBeLessThanOrEqual(1);
  });
});
