import { formatAmount, formatMinor, isTransferKind, transferKinds, type Brand, type Language } from '@tessera/contract';
import type { PDFPage } from 'pdf-lib';
import { fillPlaceholders } from '../../platform/messages/render.ts';
import type { MovementRow } from '../ledger/index.ts';
import { createLetterheadDocument, drawFooter, inks, pageSize, wrapText } from '../../platform/pdf-letterhead.ts';
import type { StatementTotals } from './statement-data.ts';
import type { StatementPeriod } from './statement-period.ts';
import { statementTexts, type StatementTexts } from './statement-texts.ts';

/** What a statement prints (spec 001 §3 "Statement totals"); amounts in minor units of `currencyCode`. */
export interface StatementDocument {
  brand: Brand;
  holderName: string;
  accountId: number;
  currencyCode: string;
  period: StatementPeriod;
  totals: StatementTotals;
  /** The month's movements, oldest first (posted, processing and rejected). */
  movements: readonly MovementRow[];
  issuedAt: Date;
}

/** "October 2026" in the locale, for the month of `period` (UTC). */
export function monthLabel(period: StatementPeriod, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(period.start);
}

/** Minor units as the locale writes the amount, without a symbol ("1,250.50"); digits from the bigint, never a float. */
function localMoney(minor: bigint, currencyCode: string, locale: string): string {
  return formatAmount(formatMinor(minor, currencyCode), currencyCode, { locale, withSymbol: false });
}

/** The text of the statement's description cell: the movement's type, its counterparty and the note. */
export function movementDescription(movement: MovementRow, texts: StatementTexts): string {
  const metadata = movement.metadata ?? {};
  const outgoing = BigInt(movement.amount_minor) < 0n;
  const text = (key: string) => {
    const value = metadata[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  let type: string;
  let counterparty: string | undefined;
  if (movement.transaction_type === 'fee') type = texts.types.fee;
  else if (!isTransferKind(movement.kind)) type = movement.kind;
  else {
    const transactionType = transferKinds[movement.kind].transactionType;
    if (transactionType === 'p2p') {
      type = outgoing ? texts.types.p2pOut : texts.types.p2pIn;
      counterparty = outgoing ? (text('toName') ?? text('toEmail')) : (text('fromName') ?? text('fromEmail'));
    } else {
      type = texts.types[transactionType];
      if (transactionType === 'payout' || transactionType === 'payoutReturn') counterparty = text('beneficiaryName');
      if (transactionType === 'deposit') counterparty = text('senderName');
    }
  }
  return [type, counterparty, text('note')].filter(Boolean).join(' · ');
}

/**
 * Builds a monthly statement as an A4 PDF (spec 001 §3, decision 0045): the brand's
 * letterhead and PDF logo (spec 000 §1), the holder, account, currency and period, the totals
 * (beginning balance, total debit, total credit, ending balance, processing and rejected counts),
 * then every movement with its date (UTC), description, status, debit or credit and the running
 * balance of posted movements, on as many pages as it takes, each numbered. Labels are in
 * `language`, dates and amounts in the Intl `locale`; Noto Sans is embedded as a subset. Returns the
 * PDF file's bytes.
 */
export async function renderStatementPdf(
  statement: StatementDocument,
  { language, locale }: { language: Language; locale: string },
): Promise<Uint8Array> {
  const texts = statementTexts[language];
  const month = monthLabel(statement.period, locale);
  const doc = await createLetterheadDocument(statement.brand, {
    title: fillPlaceholders(texts.documentTitle, { period: month }),
    locale,
    createdAt: statement.issuedAt,
  });
  const { bold, regular } = doc;
  const { width, margin } = pageSize;
  const contentWidth = width - 2 * margin;
  const money = (minor: bigint) => localMoney(minor, statement.currencyCode, locale);
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const shortDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });
  const footerTop = margin + 60;

  let { page, top: y } = doc.addPage(true);
  const draw = (
    target: PDFPage,
    value: string,
    x: number,
    atY: number,
    size: number,
    font = regular,
    color = inks.ink,
  ) => target.drawText(value, { x, y: atY, size, font, color });
  const drawRight = (
    target: PDFPage,
    value: string,
    right: number,
    atY: number,
    size: number,
    font = regular,
    color = inks.ink,
  ) => draw(target, value, right - font.widthOfTextAtSize(value, size), atY, size, font, color);

  // Title, month and the account.
  draw(page, texts.title, margin, y, 18, bold);
  const heading = month.charAt(0).toLocaleUpperCase(locale) + month.slice(1);
  drawRight(page, heading, width - margin, y, 14, bold, doc.brandColour);
  y -= 28;
  const facts: [string, string][] = [
    [texts.fields.accountHolder, statement.holderName],
    [texts.fields.account, String(statement.accountId)],
    [texts.fields.currency, statement.currencyCode],
    [
      texts.fields.period,
      `${longDate.format(statement.period.start)} – ${longDate.format(new Date(`${statement.period.dateTo}T00:00:00Z`))}`,
    ],
  ];
  for (const [label, value] of facts) {
    draw(page, label, margin, y, 9, bold, inks.dim);
    draw(page, value, margin + 110, y, 10);
    y -= 15;
  }
  y -= 8;

  // The totals panel: three columns, two rows.
  const { totals } = statement;
  const cells: [string, string][] = [
    [texts.fields.beginningBalance, `${money(totals.beginningBalanceMinor)} ${statement.currencyCode}`],
    [texts.fields.totalDebit, `${money(totals.totalDebitMinor)} ${statement.currencyCode}`],
    [texts.fields.totalCredit, `${money(totals.totalCreditMinor)} ${statement.currencyCode}`],
    [texts.fields.endingBalance, `${money(totals.endingBalanceMinor)} ${statement.currencyCode}`],
    [texts.fields.processingCount, String(totals.processingCount)],
    [texts.fields.rejectedCount, String(totals.rejectedCount)],
  ];
  const panelHeight = 86;
  page.drawRectangle({ x: margin, y: y - panelHeight, width: contentWidth, height: panelHeight, color: inks.panel });
  const cellWidth = contentWidth / 3;
  cells.forEach(([label, value], index) => {
    const x = margin + 14 + (index % 3) * cellWidth;
    const rowY = y - 20 - Math.floor(index / 3) * 38;
    draw(page, label, x, rowY, 8.5, regular, inks.dim);
    draw(page, value, x, rowY - 15, 12, bold);
  });
  y -= panelHeight + 26;

  // The movements table.
  const columns = [
    { key: 'date', width: 72, align: 'left' },
    { key: 'description', width: 165, align: 'left' },
    { key: 'status', width: 62, align: 'left' },
    { key: 'debit', width: 66, align: 'right' },
    { key: 'credit', width: 66, align: 'right' },
    { key: 'balance', width: contentWidth - 72 - 165 - 62 - 66 - 66, align: 'right' },
  ] as const;
  const columnX = (index: number) => margin + columns.slice(0, index).reduce((sum, column) => sum + column.width, 0);
  const drawHeader = () => {
    columns.forEach((column, index) => {
      const label = texts.columns[column.key];
      if (column.align === 'right') drawRight(page, label, columnX(index) + column.width, y, 8.5, bold, inks.dim);
      else draw(page, label, columnX(index), y, 8.5, bold, inks.dim);
    });
    page.drawLine({
      start: { x: margin, y: y - 5 },
      end: { x: width - margin, y: y - 5 },
      thickness: 0.75,
      color: inks.dim,
    });
    y -= 18;
  };
  drawHeader();
  if (statement.movements.length === 0) {
    draw(page, texts.noMovements, margin, y, 10, regular, inks.dim);
    y -= 16;
  }
  let balance = totals.beginningBalanceMinor;
  for (const movement of statement.movements) {
    const amount = BigInt(movement.amount_minor);
    const completed = movement.status === 'completed';
    if (completed) balance += amount;
    const createdAt = new Date(movement.created_at);
    const description = wrapText(regular, movementDescription(movement, texts), 8.5, columns[1].width - 8);
    const status = wrapText(regular, texts.statuses[movement.status], 8.5, columns[2].width - 4);
    const lines = Math.max(2, description.length, status.length);
    // A row never splits across pages; one taller than a page (a note has at most a few lines) is not expected.
    const rowHeight = lines * 11 + 7;
    if (y - rowHeight < footerTop) {
      ({ page, top: y } = doc.addPage(false));
      draw(page, `${texts.title} · ${month} · ${statement.accountId}`, margin, y, 9, bold, inks.dim);
      y -= 22;
      drawHeader();
    }
    const colour = completed ? inks.ink : inks.dim;
    draw(page, shortDate.format(createdAt), columnX(0), y, 8.5, regular, colour);
    draw(page, time.format(createdAt), columnX(0), y - 11, 8, regular, inks.dim);
    description.forEach((line, index) => draw(page, line, columnX(1), y - index * 11, 8.5, regular, colour));
    status.forEach((line, index) => draw(page, line, columnX(2), y - index * 11, 8.5, regular, colour));
    const absolute = money(amount < 0n ? -amount : amount);
    if (amount < 0n) drawRight(page, absolute, columnX(3) + columns[3].width, y, 8.5, regular, colour);
    else drawRight(page, absolute, columnX(4) + columns[4].width, y, 8.5, regular, completed ? inks.credit : colour);
    if (completed) drawRight(page, money(balance), columnX(5) + columns[5].width, y, 8.5, bold);
    page.drawLine({
      start: { x: margin, y: y - rowHeight + 9 },
      end: { x: width - margin, y: y - rowHeight + 9 },
      thickness: 0.5,
      color: inks.hairline,
    });
    y -= rowHeight;
  }
  if (balance !== totals.endingBalanceMinor) throw new Error('the running balance differs from the ending balance');

  // Footers and page numbers once the page count is known.
  const pages = doc.document.getPages();
  const issued = fillPlaceholders(texts.issuedOn, { date: longDate.format(statement.issuedAt) });
  pages.forEach((target, index) => {
    drawFooter(
      doc,
      target,
      statement.brand,
      `${issued} ${fillPlaceholders(texts.issuedBy, { brandName: statement.brand.projectName })}`,
      fillPlaceholders(texts.pageOf, { page: index + 1, pages: pages.length }),
    );
  });
  return doc.document.save();
}
