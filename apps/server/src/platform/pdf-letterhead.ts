import type { Brand, Language } from '@tessera/contract';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { pdfFontBytes, pdfFontkit } from './pdf-fonts.ts';

/** A4 in points, and the page margin. */
export const pageSize = { width: 595.28, height: 841.89, margin: 48 } as const;

/** Colours of the documents: ink, dimmed text, hairlines, money in. */
export const inks = {
  ink: rgb(0.1, 0.11, 0.14),
  dim: rgb(0.38, 0.4, 0.45),
  hairline: rgb(0.86, 0.87, 0.9),
  panel: rgb(0.965, 0.97, 0.98),
  credit: rgb(0.05, 0.45, 0.3),
} as const;

/**
 * The Intl locale that writes a document's dates and amounts in `language` (receipts, statements,
 * letters; decision 0035): 'uk' for the product's 'ua' (Intl's tag for Ukrainian), 'en-AU' when the
 * request asked for the web's Australian English first, else the language itself.
 */
export function documentLocale(language: Language, acceptLanguage: string | undefined): string {
  if (language === 'ua') return 'uk';
  const firstTag = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  if (language === 'en' && firstTag === 'en-au') return 'en-AU';
  return language;
}

/** '#4c6ef5' as pdf-lib's colour. */
export function colourOf(hex: string): RGB {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** A PDF document on a brand's letterhead, with Noto Sans (regular and bold, embedded as subsets). */
export interface LetterheadDocument {
  document: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  brandColour: RGB;
  /** Adds an A4 page; with `letterhead` the full letterhead, else a one-line header. @returns the page and the y below the header. */
  addPage: (letterhead: boolean) => { page: PDFPage; top: number };
}

/**
 * Splits `value` into lines no wider than `width` at `size`, at ordinary spaces only (the no-break
 * spaces Intl writes inside numbers and dates keep them whole); a word wider than a line is cut.
 */
export function wrapText(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/[ \t\n]+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || line === '') line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.map((text) => {
    let cut = text;
    while (cut.length > 1 && font.widthOfTextAtSize(cut, size) > width) cut = cut.slice(0, -1);
    return cut;
  });
}

/**
 * Starts a PDF on `brand`'s letterhead (used by statements and account letters; receipts still draw
 * their own, the same design, decision 0035) (spec 000 §1 `accountConfirmation`: name, address, phone,
 * e-mail, web; `pdfLogo`: the mark and wordmark in the brand colour no wider than its width), the
 * same letterhead as the receipts (decision 0035). Later pages carry the wordmark only.
 */
export async function createLetterheadDocument(
  brand: Brand,
  meta: { title: string; locale: string; createdAt: Date },
): Promise<LetterheadDocument> {
  const fonts = await pdfFontBytes();
  const document = await PDFDocument.create();
  document.registerFontkit(pdfFontkit);
  const letterhead = brand.accountConfirmation;
  document.setTitle(meta.title);
  document.setAuthor(letterhead.name);
  document.setCreator(brand.projectName);
  document.setLanguage(meta.locale);
  document.setCreationDate(meta.createdAt);
  const regular = await document.embedFont(fonts.regular, { subset: true });
  const bold = await document.embedFont(fonts.bold, { subset: true });
  const brandColour = colourOf(brand.theme.brandColor);
  const { width, height, margin } = pageSize;

  const addPage = (full: boolean) => {
    const page = document.addPage([width, height]);
    let wordmarkSize = full ? 22 : 14;
    while (
      wordmarkSize > 10 &&
      bold.widthOfTextAtSize(brand.projectName, wordmarkSize) > Math.max(brand.pdfLogo.width, 120)
    )
      wordmarkSize -= 1;
    const mark = full ? 22 : 14;
    page.drawRectangle({ x: margin, y: height - margin - mark, width: mark, height: mark, color: brandColour });
    page.drawText(brand.projectName, {
      x: margin + mark + 8,
      y: height - margin - mark + (full ? 4 : 2),
      size: wordmarkSize,
      font: bold,
      color: brandColour,
    });
    if (!full) {
      page.drawRectangle({
        x: margin,
        y: height - margin - mark - 10,
        width: width - 2 * margin,
        height: 1,
        color: brandColour,
      });
      return { page, top: height - margin - mark - 30 };
    }
    const contacts = [
      letterhead.name,
      ...wrapText(regular, letterhead.address, 9, 220),
      letterhead.phone,
      letterhead.email,
      letterhead.web,
    ];
    contacts.forEach((line, index) => {
      const font = index === 0 ? bold : regular;
      page.drawText(line, {
        x: width - margin - font.widthOfTextAtSize(line, 9),
        y: height - margin - 6 - index * 12,
        size: 9,
        font,
        color: index === 0 ? inks.ink : inks.dim,
      });
    });
    const ruleY = height - margin - 12 - contacts.length * 12;
    page.drawRectangle({ x: margin, y: ruleY, width: width - 2 * margin, height: 2, color: brandColour });
    return { page, top: ruleY - 34 };
  };
  return { document, regular, bold, brandColour, addPage };
}

/**
 * Draws the letterhead's footer lines, then `lastLine` and, when given, `pageLabel` at the right,
 * at the bottom of `page`. @returns the y above the footer (the lowest y content may use).
 */
export function drawFooter(
  doc: LetterheadDocument,
  page: PDFPage,
  brand: Brand,
  lastLine: string,
  pageLabel?: string,
): number {
  const { width, margin } = pageSize;
  const lines = [...brand.accountConfirmation.footerLines, lastLine].flatMap((line) =>
    wrapText(doc.regular, line, 7.5, width - 2 * margin - 90),
  );
  let y = margin + 10 * (lines.length - 1);
  const top = y + 12;
  page.drawRectangle({ x: margin, y: top, width: width - 2 * margin, height: 0.75, color: doc.brandColour });
  for (const line of lines) {
    page.drawText(line, { x: margin, y, size: 7.5, font: doc.regular, color: inks.dim });
    y -= 10;
  }
  if (pageLabel)
    page.drawText(pageLabel, {
      x: width - margin - doc.regular.widthOfTextAtSize(pageLabel, 7.5),
      y: margin,
      size: 7.5,
      font: doc.regular,
      color: inks.dim,
    });
  return top + 14;
}
