import type { CountryCode } from '../rules/countries.ts';
import type { TinCheckName } from './tin-checks.ts';

/**
 * The per-country tax table of the FATCA/CRS self-certification (spec 002 §3 "Per-country tax data":
 * `tinPersonal` and `tinBusiness`, each with `name`, `shortName` and `required`, and a `crs` flag;
 * decision 0065). One row for every country of the contract's country list.
 *
 * REFERENCE DATA TO BE REVIEWED. Written in November 2026 from the public sources as known to the
 * author, not copied from a feed:
 * - OECD, "Tax Identification Numbers (TINs)" country sheets of the Automatic Exchange Portal
 *   (www.oecd.org/tax/automatic-exchange/crs-implementation-and-assistance/tax-identification-numbers/),
 *   for the TIN names, structures and whether a jurisdiction issues TINs;
 * - OECD, "CRS by jurisdiction" / "Jurisdictions' intended first exchange dates" (exchanges from 2017
 *   to 2027), for `crs`;
 * - IRS, "Taxpayer Identification Numbers (TIN)" and "How EINs are assigned and valid EIN prefixes",
 *   for the US row (SSN, ITIN, EIN);
 * - the issuers' published check-digit rules (see tin-checks.ts).
 * Compliance must review it against the current OECD pages before it is relied on for reporting,
 * and at least yearly (the CRS list grows). Rows to look at first:
 * - `crs` true but the first exchange date was not certain when written: GE, JM, KE, MA, ME, TH, UA;
 * - `crs` false but a commitment may exist by now: AM, BW, CV, FJ, JO, MD, MK, MN, PH, RS, RW, SN,
 *   TN, TT, UG, VN;
 * - TINs not issued (reason COUNTRY_DOES_NOT_ISSUE): AI, BM, BS, KW, KY, MC, MH, NR, TC, VG, and to
 *   persons in AE, BH, BN, OM, QA, SA, VU (whose business TINs go to VAT or corporate-tax registrants
 *   only, so are not required);
 * - every row whose TIN is marked `isGenericName` (the name was not known for sure, so the generic
 *   "Tax identification number" / "TIN" is shown rather than an invented one).
 *
 * What the fields mean here:
 * - `isIssued`: the jurisdiction issues TINs to this kind of holder (at least to those registered for tax).
 *   Where it does not (OECD: "does not issue TINs"), the reason COUNTRY_DOES_NOT_ISSUE applies.
 * - `required`: Tessera asks for this TIN in a self-certification. The rule behind the data: the
 *   jurisdiction issues TINs to all its residents of that kind and exchanges under the CRS, or it is
 *   the US (FATCA). Where TINs go only to some (e.g. business TINs for VAT or corporate tax registrants
 *   in jurisdictions without a general income tax), `required` is false even in a CRS jurisdiction.
 * - `pattern`: the structure of the TIN once normalised by `normalizeTin` of tin-checks.ts (upper
 *   case, no spaces, dots, dashes or slashes), as an anchored regular expression source; absent where
 *   unknown or too varied.
 * - `check`: the name of the TIN's check-digit rule in tin-checks.ts, where standard and short.
 * - An unknown country (not in the table) is not required, issues no known TIN and is not CRS
 *   (spec 002 §3: "An unknown country defaults to not required and no CRS").
 *
 * Territories that are part of another jurisdiction's tax system use its TIN (AX Finland; GF, GP, MQ,
 * RE, YT France; SJ Norway; CC, CX, NF Australia; GL and FO have their own Danish-style numbers).
 */

/** The kind of account holder a TIN is asked of: a person (`tinPersonal`) or an entity (`tinBusiness`). */
export type TaxHolderKind = 'personal' | 'business';

/** One TIN of a country for one kind of holder (spec 002 §3: name, shortName, required). */
export interface TinDefinition {
  /** The TIN's name in English, with the local name where that is how people know it. */
  name: string;
  /** The abbreviation shown on the field (SSN/ITIN, Steuer-IdNr, NIF, …). */
  shortName: string;
  /** Tessera asks for it (see the module comment for the rule). */
  required: boolean;
  /** The jurisdiction issues such TINs; false means COUNTRY_DOES_NOT_ISSUE is the right missing reason. */
  isIssued: boolean;
  /** The name is the generic "Tax identification number": the country's own name was not known for sure. */
  isGenericName: boolean;
  /** Anchored regular expression source over the normalised TIN, where its structure is known. */
  pattern?: string;
  /** The check-digit rule of tin-checks.ts, where standard and short. */
  check?: TinCheckName;
}

/** A country's tax data (spec 002 §3): the TIN of persons, the TIN of entities and CRS participation. */
export interface CountryTaxInfo {
  tinPersonal: TinDefinition;
  tinBusiness: TinDefinition;
  /** The jurisdiction exchanges account information under the OECD Common Reporting Standard. */
  crs: boolean;
}

interface TinSource {
  name: string;
  shortName: string;
  isGenericName?: boolean;
  isIssued?: boolean;
  /** Overrides the table's rule (issued and CRS, or US). */
  isRequired?: boolean;
  pattern?: string;
  check?: TinCheckName;
}

/** The generic name used where a country's own TIN name was not known for sure. */
export const genericTinName = { name: 'Tax identification number', shortName: 'TIN' } as const;

const tin = (name: string, shortName: string, options: Omit<TinSource, 'name' | 'shortName'> = {}): TinSource => ({
  name,
  shortName,
  ...options,
});
const generic = (options: Omit<TinSource, 'name' | 'shortName'> = {}): TinSource => ({
  ...genericTinName,
  isGenericName: true,
  ...options,
});
/** A jurisdiction that issues no TIN to this kind of holder (OECD: "does not issue TINs"). */
const notIssued = (): TinSource => generic({ isIssued: false });

function definition(source: TinSource, crs: boolean): TinDefinition {
  const isIssued = source.isIssued ?? true;
  const result: TinDefinition = {
    name: source.name,
    shortName: source.shortName,
    required: source.isRequired ?? (isIssued && crs),
    isIssued,
    isGenericName: source.isGenericName ?? false,
  };
  if (source.pattern) result.pattern = source.pattern;
  if (source.check) result.check = source.check;
  return result;
}

/** A row: CRS participation, the personal TIN and the business TIN (the personal one when omitted). */
function row(crs: boolean, personal: TinSource, business: TinSource = personal): CountryTaxInfo {
  return { tinPersonal: definition(personal, crs), tinBusiness: definition(business, crs), crs };
}

// TINs shared by several rows.
const franceTin = tin('Numéro fiscal de référence (SPI)', 'Numéro fiscal', {
  pattern: '^[0-3]\\d{12}$',
  check: 'frSpi',
});
const franceSiren = tin('SIREN number', 'SIREN', { pattern: '^\\d{9}$', check: 'frSiren' });
const finlandPerson = tin('Henkilötunnus (personal identity code)', 'HETU', {
  pattern: '^\\d{6}[-+A-FU-Y]\\d{3}[0-9A-Y]$',
});
const finlandBusiness = tin('Y-tunnus (business ID)', 'Y-tunnus', { pattern: '^\\d{8}$' });
const norwayPerson = tin('Fødselsnummer (national identity number)', 'Fødselsnummer', { pattern: '^\\d{11}$' });
const norwayBusiness = tin('Organisasjonsnummer (organisation number)', 'Org.nr', {
  pattern: '^\\d{9}$',
  check: 'noOrganisationNumber',
});
const australiaTfn = tin('Tax File Number', 'TFN', { pattern: '^\\d{8,9}$', check: 'auTfn' });
const australiaAbn = tin('Australian Business Number', 'ABN', { pattern: '^\\d{11}$', check: 'auAbn' });
const usPerson = tin('Social Security Number or Individual Taxpayer Identification Number', 'SSN/ITIN', {
  pattern: '^\\d{9}$',
  check: 'usSsnOrItin',
});
const usEntity = tin('Employer Identification Number', 'EIN', { pattern: '^\\d{9}$', check: 'usEin' });
/** US territories use the federal numbers under their mirror codes; they are not CRS and not the US for FATCA. */
const usTerritory = (): CountryTaxInfo =>
  row(false, { ...usPerson, isRequired: false }, { ...usEntity, isRequired: false });
const frenchRegion = (): CountryTaxInfo => row(true, franceTin, franceSiren);
const australianTerritory = (): CountryTaxInfo => row(true, australiaTfn, australiaAbn);
const nino = '(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\\d{6}[A-D]';

/**
 * The table (spec 002 §3, about 200 countries: here all 244 of the contract's country list). The
 * `satisfies` makes the compiler refuse a country of the list without a row.
 */
export const countryTaxTable: Readonly<Record<CountryCode, CountryTaxInfo>> = {
  AD: row(true, tin('Número de Registre Tributari', 'NRT', { pattern: '^[A-Z]\\d{6}[A-Z]$' })),
  AE: row(true, notIssued(), tin('Tax Registration Number', 'TRN', { pattern: '^\\d{15}$', isRequired: false })),
  AF: row(false, tin('Taxpayer Identification Number', 'TIN', { pattern: '^\\d{9,10}$' })),
  AG: row(true, tin('Taxpayer Identification Number', 'TIN')),
  AI: row(true, notIssued()),
  AL: row(
    true,
    tin('Numri i Identifikimit Personal (personal number)', 'NID', { pattern: '^[A-Z]\\d{8}[A-Z]$' }),
    tin('Numri i Identifikimit për Personin e Tatueshëm', 'NIPT', { pattern: '^[A-Z]\\d{8}[A-Z]$' }),
  ),
  AM: row(false, generic(), tin('Taxpayer Identification Number', 'TIN', { pattern: '^\\d{8}$' })),
  AO: row(false, tin('Número de Identificação Fiscal', 'NIF')),
  AR: row(
    true,
    tin('Clave Única de Identificación Tributaria / Laboral', 'CUIT/CUIL', { pattern: '^\\d{11}$', check: 'arCuit' }),
    tin('Clave Única de Identificación Tributaria', 'CUIT', { pattern: '^\\d{11}$', check: 'arCuit' }),
  ),
  AS: usTerritory(),
  AT: row(true, tin('Steuernummer (tax number)', 'Steuernummer', { pattern: '^\\d{9}$' })),
  AU: row(true, australiaTfn, australiaAbn),
  AW: row(true, generic()),
  AX: row(true, finlandPerson, finlandBusiness),
  AZ: row(true, tin('Vergi ödəyicisinin eyniləşdirmə nömrəsi', 'VÖEN', { pattern: '^\\d{10}$' })),
  BA: row(
    false,
    tin('Jedinstveni matični broj (unique master citizen number)', 'JMB', { pattern: '^\\d{13}$' }),
    tin('Jedinstveni identifikacioni broj', 'JIB', { pattern: '^\\d{12,13}$' }),
  ),
  BB: row(true, tin('Taxpayer Identification Number', 'TIN')),
  BD: row(false, tin('Electronic Taxpayer Identification Number', 'e-TIN', { pattern: '^\\d{12}$' })),
  BE: row(
    true,
    tin('Numéro national / Rijksregisternummer (national number)', 'NN', { pattern: '^\\d{11}$', check: 'beMod97' }),
    tin("Numéro d'entreprise / Ondernemingsnummer (enterprise number)", 'BCE/KBO', {
      pattern: '^[01]\\d{9}$',
      check: 'beMod97',
    }),
  ),
  BF: row(false, tin('Identifiant Financier Unique', 'IFU')),
  BG: row(
    true,
    tin('Единен граждански номер (unified civil number)', 'EGN', { pattern: '^\\d{10}$' }),
    tin('Единен идентификационен код (unified identification code)', 'EIK', { pattern: '^(\\d{9}|\\d{13})$' }),
  ),
  BH: row(true, notIssued(), generic({ isRequired: false })),
  BI: row(false, tin("Numéro d'Identification Fiscale", 'NIF')),
  BJ: row(false, tin('Identifiant Fiscal Unique', 'IFU', { pattern: '^\\d{13}$' })),
  BL: row(false, generic()),
  BM: row(true, notIssued()),
  BN: row(true, notIssued(), generic({ isRequired: false })),
  BO: row(false, tin('Número de Identificación Tributaria', 'NIT')),
  BQ: row(false, generic()),
  BR: row(
    true,
    tin('Cadastro de Pessoas Físicas', 'CPF', { pattern: '^\\d{11}$', check: 'brCpf' }),
    tin('Cadastro Nacional da Pessoa Jurídica', 'CNPJ', { pattern: '^\\d{14}$', check: 'brCnpj' }),
  ),
  BS: row(true, notIssued()),
  BT: row(false, tin('Taxpayer Number', 'TPN')),
  BW: row(false, tin('Taxpayer Identification Number', 'TIN')),
  BY: row(false, tin("Учетный номер плательщика (payer's account number)", 'UNP', { pattern: '^\\d{9}$' })),
  BZ: row(true, tin('Taxpayer Identification Number', 'TIN')),
  CA: row(
    true,
    tin('Social Insurance Number', 'SIN', { pattern: '^\\d{9}$', check: 'luhn' }),
    tin('Business Number', 'BN', { pattern: '^\\d{9}([A-Z]{2}\\d{4})?$' }),
  ),
  CC: australianTerritory(),
  CD: row(false, tin("Numéro d'Impôt", 'NIF')),
  CF: row(false, generic()),
  CG: row(false, tin("Numéro d'Identification Unique", 'NIU')),
  CH: row(
    true,
    tin('AHV/AVS number (social security number)', 'AHV/AVS', { pattern: '^756\\d{10}$', check: 'chAhv' }),
    tin('Unternehmens-Identifikationsnummer (UID)', 'UID', { pattern: '^CHE\\d{9}$', check: 'chUid' }),
  ),
  CI: row(false, tin('Numéro de Compte Contribuable', 'NCC')),
  CK: row(true, generic()),
  CL: row(
    true,
    tin('Rol Único Nacional / Tributario', 'RUN/RUT', { pattern: '^\\d{7,8}[0-9K]$', check: 'clRut' }),
    tin('Rol Único Tributario', 'RUT', { pattern: '^\\d{7,8}[0-9K]$', check: 'clRut' }),
  ),
  CM: row(false, tin("Numéro d'Identifiant Unique", 'NIU')),
  CN: row(
    true,
    tin('Resident Identity Card number (居民身份证号码)', 'ID number', {
      pattern: '^\\d{17}[0-9X]$',
      check: 'cnResidentId',
    }),
    tin('Unified Social Credit Code (统一社会信用代码)', 'USCC', { pattern: '^[0-9A-HJ-NPQRTUWXY]{18}$' }),
  ),
  CO: row(true, tin('Número de Identificación Tributaria', 'NIT', { pattern: '^\\d{6,15}$' })),
  CR: row(
    true,
    tin('Cédula de identidad / DIMEX', 'Cédula', { pattern: '^\\d{9,12}$' }),
    tin('Cédula jurídica', 'Cédula jurídica', { pattern: '^\\d{10}$' }),
  ),
  CU: row(false, generic()),
  CV: row(false, tin('Número de Identificação Fiscal', 'NIF', { pattern: '^\\d{9}$' })),
  CW: row(true, tin('CRIB number (tax number)', 'CRIB', { pattern: '^\\d{9}$' })),
  CX: australianTerritory(),
  CY: row(true, tin('Tax Identification Code (Αριθμός Φορολογικής Ταυτότητας)', 'TIC', { pattern: '^\\d{8}[A-Z]$' })),
  CZ: row(
    true,
    tin('Rodné číslo (birth number)', 'RČ', { pattern: '^\\d{9,10}$' }),
    tin('Daňové identifikační číslo (tax identification number)', 'DIČ', { pattern: '^(CZ)?\\d{8,10}$' }),
  ),
  DE: row(
    true,
    tin('Steuerliche Identifikationsnummer (tax identification number)', 'Steuer-IdNr', {
      pattern: '^[1-9]\\d{10}$',
      check: 'iso7064Mod11_10',
    }),
    tin('Steuernummer (tax number)', 'Steuernummer', { pattern: '^\\d{10,13}$' }),
  ),
  DJ: row(false, generic()),
  DK: row(
    true,
    tin('CPR-nummer (personal identification number)', 'CPR', { pattern: '^\\d{10}$' }),
    tin('CVR-nummer (business registration number)', 'CVR', { pattern: '^\\d{8}$', check: 'dkCvr' }),
  ),
  DM: row(true, tin('Taxpayer Identification Number', 'TIN')),
  DO: row(
    false,
    tin('Cédula de identidad y electoral', 'Cédula', { pattern: '^\\d{11}$' }),
    tin('Registro Nacional de Contribuyentes', 'RNC', { pattern: '^\\d{9}$' }),
  ),
  DZ: row(false, tin("Numéro d'Identification Fiscale", 'NIF', { pattern: '^\\d{15}$' })),
  EC: row(true, tin('Registro Único de Contribuyentes / Cédula', 'RUC', { pattern: '^\\d{10}(\\d{3})?$' })),
  EE: row(
    true,
    tin('Isikukood (personal identification code)', 'Isikukood', { pattern: '^[1-6]\\d{10}$' }),
    tin('Registrikood (registry code)', 'Registrikood', { pattern: '^\\d{8}$' }),
  ),
  EG: row(false, tin('Tax Registration Number', 'TRN', { pattern: '^\\d{9}$' })),
  EH: row(false, generic()),
  ER: row(false, generic()),
  ES: row(
    true,
    tin('Número de Identificación Fiscal (DNI or NIE)', 'NIF/NIE', {
      pattern: '^(\\d{8}|[XYZ]\\d{7})[A-Z]$',
      check: 'esPersonalNif',
    }),
    tin('Número de Identificación Fiscal of an entity (former CIF)', 'NIF', {
      pattern: '^[ABCDEFGHJNPQRSUVW]\\d{7}[0-9A-J]$',
      check: 'esEntityNif',
    }),
  ),
  ET: row(false, tin('Taxpayer Identification Number', 'TIN', { pattern: '^\\d{10}$' })),
  FI: row(true, finlandPerson, finlandBusiness),
  FJ: row(false, tin('Tax Identification Number', 'TIN')),
  FK: row(false, generic()),
  FM: row(false, generic()),
  FO: row(
    true,
    tin('P-tal (personal number)', 'P-tal', { pattern: '^\\d{9}$' }),
    tin('V-tal (business number)', 'V-tal', { pattern: '^\\d{6}$' }),
  ),
  FR: row(true, franceTin, franceSiren),
  GA: row(false, tin("Numéro d'Identification Fiscale", 'NIF')),
  GB: row(
    true,
    tin('Unique Taxpayer Reference or National Insurance number', 'UTR/NINO', { pattern: `^(\\d{10}K?|${nino})$` }),
    tin('Unique Taxpayer Reference (Corporation Tax)', 'UTR', { pattern: '^\\d{10}K?$' }),
  ),
  GD: row(true, tin('Taxpayer Identification Number', 'TIN')),
  GE: row(
    true,
    tin('Personal number', 'Personal number', { pattern: '^\\d{11}$' }),
    tin('Identification code', 'ID code', { pattern: '^\\d{9}$' }),
  ),
  GF: frenchRegion(),
  GG: row(true, tin('Tax Reference Number', 'Tax reference')),
  GH: row(true, tin('Taxpayer Identification Number (Ghana Card PIN)', 'TIN')),
  GI: row(true, generic()),
  GL: row(
    true,
    tin('CPR-nummer (personal identification number)', 'CPR', { pattern: '^\\d{10}$' }),
    tin('CVR-nummer (business registration number)', 'CVR', { pattern: '^\\d{8}$' }),
  ),
  GM: row(false, generic()),
  GN: row(false, generic()),
  GP: frenchRegion(),
  GQ: row(false, generic()),
  GR: row(
    true,
    tin('Αριθμός Φορολογικού Μητρώου (tax registration number)', 'AFM', { pattern: '^\\d{9}$', check: 'grAfm' }),
  ),
  GT: row(false, tin('Número de Identificación Tributaria', 'NIT')),
  GU: usTerritory(),
  GW: row(false, generic()),
  GY: row(false, tin('Taxpayer Identification Number', 'TIN')),
  HK: row(
    true,
    tin('Hong Kong Identity Card number', 'HKID', { pattern: '^[A-Z]{1,2}\\d{6}[0-9A]$' }),
    tin('Business Registration number', 'BR number', { pattern: '^\\d{8}(\\d{3})?$' }),
  ),
  HN: row(false, tin('Registro Tributario Nacional', 'RTN', { pattern: '^\\d{14}$' })),
  HR: row(
    true,
    tin('Osobni identifikacijski broj (personal identification number)', 'OIB', {
      pattern: '^\\d{11}$',
      check: 'iso7064Mod11_10',
    }),
  ),
  HT: row(false, tin("Numéro d'Identification Fiscale", 'NIF')),
  HU: row(
    true,
    tin('Adóazonosító jel (tax identification number)', 'Adóazonosító jel', { pattern: '^8\\d{9}$' }),
    tin('Adószám (tax number)', 'Adószám', { pattern: '^\\d{8}(\\d{3})?$' }),
  ),
  ID: row(true, tin('Nomor Pokok Wajib Pajak', 'NPWP', { pattern: '^\\d{15,16}$' })),
  IE: row(
    true,
    tin('Personal Public Service Number', 'PPSN', { pattern: '^\\d{7}[A-W][A-IW]?$', check: 'iePpsn' }),
    tin('Tax Reference Number', 'TRN', { pattern: '^\\d{7}[A-W][A-IW]?$', check: 'iePpsn' }),
  ),
  IL: row(
    true,
    tin('Identity number (מספר זהות)', 'ID number', { pattern: '^\\d{9}$', check: 'luhn' }),
    tin('Company number', 'Company number', { pattern: '^\\d{9}$', check: 'luhn' }),
  ),
  IM: row(
    true,
    tin('National Insurance number or income tax reference', 'NINO/Tax reference', { pattern: `^(${nino}|H\\d{8})$` }),
    tin('Income tax reference', 'Tax reference', { pattern: '^C\\d{8}$' }),
  ),
  IN: row(
    true,
    tin('Permanent Account Number', 'PAN', { pattern: '^[A-Z]{3}P[A-Z]\\d{4}[A-Z]$' }),
    tin('Permanent Account Number', 'PAN', { pattern: '^[A-Z]{3}[ABCFGHJLT][A-Z]\\d{4}[A-Z]$' }),
  ),
  IO: row(false, generic()),
  IQ: row(false, generic()),
  IR: row(false, generic()),
  IS: row(true, tin('Kennitala (identification number)', 'Kennitala', { pattern: '^\\d{10}$', check: 'isKennitala' })),
  IT: row(
    true,
    tin('Codice fiscale', 'Codice fiscale', {
      pattern: '^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$',
      check: 'itCodiceFiscale',
    }),
    tin('Codice fiscale / Partita IVA of an entity', 'Codice fiscale', { pattern: '^\\d{11}$', check: 'luhn' }),
  ),
  JE: row(true, tin('Tax Reference Number', 'TRN', { pattern: '^\\d{10}$' })),
  JM: row(true, tin('Taxpayer Registration Number', 'TRN', { pattern: '^\\d{9}$' })),
  JO: row(false, generic()),
  JP: row(
    true,
    tin('Individual Number (My Number)', 'My Number', { pattern: '^\\d{12}$' }),
    tin('Corporate Number', 'Corporate Number', { pattern: '^\\d{13}$' }),
  ),
  KE: row(true, tin('KRA Personal Identification Number', 'KRA PIN', { pattern: '^[AP]\\d{9}[A-Z]$' })),
  KG: row(
    false,
    tin('Идентификационный налоговый номер (taxpayer identification number)', 'INN', { pattern: '^\\d{14}$' }),
  ),
  KH: row(false, tin('Tax Identification Number', 'TIN')),
  KI: row(false, generic()),
  KM: row(false, generic()),
  KN: row(true, tin('Taxpayer Identification Number', 'TIN')),
  KP: row(false, generic()),
  KR: row(
    true,
    tin('Resident Registration Number (주민등록번호)', 'RRN', { pattern: '^\\d{13}$' }),
    tin('Business Registration Number (사업자등록번호)', 'BRN', { pattern: '^\\d{10}$' }),
  ),
  KW: row(true, notIssued()),
  KY: row(true, notIssued()),
  KZ: row(
    true,
    tin('Individual Identification Number', 'IIN', { pattern: '^\\d{12}$' }),
    tin('Business Identification Number', 'BIN', { pattern: '^\\d{12}$' }),
  ),
  LA: row(false, generic()),
  LB: row(true, tin('Financial (tax registration) number', 'Financial number')),
  LC: row(true, tin('Taxpayer Identification Number', 'TIN')),
  LI: row(true, tin('Personenidentifikationsnummer', 'PEID', { pattern: '^\\d{1,12}$' })),
  LK: row(false, tin('Taxpayer Identification Number', 'TIN', { pattern: '^\\d{9}$' })),
  LR: row(false, generic()),
  LS: row(false, generic()),
  LT: row(
    true,
    tin('Asmens kodas (personal code)', 'Asmens kodas', { pattern: '^[1-6]\\d{10}$' }),
    tin('Juridinio asmens kodas (legal entity code)', 'JA kodas', { pattern: '^\\d{9}$' }),
  ),
  LU: row(
    true,
    tin("Numéro d'identification national (matricule)", 'Matricule', { pattern: '^\\d{13}$' }),
    tin("Numéro d'identification national of an entity (matricule)", 'Matricule', { pattern: '^\\d{11}$' }),
  ),
  LV: row(
    true,
    tin('Personas kods (personal code)', 'Personas kods', { pattern: '^\\d{11}$' }),
    tin('Reģistrācijas numurs (registration number)', 'Reģ. Nr.', { pattern: '^\\d{11}$' }),
  ),
  LY: row(false, generic()),
  MA: row(true, tin('Identifiant Fiscal', 'IF')),
  MC: row(true, notIssued()),
  MD: row(
    false,
    tin('Numărul de identificare de stat al persoanei fizice', 'IDNP', { pattern: '^\\d{13}$' }),
    tin('Numărul de identificare de stat al persoanei juridice', 'IDNO', { pattern: '^\\d{13}$' }),
  ),
  ME: row(
    true,
    tin('Jedinstveni matični broj građana (personal number)', 'JMBG', { pattern: '^\\d{13}$' }),
    tin('Poreski identifikacioni broj (tax identification number)', 'PIB', { pattern: '^\\d{8}$' }),
  ),
  MF: row(false, generic()),
  MG: row(false, tin("Numéro d'Identification Fiscale", 'NIF')),
  MH: row(true, notIssued()),
  MK: row(
    false,
    tin('Единствен матичен број на граѓанинот (personal number)', 'EMBG', { pattern: '^\\d{13}$' }),
    tin('Единствен даночен број (tax number)', 'EDB', { pattern: '^(MK)?\\d{13}$' }),
  ),
  ML: row(false, generic()),
  MM: row(false, generic()),
  MN: row(false, generic()),
  MO: row(true, tin('Taxpayer number (Número de contribuinte)', 'Taxpayer number')),
  MP: usTerritory(),
  MQ: frenchRegion(),
  MR: row(false, generic()),
  MS: row(true, generic()),
  MT: row(
    true,
    tin('Identity card number (tax number)', 'ID number', { pattern: '^\\d{3,7}[MGAPLHBZ]$' }),
    tin('Tax Registration Number', 'TRN', { pattern: '^\\d{9}$' }),
  ),
  MU: row(true, tin('Tax Account Number', 'TAN', { pattern: '^\\d{8}$' })),
  MV: row(
    true,
    tin('Taxpayer Identification Number', 'TIN', { isRequired: false }),
    tin('Taxpayer Identification Number', 'TIN'),
  ),
  MW: row(false, generic()),
  MX: row(
    true,
    tin('Registro Federal de Contribuyentes', 'RFC', { pattern: '^[A-ZÑ&]{4}\\d{6}[A-Z0-9]{3}$' }),
    tin('Registro Federal de Contribuyentes', 'RFC', { pattern: '^[A-ZÑ&]{3}\\d{6}[A-Z0-9]{3}$' }),
  ),
  MY: row(true, tin('Income Tax Number', 'TIN')),
  MZ: row(false, tin('Número Único de Identificação Tributária', 'NUIT', { pattern: '^\\d{9}$' })),
  NA: row(false, tin('Taxpayer Identification Number', 'TIN')),
  NC: row(false, generic()),
  NE: row(false, generic()),
  NF: australianTerritory(),
  NG: row(true, tin('Taxpayer Identification Number', 'TIN')),
  NI: row(false, tin('Registro Único del Contribuyente', 'RUC')),
  NL: row(
    true,
    tin('Burgerservicenummer (citizen service number)', 'BSN', { pattern: '^\\d{9}$', check: 'nlElevenTest' }),
    tin('Rechtspersonen en Samenwerkingsverbanden Informatienummer', 'RSIN', {
      pattern: '^\\d{9}$',
      check: 'nlElevenTest',
    }),
  ),
  NO: row(true, norwayPerson, norwayBusiness),
  NP: row(false, tin('Permanent Account Number', 'PAN', { pattern: '^\\d{9}$' })),
  NR: row(true, notIssued()),
  NU: row(true, generic()),
  NZ: row(true, tin('IRD number', 'IRD', { pattern: '^\\d{8,9}$' })),
  OM: row(true, notIssued(), tin('Tax Identification Number', 'TIN', { isRequired: false })),
  PA: row(true, tin('Registro Único de Contribuyente / Cédula', 'RUC')),
  PE: row(
    true,
    tin('Documento Nacional de Identidad / RUC', 'DNI/RUC', { pattern: '^(\\d{8}|\\d{11})$' }),
    tin('Registro Único de Contribuyentes', 'RUC', { pattern: '^\\d{11}$' }),
  ),
  PF: row(false, generic()),
  PG: row(false, tin('Taxpayer Identification Number', 'TIN')),
  PH: row(false, tin('Taxpayer Identification Number', 'TIN', { pattern: '^\\d{9}(\\d{3}|\\d{5})?$' })),
  PK: row(
    true,
    tin('Computerised National Identity Card number', 'CNIC', { pattern: '^\\d{13}$' }),
    tin('National Tax Number', 'NTN', { pattern: '^\\d{7,8}$' }),
  ),
  PL: row(
    true,
    tin('PESEL (personal identification number)', 'PESEL', { pattern: '^\\d{11}$', check: 'plPesel' }),
    tin('Numer Identyfikacji Podatkowej (tax identification number)', 'NIP', { pattern: '^\\d{10}$', check: 'plNip' }),
  ),
  PM: row(false, generic()),
  PN: row(false, generic()),
  PR: usTerritory(),
  PS: row(false, generic()),
  PT: row(
    true,
    tin('Número de Identificação Fiscal', 'NIF', { pattern: '^[123]\\d{8}$', check: 'ptNif' }),
    tin('Número de Identificação de Pessoa Coletiva', 'NIPC', { pattern: '^[5-9]\\d{8}$', check: 'ptNif' }),
  ),
  PW: row(false, generic()),
  PY: row(false, tin('Registro Único del Contribuyente', 'RUC')),
  QA: row(true, notIssued(), tin('Tax Identification Number', 'TIN', { isRequired: false })),
  RE: frenchRegion(),
  RO: row(
    true,
    tin('Cod numeric personal (personal numeric code)', 'CNP', { pattern: '^[1-9]\\d{12}$', check: 'roCnp' }),
    tin('Cod de identificare fiscală', 'CIF/CUI', { pattern: '^(RO)?\\d{2,10}$' }),
  ),
  RS: row(
    false,
    tin('Jedinstveni matični broj građana (personal number)', 'JMBG', { pattern: '^\\d{13}$' }),
    tin('Poreski identifikacioni broj (tax identification number)', 'PIB', { pattern: '^\\d{9}$' }),
  ),
  RU: row(
    true,
    tin('Идентификационный номер налогоплательщика (taxpayer identification number)', 'INN', {
      pattern: '^\\d{12}$',
      check: 'ruInn',
    }),
    tin('Идентификационный номер налогоплательщика (taxpayer identification number)', 'INN', {
      pattern: '^\\d{10}$',
      check: 'ruInn',
    }),
  ),
  RW: row(false, tin('Taxpayer Identification Number', 'TIN', { pattern: '^\\d{9}$' })),
  SA: row(true, notIssued(), tin('Tax Identification Number', 'TIN', { pattern: '^\\d{10}$', isRequired: false })),
  SB: row(false, generic()),
  SC: row(true, tin('Taxpayer Identification Number', 'TIN', { pattern: '^\\d{9}$' })),
  SD: row(false, generic()),
  SE: row(
    true,
    tin('Personnummer (personal identity number)', 'Personnummer', { pattern: '^(\\d{10}|\\d{12})$', check: 'seLuhn' }),
    tin('Organisationsnummer (organisation number)', 'Org.nr', { pattern: '^(16)?\\d{10}$', check: 'seLuhn' }),
  ),
  SG: row(
    true,
    tin('NRIC or FIN number', 'NRIC/FIN', { pattern: '^[STFGM]\\d{7}[A-Z]$' }),
    tin('Unique Entity Number', 'UEN', { pattern: '^[0-9A-Z]{9,10}$' }),
  ),
  SH: row(false, generic()),
  SI: row(true, tin('Davčna številka (tax number)', 'Davčna številka', { pattern: '^\\d{8}$' })),
  SJ: row(true, norwayPerson, norwayBusiness),
  SK: row(
    true,
    tin('Rodné číslo (birth number)', 'RČ', { pattern: '^\\d{9,10}$' }),
    tin('Daňové identifikačné číslo (tax identification number)', 'DIČ', { pattern: '^\\d{10}$' }),
  ),
  SL: row(false, generic()),
  SM: row(true, tin('Codice ISS', 'Codice ISS'), tin('Codice Operatore Economico', 'COE')),
  SN: row(false, tin("Numéro d'Identification National des Entreprises et Associations", 'NINEA')),
  SO: row(false, generic()),
  SR: row(false, generic()),
  SS: row(false, generic()),
  ST: row(false, generic()),
  SV: row(false, tin('Número de Identificación Tributaria', 'NIT', { pattern: '^\\d{14}$' })),
  SX: row(true, generic()),
  SY: row(false, generic()),
  SZ: row(false, tin('Taxpayer Identification Number', 'TIN')),
  TC: row(true, notIssued()),
  TD: row(false, generic()),
  TG: row(false, generic()),
  TH: row(
    true,
    tin('Personal identification number (national ID)', 'PIN', { pattern: '^\\d{13}$' }),
    tin('Tax Identification Number', 'TIN', { pattern: '^\\d{13}$' }),
  ),
  TJ: row(false, generic()),
  TK: row(false, generic()),
  TL: row(false, generic()),
  TM: row(false, generic()),
  TN: row(false, tin('Matricule fiscal', 'MF')),
  TO: row(false, generic()),
  TR: row(
    true,
    tin('T.C. Kimlik Numarası (identity number)', 'TCKN', { pattern: '^[1-9]\\d{10}$' }),
    tin('Vergi Kimlik Numarası (tax identification number)', 'VKN', { pattern: '^\\d{10}$' }),
  ),
  TT: row(false, tin('Board of Inland Revenue file number', 'BIR number')),
  TV: row(false, generic()),
  TW: row(
    false,
    tin('National identification number', 'ID number', { pattern: '^[A-Z][12]\\d{8}$' }),
    tin('Unified Business Number', 'UBN', { pattern: '^\\d{8}$' }),
  ),
  TZ: row(false, tin('Taxpayer Identification Number', 'TIN', { pattern: '^\\d{9}$' })),
  UA: row(
    true,
    tin('Реєстраційний номер облікової картки платника податків (taxpayer registration number)', 'RNOKPP', {
      pattern: '^\\d{10}$',
    }),
    tin('Код ЄДРПОУ (EDRPOU code)', 'EDRPOU', { pattern: '^\\d{8}$' }),
  ),
  UG: row(false, tin('Taxpayer Identification Number', 'TIN', { pattern: '^\\d{10}$' })),
  US: row(false, { ...usPerson, isRequired: true }, { ...usEntity, isRequired: true }),
  UY: row(
    true,
    tin('Cédula de identidad', 'CI', { pattern: '^\\d{7,8}$' }),
    tin('Registro Único Tributario', 'RUT', { pattern: '^\\d{12}$' }),
  ),
  UZ: row(false, tin('Taxpayer Identification Number (STIR)', 'TIN', { pattern: '^\\d{9}$' })),
  VA: row(false, generic()),
  VC: row(true, tin('Taxpayer Identification Number', 'TIN')),
  VE: row(false, tin('Registro de Información Fiscal', 'RIF', { pattern: '^[VEJPG]\\d{9}$' })),
  VG: row(true, notIssued()),
  VI: usTerritory(),
  VN: row(false, tin('Mã số thuế (tax code)', 'MST', { pattern: '^\\d{10}(\\d{3})?$' })),
  VU: row(true, notIssued(), generic({ isRequired: false })),
  WF: row(false, generic()),
  WS: row(true, tin('Taxpayer Identification Number', 'TIN')),
  XK: row(false, generic()),
  YE: row(false, generic()),
  YT: frenchRegion(),
  ZA: row(true, tin('Income tax reference number', 'Tax reference', { pattern: '^[01239]\\d{9}$', check: 'luhn' })),
  ZM: row(false, tin('Taxpayer Identification Number', 'TPIN', { pattern: '^\\d{10}$' })),
  ZW: row(false, generic()),
} satisfies Record<CountryCode, CountryTaxInfo>;

/** The row of an unknown country: not required, no known TIN, no CRS (spec 002 §3). */
export const unknownCountryTaxInfo: CountryTaxInfo = row(false, generic({ isIssued: false }));

/**
 * The tax data of a country (spec 002 §3): its row, or for a code the table does not know, the
 * unknown-country row (not required, no CRS). The code is trimmed and upper-cased first.
 */
export function countryTaxInfo(countryCode: string): CountryTaxInfo {
  const code = countryCode.trim().toUpperCase();
  return isKnownTaxCountry(code) ? countryTaxTable[code] : unknownCountryTaxInfo;
}

/** True when the table has a row of its own for `countryCode` as given (else {@link countryTaxInfo} answers the default). */
export function isKnownTaxCountry(countryCode: string): countryCode is CountryCode {
  return Object.hasOwn(countryTaxTable, countryCode);
}

/** The TIN a country asks of a holder kind: `tinPersonal` for persons, `tinBusiness` for entities. */
export function tinDefinitionOf(countryCode: string, holder: TaxHolderKind): TinDefinition {
  const info = countryTaxInfo(countryCode);
  return holder === 'personal' ? info.tinPersonal : info.tinBusiness;
}
