import type { Brand, CertificationAnswers, UsTaxForm } from '@tessera/contract';
import { PDFDocument, type PDFFont, type PDFForm, type PDFPage } from 'pdf-lib';
import { pdfFontBytes, pdfFontkit } from '../../platform/pdf-fonts.ts';
import { inks, pageSize, wrapText } from '../../platform/pdf-letterhead.ts';

/**
 * The signed tax forms as PDFs (spec 002 §2 "W-form request and signing"; issue 14 item 8; decision
 * 0079): a substitute Form W-9 for a US person, a substitute Form W-8BEN for a person with US indicia,
 * and the CRS/FATCA self-certification of every holder. The IRS accepts substitute forms that carry
 * the official form's wording for the fields and certifications used; these print those fields and
 * the certification text, in English as the IRS forms are.
 *
 * Every value is an AcroForm text field (read-only) as well as what the page shows, so a reviewer, a
 * test or a later import reads the answers back from the file (`form.getTextField('tin')`).
 */

/** What every form prints about the holder and the signature. */
export interface TaxFormInput {
  brand: Brand;
  holder: {
    kind: 'personal' | 'business';
    name: string;
    residenceCountryCode?: string | undefined;
    birthDay?: string | undefined;
  };
  answers: CertificationAnswers;
  signature: { signerName: string; signedDate: string; signerCapacity?: string | undefined };
  /** The signer's IP address as the server saw it, and when the server received the signature (ISO 8601). */
  audit: { ip: string; signedAt: string };
}

/** A generated form: the PDF and its page count. */
export interface TaxFormPdf {
  bytes: Uint8Array;
  pages: number;
}

/** The AcroForm field names every form carries (read back by tests and reviewers). */
export const taxFormFieldNames = {
  name: 'name',
  tin: 'tin',
  signatureName: 'signatureName',
  signatureDate: 'signatureDate',
} as const;

interface Writer {
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
  form: PDFForm;
  document: PDFDocument;
}

const { width, height, margin } = pageSize;
const contentWidth = width - 2 * margin;

async function startForm(title: string, subtitle: string, brand: Brand, signedAt: string): Promise<Writer> {
  const fonts = await pdfFontBytes();
  const document = await PDFDocument.create();
  document.registerFontkit(pdfFontkit);
  document.setTitle(title);
  document.setAuthor(brand.accountConfirmation.name);
  document.setCreator(brand.projectName);
  document.setCreationDate(new Date(signedAt));
  const regular = await document.embedFont(fonts.regular, { subset: true });
  const bold = await document.embedFont(fonts.bold, { subset: true });
  const page = document.addPage([width, height]);
  const writer: Writer = { page, y: height - margin, regular, bold, form: document.getForm(), document };
  page.drawText(title, { x: margin, y: writer.y - 18, size: 18, font: bold, color: inks.ink });
  writer.y -= 34;
  paragraph(writer, subtitle, 9, inks.dim);
  page.drawRectangle({ x: margin, y: writer.y, width: contentWidth, height: 1.5, color: inks.ink });
  writer.y -= 16;
  return writer;
}

/** Moves to a new page when fewer than `needed` points are left above the bottom margin. */
function ensureSpace(writer: Writer, needed: number): void {
  if (writer.y - needed >= margin + 30) return;
  writer.page = writer.document.addPage([width, height]);
  writer.y = height - margin;
}

function paragraph(writer: Writer, text: string, size = 9, color = inks.ink, font = writer.regular): void {
  for (const line of wrapText(font, text, size, contentWidth)) {
    ensureSpace(writer, size + 4);
    writer.page.drawText(line, { x: margin, y: writer.y - size, size, font, color });
    writer.y -= size + 4;
  }
  writer.y -= 4;
}

function heading(writer: Writer, text: string): void {
  ensureSpace(writer, 40);
  writer.y -= 6;
  writer.page.drawText(text, { x: margin, y: writer.y - 11, size: 11, font: writer.bold, color: inks.ink });
  writer.y -= 20;
}

/** A labelled value, drawn as a read-only AcroForm text field named `fieldName`. */
function field(writer: Writer, label: string, fieldName: string, value: string): void {
  ensureSpace(writer, 36);
  writer.page.drawText(label, { x: margin, y: writer.y - 8, size: 8, font: writer.regular, color: inks.dim });
  const textField = writer.form.createTextField(fieldName);
  textField.setText(value);
  textField.addToPage(writer.page, {
    x: margin,
    y: writer.y - 30,
    width: contentWidth,
    height: 18,
    font: writer.regular,
    borderWidth: 0.5,
  });
  textField.setFontSize(10);
  textField.enableReadOnly();
  writer.y -= 38;
}

async function finish(writer: Writer, input: TaxFormInput): Promise<TaxFormPdf> {
  heading(writer, 'Signature');
  field(writer, 'Signature of the holder (typed name)', taxFormFieldNames.signatureName, input.signature.signerName);
  field(writer, 'Date (YYYY-MM-DD)', taxFormFieldNames.signatureDate, input.signature.signedDate);
  if (input.signature.signerCapacity)
    field(writer, 'Capacity in which acting', 'signerCapacity', input.signature.signerCapacity);
  paragraph(
    writer,
    `Signed electronically at ${input.brand.projectName} on ${input.audit.signedAt} from IP address ${input.audit.ip}. ` +
      'The typed name above is the signature of the person named.',
    7.5,
    inks.dim,
  );
  writer.form.updateFieldAppearances(writer.regular);
  const bytes = await writer.document.save();
  return { bytes, pages: writer.document.getPageCount() };
}

function countryName(code: string): string {
  return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
}

/** The US entry's TIN, when the answers give one. */
function usTin(answers: CertificationAnswers): string {
  return answers.taxIds.find((entry) => entry.countryCode === 'US')?.taxId ?? '';
}

/** A `taxIds` entry as one line: the TIN, or the missing reason with its explanation. */
function tinLine(entry: CertificationAnswers['taxIds'][number]): string {
  if (entry.taxId) return entry.taxId;
  const reason = entry.tinMissingReason ?? 'none given';
  return entry.tinMissingExplanation ? `No TIN: ${reason} (${entry.tinMissingExplanation})` : `No TIN: ${reason}`;
}

/**
 * A substitute Form W-9 (Request for Taxpayer Identification Number and Certification, Rev. March
 * 2024): line 1 name, line 3a classification, the TIN of Part I (SSN/ITIN for a person, EIN for an
 * entity) and the Part II certification, signed with the typed name and date.
 */
export async function renderW9(input: TaxFormInput): Promise<TaxFormPdf> {
  const writer = await startForm(
    'Form W-9 (substitute)',
    'Request for Taxpayer Identification Number and Certification. Give this form to the requester; do not send it to the IRS.',
    input.brand,
    input.audit.signedAt,
  );
  const isPerson = input.holder.kind === 'personal';
  field(writer, '1 Name of entity/individual', taxFormFieldNames.name, input.holder.name);
  field(
    writer,
    '3a Federal tax classification',
    'taxClassification',
    isPerson ? 'Individual/sole proprietor' : 'Entity (see the self-certification for its type)',
  );
  field(
    writer,
    '5–6 Country of residence',
    'country',
    input.holder.residenceCountryCode ? countryName(input.holder.residenceCountryCode) : '',
  );
  heading(writer, 'Part I — Taxpayer Identification Number (TIN)');
  field(
    writer,
    isPerson ? 'Social security number or ITIN' : 'Employer identification number',
    taxFormFieldNames.tin,
    usTin(input.answers),
  );
  heading(writer, 'Part II — Certification');
  paragraph(
    writer,
    'Under penalties of perjury, I certify that: 1. The number shown on this form is my correct taxpayer identification number (or I am waiting for a number to be issued to me); and 2. I am not subject to backup withholding because (a) I am exempt from backup withholding, or (b) I have not been notified by the Internal Revenue Service (IRS) that I am subject to backup withholding as a result of a failure to report all interest or dividends, or (c) the IRS has notified me that I am no longer subject to backup withholding; and 3. I am a U.S. citizen or other U.S. person; and 4. The FATCA code(s) entered on this form (if any) indicating that I am exempt from FATCA reporting is correct.',
  );
  return finish(writer, input);
}

/**
 * A substitute Form W-8BEN (Certificate of Foreign Status of Beneficial Owner for United States Tax
 * Withholding and Reporting (Individuals), Rev. October 2021): Part I lines 1–8 as far as the answers
 * give them and the Part III certification. Treaty benefits (Part II) are not claimed.
 */
export async function renderW8ben(input: TaxFormInput): Promise<TaxFormPdf> {
  const writer = await startForm(
    'Form W-8BEN (substitute)',
    'Certificate of Foreign Status of Beneficial Owner for United States Tax Withholding and Reporting (Individuals). Give this form to the withholding agent or payer; do not send it to the IRS.',
    input.brand,
    input.audit.signedAt,
  );
  const foreign = input.answers.taxIds.find((entry) => entry.countryCode !== 'US');
  const residence = input.holder.residenceCountryCode ?? foreign?.countryCode;
  heading(writer, 'Part I — Identification of Beneficial Owner');
  field(writer, '1 Name of individual who is the beneficial owner', taxFormFieldNames.name, input.holder.name);
  field(writer, '3 Permanent residence address (country)', 'country', residence ? countryName(residence) : '');
  field(
    writer,
    '5 U.S. taxpayer identification number (SSN or ITIN), if required',
    taxFormFieldNames.tin,
    usTin(input.answers),
  );
  field(writer, '6a Foreign tax identifying number', 'foreignTin', foreign?.taxId ?? '');
  field(writer, '6b Check if FTIN not legally required', 'foreignTinNotRequired', foreign && !foreign.taxId ? 'X' : '');
  field(writer, '8 Date of birth (YYYY-MM-DD)', 'dateOfBirth', input.holder.birthDay ?? '');
  heading(writer, 'Part II — Claim of Tax Treaty Benefits');
  paragraph(writer, 'Not claimed.');
  heading(writer, 'Part III — Certification');
  paragraph(
    writer,
    'Under penalties of perjury, I declare that I have examined the information on this form and to the best of my knowledge and belief it is true, correct, and complete. I further certify under penalties of perjury that: I am the individual that is the beneficial owner of all the income or proceeds to which this form relates; the person named on line 1 of this form is not a U.S. person; this form relates to income not effectively connected with the conduct of a trade or business in the United States; and I agree that I will submit a new form within 30 days if any certification made on this form becomes incorrect.',
  );
  return finish(writer, input);
}

const flagLabels: Partial<Record<keyof CertificationAnswers, string>> = {
  isUSTaxPayer: 'US person for tax purposes',
  hasUSIndicia: 'Has US indicia',
  isFinancialInstitution: 'Financial institution',
  isUsingClientFunds: 'Holds or invests client funds',
  isManagedByFinancialInstitution: 'Managed by a financial institution',
  isPubliclyTraded: 'Shares regularly traded on an established securities market',
  isOwnPubliclyTradedCompany: 'Related entity of a publicly traded company',
  isEarnPassiveIncome: 'More than 50% of income is passive',
};

/**
 * The CRS/FATCA self-certification (spec 002 §3): the holder, each jurisdiction of tax residence with
 * its TIN or the reason it is missing, the US questions, and for a business its entity answers; the
 * declaration of the OECD's model self-certification, signed.
 */
export async function renderSelfCertification(input: TaxFormInput, usTaxForm: UsTaxForm | null): Promise<TaxFormPdf> {
  const writer = await startForm(
    input.holder.kind === 'personal' ? 'Tax residency self-certification' : 'Entity tax residency self-certification',
    `Common Reporting Standard (CRS) and FATCA self-certification given to ${input.brand.accountConfirmation.name}.`,
    input.brand,
    input.audit.signedAt,
  );
  field(
    writer,
    input.holder.kind === 'personal' ? 'Account holder' : 'Entity',
    taxFormFieldNames.name,
    input.holder.name,
  );
  heading(writer, 'Jurisdictions of tax residence');
  input.answers.taxIds.forEach((entry, index) => {
    field(
      writer,
      `${index + 1}. ${countryName(entry.countryCode)} (${entry.countryCode})`,
      `taxId${index}`,
      tinLine(entry),
    );
  });
  heading(writer, 'Declarations');
  for (const [key, label] of Object.entries(flagLabels)) {
    const value = input.answers[key as keyof CertificationAnswers];
    if (typeof value === 'boolean') paragraph(writer, `${label}: ${value ? 'yes' : 'no'}`);
  }
  if (input.answers.entityType) paragraph(writer, `Entity type: ${input.answers.entityType}`);
  if (input.answers.giin) paragraph(writer, `GIIN: ${input.answers.giin}`);
  if (input.answers.reason) paragraph(writer, `No GIIN because: ${input.answers.reason}`);
  if (input.answers.companySecurityMarket)
    paragraph(writer, `Market and ticker: ${input.answers.companySecurityMarket} ${input.answers.companyTicket ?? ''}`);
  if (input.answers.companyOwnedByYouName)
    paragraph(
      writer,
      `Related listed company: ${input.answers.companyOwnedByYouName}, ${input.answers.companyOwnedByYouSecurityMarket ?? ''} ${input.answers.companyOwnedByYouTicket ?? ''}`,
    );
  if (usTaxForm) paragraph(writer, `US tax form: ${usTaxForm}`);
  heading(writer, 'Declaration');
  paragraph(
    writer,
    'I declare that all statements made in this self-certification are, to the best of my knowledge and belief, correct and complete. I acknowledge that the information contained in this form and information regarding the account holder and any reportable account(s) may be reported to the tax authorities of the jurisdiction in which this account is maintained and exchanged with tax authorities of another jurisdiction or jurisdictions in which the account holder may be tax resident pursuant to intergovernmental agreements to exchange financial account information. I undertake to advise of a change in circumstances which causes any information contained herein to become incorrect and to provide a suitably updated self-certification within 30 days of such change in circumstances.',
  );
  return finish(writer, input);
}
