import type { Brand } from '@tessera/contract';
import { createLetterheadDocument, drawFooter, inks, pageSize, wrapText } from '../../platform/pdf-letterhead.ts';

/** What a signed business resolution prints (decision 0107). */
export interface ResolutionPdfInput {
  brand: Brand;
  companyName: string;
  registrationNumber: string;
  countryCode: string;
  resolutionId: number;
  representativeNames: readonly string[];
  /** Each director who signed, with when (ISO 8601) and from which address. */
  signers: readonly { name: string; signedAt: string; ip: string }[];
  createdAt: Date;
}

/**
 * The signed board resolution as a PDF on the brand's letterhead (decision 0107), in English like
 * the other legal forms: the company, the resolution that the named persons may act for it with the
 * brand, and each director's electronic signature (name, time in UTC, address).
 * @returns the bytes and the page count (one page; a long list is wrapped, never cut).
 */
export async function resolutionPdf(input: ResolutionPdfInput): Promise<{ bytes: Uint8Array; pages: number }> {
  const title = `Board resolution ${input.resolutionId}`;
  const doc = await createLetterheadDocument(input.brand, { title, locale: 'en', createdAt: input.createdAt });
  const { page, top } = doc.addPage(true);
  const { width, margin } = pageSize;
  const contentWidth = width - 2 * margin;
  let y = top;
  const write = (text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) => {
    const size = options.size ?? 10.5;
    const font = options.bold ? doc.bold : doc.regular;
    for (const line of wrapText(font, text, size, contentWidth)) {
      page.drawText(line, { x: margin, y, size, font, color: inks.ink });
      y -= size + 4;
    }
    y -= options.gap ?? 6;
  };
  write('Resolution of the board of directors', { size: 16, bold: true, gap: 10 });
  write(`${input.companyName} (registration number ${input.registrationNumber}, ${input.countryCode})`, { bold: true });
  write(`Resolution number ${input.resolutionId}, proposed on ${input.createdAt.toISOString().slice(0, 10)}.`, {
    gap: 14,
  });
  write(
    `The board of directors resolves that the persons named below are authorised to act for the company with ${input.brand.projectName}: to give instructions on its accounts, to sign and submit documents on its behalf and to receive information about its accounts, within the access rights the company gives each of them.`,
    { gap: 12 },
  );
  write('Authorised representatives', { bold: true });
  for (const name of input.representativeNames) write(`•  ${name}`, { gap: 2 });
  y -= 12;
  write('Signed electronically by the directors', { bold: true });
  for (const signer of input.signers)
    write(`${signer.name} — signed ${signer.signedAt.replace('T', ' ').slice(0, 19)} UTC from ${signer.ip}`, {
      gap: 2,
    });
  drawFooter(doc, page, input.brand, `${title} · ${input.companyName}`);
  const bytes = await doc.document.save();
  return { bytes, pages: doc.document.getPageCount() };
}
