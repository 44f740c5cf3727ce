import { accountTypes, closedAccountStatusId, type Brand, type Language } from '@tessera/contract';
import { fillPlaceholders } from '../../platform/messages/render.ts';
import type { LedgerAccountRow } from '../ledger/index.ts';
import { createLetterheadDocument, drawFooter, inks, pageSize, wrapText } from '../../platform/pdf-letterhead.ts';
import { statementTexts, type StatementTexts } from './statement-texts.ts';

/** What an account confirmation letter states. */
export interface AccountConfirmationLetter {
  brand: Brand;
  holderName: string;
  account: LedgerAccountRow;
  issuedAt: Date;
}

function accountTypeName(type: number, texts: StatementTexts['letter']): string {
  if (type === accountTypes.prepayment) return texts.accountTypes.prepayment;
  if (type === accountTypes.receiving) return texts.accountTypes.receiving;
  if (type >= accountTypes.cardMin && type <= accountTypes.cardMax) return texts.accountTypes.card;
  return texts.accountTypes.payment;
}

/**
 * Builds a one-page A4 account confirmation letter (decision 0045) on the brand's
 * `accountConfirmation` letterhead (spec 000 §1: name, address, phone, e-mail, web, footer lines;
 * the PDF logo): the date, the statement that the holder holds the account with the brand, then the
 * holder, account number, type, currency, status and opening date. No balance is stated. Labels are
 * in `language`, dates in the Intl `locale`. Returns the PDF file's bytes.
 */
export async function renderAccountConfirmationPdf(
  letter: AccountConfirmationLetter,
  { language, locale }: { language: Language; locale: string },
): Promise<Uint8Array> {
  const texts = statementTexts[language].letter;
  const doc = await createLetterheadDocument(letter.brand, {
    title: fillPlaceholders(texts.documentTitle, { number: letter.account.id }),
    locale,
    createdAt: letter.issuedAt,
  });
  const { bold, regular } = doc;
  const { width, margin } = pageSize;
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const { page, top } = doc.addPage(true);
  let y = top;
  const dateLine = longDate.format(letter.issuedAt);
  page.drawText(dateLine, {
    x: width - margin - regular.widthOfTextAtSize(dateLine, 10),
    y,
    size: 10,
    font: regular,
    color: inks.dim,
  });
  y -= 36;
  page.drawText(texts.title, { x: margin, y, size: 20, font: bold, color: inks.ink });
  y -= 34;
  const brandName = letter.brand.accountConfirmation.name;
  for (const line of wrapText(
    regular,
    fillPlaceholders(texts.body, { name: letter.holderName, brandName }),
    11,
    width - 2 * margin,
  )) {
    page.drawText(line, { x: margin, y, size: 11, font: regular, color: inks.ink });
    y -= 16;
  }
  y -= 16;
  const { account } = letter;
  const rows: [string, string][] = [
    [texts.fields.accountHolder, letter.holderName],
    [texts.fields.accountNumber, String(account.id)],
    [texts.fields.accountType, accountTypeName(account.type, texts)],
    [texts.fields.currency, account.currencyCode],
    [
      texts.fields.status,
      account.accountStatusId === closedAccountStatusId ? texts.statuses.closed : texts.statuses.open,
    ],
    [texts.fields.openedOn, longDate.format(account.createdAt)],
  ];
  for (const [label, value] of rows) {
    page.drawLine({
      start: { x: margin, y: y + 16 },
      end: { x: width - margin, y: y + 16 },
      thickness: 0.5,
      color: inks.hairline,
    });
    page.drawText(label, { x: margin, y, size: 10, font: bold, color: inks.dim });
    page.drawText(value, { x: margin + 150, y, size: 11, font: regular, color: inks.ink });
    y -= 28;
  }
  y -= 12;
  for (const line of wrapText(regular, fillPlaceholders(texts.closing, { brandName }), 10, width - 2 * margin)) {
    page.drawText(line, { x: margin, y, size: 10, font: regular, color: inks.dim });
    y -= 14;
  }
  drawFooter(doc, page, letter.brand, letter.brand.accountConfirmation.web);
  return doc.document.save();
}
