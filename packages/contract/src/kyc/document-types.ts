import { z } from 'zod';
import { documentCategories, documentCategoryIdSchema, type DocumentCategoryId } from './kyc.schemas.ts';

/**
 * The document types a customer may upload, by category (spec 002 §3 "Dictionaries": "document types
 * grouped by category (each with customerDocumentTypes)", "customer address document types, with an
 * optional countryCode"; "Upload data"; decision 0062).
 *
 * The spec gives three type ids: 4 and 5 need a back-side file, and 88 is the passport registration
 * stamp of RU and UA, which needs the passport's front page. It does not print the rest of the
 * dictionary, so the other ids and names are Tessera's own (decision 0062): 4 is the national identity
 * card and 5 the driving licence (the two identity documents printed on two sides); the rest are the
 * documents a European e-money institution accepts for each category.
 */

/** One type of the catalogue. `name` is its stable key (the web's `kyc:documentTypes.<name>`). */
export interface DocumentTypeEntry {
  id: number;
  name: string;
  categoryId: DocumentCategoryId;
  /** The back of the document is a second file (spec 002 §3: types 4 and 5). */
  needsBackSide: boolean;
  /** The passport's front page is a second file (spec 002 §3: type 88). */
  needsFrontPage: boolean;
  /** ISO 3166-1 alpha-2 countries whose residents may use it; absent means every country. */
  countries?: readonly string[];
}

const identity = documentCategories.ProofOfIdentity;
const address = documentCategories.ProofOfAddress;

function entry(
  id: number,
  name: string,
  categoryId: DocumentCategoryId,
  extra: Partial<Pick<DocumentTypeEntry, 'needsBackSide' | 'needsFrontPage' | 'countries'>> = {},
): DocumentTypeEntry {
  return { id, name, categoryId, needsBackSide: false, needsFrontPage: false, ...extra };
}

/** The type ids the spec names (spec 002 §3 "Upload data"). */
export const specDocumentTypeIds = {
  nationalIdentityCard: 4,
  drivingLicence: 5,
  passportRegistrationStamp: 88,
} as const;

/** Every document type, in the order the dictionary lists them within a category. */
export const documentTypes: readonly DocumentTypeEntry[] = [
  entry(1, 'passport', identity),
  entry(specDocumentTypeIds.nationalIdentityCard, 'nationalIdentityCard', identity, { needsBackSide: true }),
  entry(specDocumentTypeIds.drivingLicence, 'drivingLicence', identity, { needsBackSide: true }),
  entry(10, 'utilityBill', address),
  entry(11, 'bankStatement', address),
  entry(12, 'governmentLetter', address),
  entry(13, 'tenancyAgreement', address),
  entry(specDocumentTypeIds.passportRegistrationStamp, 'passportRegistrationStamp', address, {
    needsFrontPage: true,
    countries: ['RU', 'UA'],
  }),
  entry(20, 'phoneBill', documentCategories.ProofOfPhone),
  entry(30, 'certificateOfIncorporation', documentCategories.BusinessRegistration),
  entry(31, 'businessRegistryExtract', documentCategories.BusinessRegistration),
  entry(40, 'marriageCertificate', documentCategories.ProofOfRelationship),
  entry(41, 'birthCertificate', documentCategories.ProofOfRelationship),
  entry(42, 'powerOfAttorney', documentCategories.ProofOfRelationship),
  entry(50, 'businessUtilityBill', documentCategories.BusinessAddress),
  entry(51, 'businessLeaseAgreement', documentCategories.BusinessAddress),
  entry(55, 'registeredOfficeCertificate', documentCategories.BusinessRegistrationAddress),
  entry(60, 'shareholderRegister', documentCategories.ControlDocument),
  entry(61, 'articlesOfAssociation', documentCategories.ControlDocument),
  entry(62, 'ownershipStructureChart', documentCategories.ControlDocument),
  // A board resolution naming the company's representatives, filed when its directors signed it (decision 0107).
  entry(63, 'boardResolution', documentCategories.ControlDocument),
  entry(70, 'businessLicence', documentCategories.BusinessAdditionalDocument),
  entry(71, 'financialStatements', documentCategories.BusinessAdditionalDocument),
  entry(80, 'payslip', documentCategories.SourceOfWealth),
  entry(81, 'taxReturn', documentCategories.SourceOfWealth),
  entry(82, 'saleOfAssetsContract', documentCategories.SourceOfWealth),
  entry(83, 'inheritanceDocument', documentCategories.SourceOfWealth),
  entry(90, 'residencePermit', documentCategories.ResidencePermit),
  entry(99, 'other', documentCategories.Other),
  // Tax certification documents (spec 002 §3 "FATCA/CRS"; decision 0079): the signed forms are
  // generated or uploaded through the tax certification, filed under Other.
  entry(100, 'usTaxForm', documentCategories.Other),
  entry(101, 'taxSelfCertification', documentCategories.Other),
  entry(102, 'lossOfNationalityCertificate', documentCategories.Other),
];

/** The catalogue entry of a type id, or undefined when the id is not a type. */
export function documentTypeOf(typeId: number): DocumentTypeEntry | undefined {
  return documentTypes.find((type) => type.id === typeId);
}

/** True when residents of `countryCode` may use `type` (every country when the type names none). */
function offeredIn(type: DocumentTypeEntry, countryCode: string | undefined): boolean {
  if (type.countries === undefined) return true;
  return countryCode !== undefined && type.countries.includes(countryCode.toUpperCase());
}

/**
 * The proof-of-address types offered to a resident of `countryCode` (spec 002 §3 "customer address
 * document types, with an optional countryCode"): the general ones everywhere, plus the passport
 * registration stamp (88) in RU and UA. Without a country only the general ones.
 */
export function addressDocumentTypesFor(countryCode?: string): DocumentTypeEntry[] {
  return documentTypes.filter((type) => type.categoryId === address && offeredIn(type, countryCode));
}

/** One group of the document-type dictionary (spec 002 §3): a category with its `customerDocumentTypes`. */
export const documentTypeGroupSchema = z.object({
  categoryId: documentCategoryIdSchema,
  customerDocumentTypes: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      needsBackSide: z.boolean(),
      needsFrontPage: z.boolean(),
    }),
  ),
});
export type DocumentTypeGroup = z.infer<typeof documentTypeGroupSchema>;

/**
 * The document-type dictionary grouped by category, in category order, for a resident of
 * `countryCode` (types limited to other countries left out); categories without a type are left out.
 */
export function documentTypesByCategory(countryCode?: string): DocumentTypeGroup[] {
  return Object.values(documentCategories)
    .map((categoryId) => ({
      categoryId,
      customerDocumentTypes: documentTypes
        .filter((type) => type.categoryId === categoryId && offeredIn(type, countryCode))
        .map(({ id, name, needsBackSide, needsFrontPage }) => ({ id, name, needsBackSide, needsFrontPage })),
    }))
    .filter((group) => group.customerDocumentTypes.length > 0);
}

/**
 * The second file an upload of `typeId` needs, sent as the additional document (spec 002 §3 "Upload
 * data": types 4 and 5 need a back-side file, type 88 a front page): 'backSide', 'frontPage', or
 * undefined when the main file is enough (unknown ids included; the server refuses those itself).
 */
export function additionalFileFor(typeId: number): 'backSide' | 'frontPage' | undefined {
  const type = documentTypeOf(typeId);
  if (type?.needsBackSide) return 'backSide';
  if (type?.needsFrontPage) return 'frontPage';
  return undefined;
}
