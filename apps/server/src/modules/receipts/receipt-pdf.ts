import { formatAmount, type Language } from '@tessera/contract';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { fillPlaceholders } from '../../platform/messages/render.ts';
import { pdfFontBytes, pdfFontkit } from '../../platform/pdf-fonts.ts';
import { colourOf, wrapText } from '../../platform/pdf-letterhead.ts';
import type { ReceiptData, ReceiptParty } from './receipt-data.ts';
import { receiptTexts, type ReceiptTexts } from './receipt-texts.ts';

const pageWidth = 595.28; // A4 in points
const pageHeight = 841.89;
const margin = 56;

/** "1250.5" USD → "1,250.50 USD" in en, "1 250,50 USD" in ru: the contract's formatting, no floating point. */
function money(value: { value: string; currencyCode: string }, locale: string): string {
  return `${formatAmount(value.value, value.currencyCode, { locale, withSymbol: false })} ${value.currencyCode}`;
}

/** An account number masked but for its last four digits ("**** 0001"). */
function maskedAccount(accountId: number): string {
  return `**** ${String(accountId).slice(-4)}`;
}

function party(value: ReceiptParty, texts: ReceiptTexts): string {
  return [
    value.name,
    value.email,
    value.accountId === undefined
      ? undefined
      : fillPlaceholders(texts.account, { number: maskedAccount(value.accountId) }),
  ]
    .filter(Boolean)
    .join(', ');
}

/** The decimal string `value` ("1.0842") with the locale's decimal separator ("1,0842" in ru); digits as given. */
function localDecimal(value: string, locale: string): string {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  return decimal ? value.replace('.', decimal) : value;
}

/**
 * Builds a one-page A4 receipt of a transfer (decision 0035) with pdf-lib: the brand's letterhead
 * (spec 000 §1 `accountConfirmation`: name, address, phone, e-mail, web, footer lines; the wordmark
 * in the brand colour no wider than `pdfLogo.width`), then the transaction's id, date and time (UTC),
 * type, status, from and to, amount, fee, total, the exchange's rate and both amounts, and the note.
 * Labels are in `language` (`receiptTexts`); dates and amounts are written for the Intl `locale`
 * ('uk' for 'ua'). Text is drawn in Noto Sans, embedded as a subset of the glyphs used, so every
 * script of the product's languages prints as written. Returns the PDF file's bytes.
 */
export async function renderReceiptPdf(
  receipt: ReceiptData,
  { language, locale }: { language: Language; locale: string },
): Promise<Uint8Array> {
  const texts = receiptTexts[language];
  const fonts = await pdfFontBytes();
  const document = await PDFDocument.create();
  document.registerFontkit(pdfFontkit);
  const letterhead = receipt.brand.accountConfirmation;
  document.setTitle(fillPlaceholders(texts.documentTitle, { transactionId: receipt.transactionId }));
  document.setAuthor(letterhead.name);
  document.setCreator(receipt.brand.projectName);
  document.setLanguage(locale);
  document.setCreationDate(receipt.createdAt);
  const page: PDFPage = document.addPage([pageWidth, pageHeight]);
  const regular = await document.embedFont(fonts.regular, { subset: true });
  const bold = await document.embedFont(fonts.bold, { subset: true });
  const brandColour = colourOf(receipt.brand.theme.brandColor);
  const ink = rgb(0.1, 0.11, 0.14);
  const dim = rgb(0.38, 0.4, 0.45);
  const draw = (value: string, x: number, y: number, size: number, font: PDFFont = regular, color: RGB = ink) =>
    page.drawText(value, { x, y, size, font, color });

  // Letterhead: the wordmark (brand colour) at most pdfLogo.width wide, contacts on the right.
  let wordmarkSize = 22;
  const wordmark = receipt.brand.projectName;
  while (
    wordmarkSize > 10 &&
    bold.widthOfTextAtSize(wordmark, wordmarkSize) > Math.max(receipt.brand.pdfLogo.width, 120)
  )
    wordmarkSize -= 1;
  page.drawRectangle({ x: margin, y: pageHeight - margin - 22, width: 22, height: 22, color: brandColour });
  draw(wordmark, margin + 30, pageHeight - margin - 18, wordmarkSize, bold, brandColour);
  const contacts = [
    letterhead.name,
    ...wrapText(regular, letterhead.address, 9, 220),
    letterhead.phone,
    letterhead.email,
    letterhead.web,
  ];
  contacts.forEach((line, index) => {
    const font = index === 0 ? bold : regular;
    const width = font.widthOfTextAtSize(line, 9);
    draw(line, pageWidth - margin - width, pageHeight - margin - 6 - index * 12, 9, font, index === 0 ? ink : dim);
  });
  const ruleY = pageHeight - margin - 12 - contacts.length * 12;
  page.drawRectangle({ x: margin, y: ruleY, width: pageWidth - 2 * margin, height: 2, color: brandColour });

  // Title and the amount.
  let y = ruleY - 40;
  draw(texts.title, margin, y, 20, bold);
  y -= 30;
  const sign = receipt.direction === 'out' ? '-' : '+';
  draw(
    `${sign}${money(receipt.amount, locale)}`,
    margin,
    y,
    26,
    bold,
    receipt.direction === 'in' ? rgb(0.05, 0.45, 0.3) : ink,
  );
  y -= 30;

  // The date in the reader's language, always in UTC (the server does not know the reader's zone).
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' });
  const { fields } = texts;
  const rows: [string, string | undefined][] = [
    [fields.transactionId, receipt.transactionId],
    [fields.dateTime, dateTime.format(receipt.createdAt)],
    [fields.type, texts.types[receipt.type]],
    [fields.status, texts.statuses[receipt.status]],
    [fields.from, party(receipt.from, texts)],
    [fields.to, party(receipt.to, texts)],
    [fields.amount, money(receipt.amount, locale)],
    [fields.fee, receipt.fee ? money(receipt.fee, locale) : undefined],
    [fields.totalDebited, receipt.total ? money(receipt.total, locale) : undefined],
    [
      fields.exchangeRate,
      receipt.exchangeRate
        ? `1 ${receipt.amount.currencyCode} = ${localDecimal(receipt.exchangeRate, locale)} ${receipt.received?.currencyCode ?? ''}`.trim()
        : undefined,
    ],
    [fields.amountReceived, receipt.received ? money(receipt.received, locale) : undefined],
    [fields.description, receipt.description],
    [fields.note, receipt.note],
  ];
  const labelWidth = 130;
  const valueWidth = pageWidth - 2 * margin - labelWidth;
  for (const [label, value] of rows) {
    if (!value) continue;
    const labelLines = wrapText(bold, label, 10, labelWidth - 10);
    const lines = wrapText(regular, value, 11, valueWidth);
    page.drawLine({
      start: { x: margin, y: y + 16 },
      end: { x: pageWidth - margin, y: y + 16 },
      thickness: 0.5,
      color: rgb(0.86, 0.87, 0.9),
    });
    labelLines.forEach((line, index) => draw(line, margin, y - index * 14, 10, bold, dim));
    lines.forEach((line, index) => draw(line, margin + labelWidth, y - index * 14, 11));
    y -= 14 * Math.max(lines.length, labelLines.length) + 14;
  }

  // Footer: the letterhead's footer lines.
  let footerY = margin + 12 * letterhead.footerLines.length;
  page.drawRectangle({ x: margin, y: footerY + 10, width: pageWidth - 2 * margin, height: 0.75, color: brandColour });
  for (const line of letterhead.footerLines) {
    draw(line, margin, footerY, 8, regular, dim);
    footerY -= 12;
  }
  draw(fillPlaceholders(texts.issuedBy, { brandName: receipt.brand.projectName }), margin, footerY, 8, regular, dim);
  return document.save();
}
