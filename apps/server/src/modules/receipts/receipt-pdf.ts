import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { ReceiptData, ReceiptParty } from './receipt-data.ts';

const pageWidth = 595.28; // A4 in points
const pageHeight = 841.89;
const margin = 56;

const typeNames: Record<ReceiptData['type'], string> = {
  p2p: 'Transfer to a person',
  betweenAccounts: 'Between own accounts',
  exchange: 'Currency exchange',
  funding: 'Top-up',
};
const statusNames: Record<ReceiptData['status'], string> = {
  completed: 'Completed',
  processing: 'Processing (funds on hold)',
  rejected: 'Rejected',
};

/** '#4c6ef5' as pdf-lib's colour. */
function colourOf(hex: string): RGB {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** "1250.5" → "1,250.5" (grouping only; the digits stay as the decimal string gives them). */
function grouped(amount: string): string {
  const [whole = '0', fraction] = amount.replace('-', '').split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount.startsWith('-') ? '-' : ''}${withCommas}${fraction === undefined ? '' : `.${fraction}`}`;
}

function money(value: { value: string; currencyCode: string }): string {
  return `${grouped(value.value)} ${value.currencyCode}`;
}

/** An account number masked but for its last four digits ("**** 0001"). */
function maskedAccount(accountId: number): string {
  return `**** ${String(accountId).slice(-4)}`;
}

function party(value: ReceiptParty): string {
  return [
    value.name,
    value.email,
    value.accountId === undefined ? undefined : `account ${maskedAccount(value.accountId)}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The standard PDF fonts write WinAnsi only: letters with accents are reduced to their base letter
 * and anything else the font lacks becomes '?', so a name in another script never breaks a receipt.
 */
function writable(font: PDFFont, value: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...value]
    .map((character) => {
      if (supported.has(character.codePointAt(0) ?? 0)) return character;
      const base = character.normalize('NFKD').replace(/\p{M}/gu, '');
      return base !== '' && [...base].every((part) => supported.has(part.codePointAt(0) ?? 0)) ? base : '?';
    })
    .join('');
}

/** Splits `value` into lines no wider than `width` at `size`. */
function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || line === '') line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Builds a one-page A4 receipt of a transfer (decision 0035) with pdf-lib: the brand's letterhead
 * (spec 000 §1 `accountConfirmation`: name, address, phone, e-mail, web, footer lines; the wordmark
 * in the brand colour no wider than `pdfLogo.width`), then the transaction's id, date and time (UTC),
 * type, status, from and to, amount, fee, total, the exchange's rate and both amounts, and the note.
 * Texts are in English (the CSV export's language). Returns the PDF file's bytes.
 */
export async function renderReceiptPdf(receipt: ReceiptData): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const letterhead = receipt.brand.accountConfirmation;
  document.setTitle(`Receipt ${receipt.transactionId}`);
  document.setAuthor(letterhead.name);
  document.setCreator(receipt.brand.projectName);
  document.setCreationDate(receipt.createdAt);
  const page: PDFPage = document.addPage([pageWidth, pageHeight]);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const brandColour = colourOf(receipt.brand.theme.brandColor);
  const ink = rgb(0.1, 0.11, 0.14);
  const dim = rgb(0.38, 0.4, 0.45);
  const draw = (value: string, x: number, y: number, size: number, font: PDFFont = regular, color: RGB = ink) =>
    page.drawText(writable(font, value), { x, y, size, font, color });

  // Letterhead: the wordmark (brand colour) at most pdfLogo.width wide, contacts on the right.
  let wordmarkSize = 22;
  const wordmark = writable(bold, receipt.brand.projectName);
  while (
    wordmarkSize > 10 &&
    bold.widthOfTextAtSize(wordmark, wordmarkSize) > Math.max(receipt.brand.pdfLogo.width, 120)
  )
    wordmarkSize -= 1;
  page.drawRectangle({ x: margin, y: pageHeight - margin - 22, width: 22, height: 22, color: brandColour });
  draw(wordmark, margin + 30, pageHeight - margin - 18, wordmarkSize, bold, brandColour);
  const contacts = [
    letterhead.name,
    ...wrap(regular, letterhead.address, 9, 220),
    letterhead.phone,
    letterhead.email,
    letterhead.web,
  ];
  contacts.forEach((line, index) => {
    const font = index === 0 ? bold : regular;
    const width = font.widthOfTextAtSize(writable(font, line), 9);
    draw(
      line,
      pageWidth - margin - width,
      pageHeight - margin - 6 - index * 12,
      9,
      index === 0 ? bold : regular,
      index === 0 ? ink : dim,
    );
  });
  const ruleY = pageHeight - margin - 12 - contacts.length * 12;
  page.drawRectangle({ x: margin, y: ruleY, width: pageWidth - 2 * margin, height: 2, color: brandColour });

  // Title and the amount.
  let y = ruleY - 40;
  draw('Transfer receipt', margin, y, 20, bold);
  y -= 30;
  const sign = receipt.direction === 'out' ? '-' : '+';
  draw(`${sign}${money(receipt.amount)}`, margin, y, 26, bold, receipt.direction === 'in' ? rgb(0.05, 0.45, 0.3) : ink);
  y -= 30;

  const at = receipt.createdAt.toISOString();
  const rows: [string, string | undefined][] = [
    ['Transaction ID', receipt.transactionId],
    ['Date and time', `${at.slice(0, 10)} ${at.slice(11, 19)} UTC`],
    ['Type', typeNames[receipt.type]],
    ['Status', statusNames[receipt.status]],
    ['From', party(receipt.from)],
    ['To', party(receipt.to)],
    ['Amount', money(receipt.amount)],
    ['Fee', receipt.fee ? money(receipt.fee) : undefined],
    ['Total debited', receipt.total ? money(receipt.total) : undefined],
    [
      'Exchange rate',
      receipt.exchangeRate
        ? `1 ${receipt.amount.currencyCode} = ${receipt.exchangeRate} ${receipt.received?.currencyCode ?? ''}`.trim()
        : undefined,
    ],
    ['Amount received', receipt.received ? money(receipt.received) : undefined],
    ['Description', receipt.description],
    ['Note', receipt.note],
  ];
  const labelWidth = 130;
  const valueWidth = pageWidth - 2 * margin - labelWidth;
  for (const [label, value] of rows) {
    if (!value) continue;
    const lines = wrap(regular, writable(regular, value), 11, valueWidth);
    page.drawLine({
      start: { x: margin, y: y + 16 },
      end: { x: pageWidth - margin, y: y + 16 },
      thickness: 0.5,
      color: rgb(0.86, 0.87, 0.9),
    });
    draw(label, margin, y, 10, bold, dim);
    lines.forEach((line, index) => draw(line, margin + labelWidth, y - index * 14, 11));
    y -= 14 * lines.length + 14;
  }

  // Footer: the letterhead's footer lines.
  let footerY = margin + 12 * letterhead.footerLines.length;
  page.drawRectangle({ x: margin, y: footerY + 10, width: pageWidth - 2 * margin, height: 0.75, color: brandColour });
  for (const line of letterhead.footerLines) {
    draw(line, margin, footerY, 8, regular, dim);
    footerY -= 12;
  }
  draw(
    `This receipt was issued by ${receipt.brand.projectName} and needs no signature.`,
    margin,
    footerY,
    8,
    regular,
    dim,
  );
  return document.save();
}
