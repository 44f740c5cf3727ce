import {
  w8beneChapter4StatusOf,
  type Brand,
  type CertificationAnswers,
  type Chapter3Status,
  type UsTaxForm,
  type W8beneChapter4Status,
} from '@tessera/contract';
import { PDFDocument, type PDFFont, type PDFForm, type PDFPage } from 'pdf-lib';
import { pdfFontBytes, pdfFontkit } from '../../platform/pdf-fonts.ts';
import { inks, pageSize, wrapText } from '../../platform/pdf-letterhead.ts';
import type { PostalAddress } from '../profile/index.ts';

/**
 * The signed tax forms as PDFs (spec 002 §2 "W-form request and signing"; decision
 * 0079): a substitute Form W-9 for a US person, a substitute Form W-8BEN for a person with US indicia,
 * a substitute Form W-8BEN-E for a business with US indicia, and the CRS/FATCA self-certification of
 * every holder. The IRS accepts substitute forms that carry
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
    /** The permanent address the forms print (profile's `permanentAddressOf`); absent when none is on file. */
    address?: PostalAddress | undefined;
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
  /** The product's name, for the lines that mention where a person signs. */
  projectName: string;
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
  const writer: Writer = {
    page,
    y: height - margin,
    regular,
    bold,
    form: document.getForm(),
    document,
    projectName: brand.projectName,
  };
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

/** An address's street line (number, street, apartment or suite), empty without an address. */
function streetLine(address: PostalAddress | undefined): string {
  return address ? [address.address1, address.address2].filter(Boolean).join(', ') : '';
}

/** An address's city line: city, state or province, postal code; empty without an address. */
function cityLine(address: PostalAddress | undefined): string {
  return address ? [address.city, [address.stateCode, address.postalCode].filter(Boolean).join(' ')].join(', ') : '';
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
  field(writer, '5 Address (number, street, and apt. or suite no.)', 'address', streetLine(input.holder.address));
  field(writer, '6 City, state, and ZIP code', 'cityStateZip', cityLine(input.holder.address));
  field(
    writer,
    'Country of residence',
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
  field(
    writer,
    '3 Permanent residence address (street, apt. or suite no.)',
    'permanentResidenceAddress',
    streetLine(input.holder.address),
  );
  field(
    writer,
    'City or town, state or province, postal code',
    'permanentResidenceCity',
    cityLine(input.holder.address),
  );
  field(writer, 'Country', 'country', residence ? countryName(residence) : '');
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

/** Form W-8BEN-E line 4's words for each chapter 3 status. */
const chapter3Labels: Record<Chapter3Status, string> = {
  corporation: 'Corporation',
  partnership: 'Partnership',
  'disregarded-entity': 'Disregarded entity',
  'simple-trust': 'Simple trust',
  'grantor-trust': 'Grantor trust',
  'complex-trust': 'Complex trust',
  estate: 'Estate',
  'foreign-government-controlled-entity': 'Foreign Government - Controlled Entity',
  'foreign-government-integral-part': 'Foreign Government - Integral Part',
  'central-bank-of-issue': 'Central Bank of Issue',
  'tax-exempt-organization': 'Tax-exempt organization',
  'private-foundation': 'Private foundation',
  'international-organization': 'International organization',
};

/** Form W-8BEN-E line 5's words for each chapter 4 status Tessera derives, and the part certifying it. */
const chapter4Labels: Record<W8beneChapter4Status, string> = {
  'participating-ffi': 'Participating FFI',
  'publicly-traded-nffe': 'Publicly traded NFFE or NFFE affiliate of a publicly traded corporation (Part XXIII)',
  'nffe-affiliate-of-publicly-traded':
    'Publicly traded NFFE or NFFE affiliate of a publicly traded corporation (Part XXIII)',
  'passive-nffe': 'Passive NFFE (Part XXVI)',
  'active-nffe': 'Active NFFE (Part XXV)',
};

/** The part of Form W-8BEN-E that certifies the chapter 4 status, with the official wording of its line. */
function chapter4Part(writer: Writer, status: W8beneChapter4Status, answers: CertificationAnswers): void {
  switch (status) {
    case 'participating-ffi':
      // A participating FFI certifies nothing beyond its GIIN on line 9a and Part XXX.
      return;
    case 'publicly-traded-nffe':
      heading(writer, 'Part XXIII — Publicly Traded NFFE or NFFE Affiliate of a Publicly Traded Corporation');
      paragraph(
        writer,
        '37a [X] I certify that: the entity identified in Part I is a foreign corporation that is not a financial institution; and the stock of such corporation is regularly traded on one or more established securities markets, including the market named below.',
      );
      field(writer, '37a Name of one securities exchange', 'securitiesMarket', answers.companySecurityMarket ?? '');
      return;
    case 'nffe-affiliate-of-publicly-traded':
      heading(writer, 'Part XXIII — Publicly Traded NFFE or NFFE Affiliate of a Publicly Traded Corporation');
      paragraph(
        writer,
        '37b [X] I certify that: the entity identified in Part I is a foreign corporation that is not a financial institution; the entity identified in Part I is a member of the same expanded affiliated group as an entity the stock of which is regularly traded on an established securities market; and the names below are that entity and its securities market.',
      );
      field(writer, '37b Name of the publicly traded entity', 'affiliateName', answers.companyOwnedByYouName ?? '');
      field(
        writer,
        '37b Name of the securities market',
        'securitiesMarket',
        answers.companyOwnedByYouSecurityMarket ?? '',
      );
      return;
    case 'active-nffe':
      heading(writer, 'Part XXV — Active NFFE');
      paragraph(
        writer,
        '39 [X] I certify that: the entity identified in Part I is a foreign entity that is not a financial institution; less than 50% of its gross income for the preceding calendar year is passive income; and less than 50% of the assets it holds are assets that produce or are held for the production of passive income (calculated as a weighted average of the percentage of passive assets measured quarterly).',
      );
      return;
    case 'passive-nffe':
      heading(writer, 'Part XXVI — Passive NFFE');
      paragraph(
        writer,
        '40a [X] I certify that the entity identified in Part I is a foreign entity that is not a financial institution (other than an investment entity organized in a possession of the United States) and is not certifying its status as a publicly traded NFFE (or affiliate), excepted territory NFFE, active NFFE, direct reporting NFFE, or sponsored direct reporting NFFE.',
      );
      paragraph(
        writer,
        `Substantial U.S. owners (Part XXIX): each controlling person of the entity certifies their own tax residence and U.S. status on a self-certification the entity asks them to sign at ${writer.projectName}, filed with this form.`,
      );
  }
}

/**
 * A substitute Form W-8BEN-E (Certificate of Status of Beneficial Owner for United States Tax
 * Withholding and Reporting (Entities), Rev. October 2021) generated from a business's answers
 * (decision 0079): Part I lines 1, 2, 4, 5, 6 (the permanent address on file), 9a and 9b, the part certifying the chapter 4
 * status the answers decide ({@link w8beneChapter4StatusOf}), and the Part XXX certification signed
 * with the typed name and capacity. Treaty benefits (Part III) are not claimed.
 * @throws Error when the answers decide no chapter 4 status (the caller checks first).
 */
export async function renderW8bene(input: TaxFormInput): Promise<TaxFormPdf> {
  const chapter4 = w8beneChapter4StatusOf(input.answers);
  if (chapter4 === null) throw new Error('a W-8BEN-E is generated only for answers that decide its chapter 4 status');
  const writer = await startForm(
    'Form W-8BEN-E (substitute)',
    `Substitute form generated by ${input.brand.accountConfirmation.name} from the answers given in the entity's tax self-certification; it carries the official wording of the lines used. Certificate of Status of Beneficial Owner for United States Tax Withholding and Reporting (Entities), Rev. October 2021. Give this form to the withholding agent or payer; do not send it to the IRS.`,
    input.brand,
    input.audit.signedAt,
  );
  const foreign = input.answers.taxIds.find((entry) => entry.countryCode !== 'US');
  const residence = input.holder.residenceCountryCode ?? foreign?.countryCode;
  heading(writer, 'Part I — Identification of Beneficial Owner');
  field(writer, '1 Name of organization that is the beneficial owner', taxFormFieldNames.name, input.holder.name);
  field(writer, '2 Country of incorporation or organization', 'country', residence ? countryName(residence) : '');
  field(
    writer,
    '4 Chapter 3 status (entity type)',
    'chapter3Status',
    input.answers.chapter3Status ? chapter3Labels[input.answers.chapter3Status] : '',
  );
  paragraph(writer, 'Hybrid entity making a treaty claim: No.', 8, inks.dim);
  field(writer, '5 Chapter 4 status (FATCA status)', 'chapter4Status', chapter4Labels[chapter4]);
  field(
    writer,
    '6 Permanent residence address (street, apt. or suite no.)',
    'permanentResidenceAddress',
    streetLine(input.holder.address),
  );
  field(
    writer,
    'City or town, state or province, postal code',
    'permanentResidenceCity',
    cityLine(input.holder.address),
  );
  field(writer, 'Country', 'permanentResidenceCountry', residence ? countryName(residence) : '');
  field(writer, '9a GIIN', 'giin', input.answers.giin ?? '');
  field(writer, '9b Foreign TIN', 'foreignTin', foreign?.taxId ?? '');
  field(writer, '9c Check if FTIN not legally required', 'foreignTinNotRequired', foreign && !foreign.taxId ? 'X' : '');
  heading(writer, 'Part III — Claim of Tax Treaty Benefits');
  paragraph(writer, 'Not claimed.');
  chapter4Part(writer, chapter4, input.answers);
  heading(writer, 'Part XXX — Certification');
  paragraph(
    writer,
    "Under penalties of perjury, I declare that I have examined the information on this form and to the best of my knowledge and belief it is true, correct, and complete. I further certify under penalties of perjury that: the entity identified on line 1 of this form is the beneficial owner of all the income or proceeds to which this form relates, is using this form to certify its status for chapter 4 purposes, or is submitting this form for purposes of section 6050W or 6050Y; the entity identified on line 1 of this form is not a U.S. person; this form relates to (a) income not effectively connected with the conduct of a trade or business in the United States, (b) income effectively connected with the conduct of a trade or business in the United States but is not subject to tax under an income tax treaty, (c) the partner's share of a partnership's effectively connected taxable income, or (d) the partner's amount realized from the transfer of a partnership interest subject to withholding under section 1446(f); and for broker transactions or barter exchanges, the beneficial owner is an exempt foreign person as defined in the instructions. Furthermore, I authorize this form to be provided to any withholding agent that has control, receipt, or custody of the income of which the entity on line 1 is the beneficial owner or any withholding agent that can disburse or make payments of the income of which the entity on line 1 is the beneficial owner. I agree that I will submit a new form within 30 days if any certification on this form becomes incorrect.",
  );
  paragraph(writer, '[X] I certify that I have the capacity to sign for the entity identified on line 1 of this form.');
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
  if (input.answers.chapter3Status)
    paragraph(writer, `Chapter 3 status (W-8BEN-E line 4): ${chapter3Labels[input.answers.chapter3Status]}`);
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
