import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

/** pdf-lib's font-engine interface (its package does not export the type's name). */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * The font engine handed to pdf-lib's `registerFontkit`: the maintained `fontkit` (2.x), not
 * pdf-lib's old fork `@pdf-lib/fontkit`, whose subsets of TrueType fonts drop glyphs (it writes the
 * short `loca` table without padding odd-length glyph records, so most letters of a Noto Sans
 * subset render blank; fixed in fontkit 1.8). fontkit 2 encodes a subset with `encode()`, while
 * pdf-lib still calls the 1.x `encodeStream()`, so each subset gets that method as a one-chunk
 * stream. Everything else pdf-lib uses (layout, glyph metrics, the character set) is unchanged.
 * @throws Error from fontkit when the bytes are not a font, or are a collection of several.
 */
export const pdfFontkit: Fontkit = {
  create(bytes, postscriptName) {
    const font = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), postscriptName);
    if (!('createSubset' in font)) throw new Error('a font collection, not one font');
    const createSubset = font.createSubset.bind(font);
    const adapted = Object.assign(font, {
      createSubset: () => {
        const subset = createSubset();
        return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) });
      },
    });
    if (!isPdfLibFont(adapted)) throw new Error('a font without the head and post tables');
    return adapted;
  },
};

/**
 * True when `font` has the tables pdf-lib reads besides fontkit's typed API (`head`, `post`; every
 * TrueType and OpenType font has both, and fontkit exposes each table as a property).
 */
function isPdfLibFont(font: object): font is ReturnType<Fontkit['create']> {
  return 'head' in font && 'post' in font && 'layout' in font;
}

// Font files are found the way Node finds packages, from this file up through node_modules.
const require = createRequire(import.meta.url);

/** The regular and bold faces of a PDF's text font, as font file bytes. */
export interface PdfFontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

let fontBytes: Promise<PdfFontBytes> | undefined;

/**
 * The bytes of Noto Sans (SIL Open Font License 1.1), regular and bold: TrueType files of the npm
 * package `@expo-google-fonts/noto-sans` (Google Fonts' files; nothing of the package runs). One
 * font covers Latin with every diacritic our languages use (ș ț ã ñ ç), Cyrillic with Ukrainian
 * і ї є ґ, and the no-break spaces Intl puts in numbers and dates. Read once per process on first
 * use (about 1.3 MB) and kept; embed them with `{ subset: true }` so a PDF carries only the glyphs
 * it draws. A failed read is not kept, so the next call tries again.
 */
export function pdfFontBytes(): Promise<PdfFontBytes> {
  if (!fontBytes) {
    fontBytes = Promise.all([
      readFile(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
      readFile(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
    ]).then(
      ([regular, bold]) => ({ regular, bold }),
      (error: unknown) => {
        fontBytes = undefined;
        throw error;
      },
    );
  }
  return fontBytes;
}
