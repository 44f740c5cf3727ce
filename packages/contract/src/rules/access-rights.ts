/**
 * Access-right levels of a user on a customer they may act for (spec 000 §4 "Access rights levels"):
 * a business's authorised users and representatives hold one level per related customer. A user
 * acting for their own customer needs none.
 */
export const accessRightLevels = {
  noAccess: 0,
  read: 1,
  fullAccess: 2,
  initiate: 3,
  confirmed: 4,
  uploading: 5,
} as const;

export type AccessRightLevel = (typeof accessRightLevels)[keyof typeof accessRightLevels];

/**
 * What a main-API method or route needs on the customer it acts for (decision 0028): `member` to
 * know who the customer is and which documents it has (customer info, the user's own customer
 * accesses, the document list and types: every level but no access, so a representative at level 5
 * can work on the company documents page; decision 0103), `read` to see its money, `initiate` to
 * prepare or submit a payment, `upload` to upload documents for it (the only other thing level 5
 * grants, decision 0101), `full` for everything else (settings, security, access management,
 * cancellations, approvals).
 */
export type RequiredAccessRight = 'member' | 'read' | 'initiate' | 'upload' | 'full';

/**
 * Which levels grant which need (decision 0028; the spec gives the levels, not their matrix): full
 * access grants everything; initiate and confirmed may read and initiate payments; read only reads;
 * uploading (documents, hidden from the choices, 002 §5) grants only `upload`, which full access
 * grants too (decision 0101), and `member`, which every level but no access grants (decision 0103).
 */
const grantedBy: Record<RequiredAccessRight, readonly AccessRightLevel[]> = {
  member: [
    accessRightLevels.read,
    accessRightLevels.fullAccess,
    accessRightLevels.initiate,
    accessRightLevels.confirmed,
    accessRightLevels.uploading,
  ],
  read: [accessRightLevels.read, accessRightLevels.fullAccess, accessRightLevels.initiate, accessRightLevels.confirmed],
  initiate: [accessRightLevels.fullAccess, accessRightLevels.initiate, accessRightLevels.confirmed],
  upload: [accessRightLevels.fullAccess, accessRightLevels.uploading],
  full: [accessRightLevels.fullAccess],
};

/** True when a user holding `level` on a customer may call a method needing `required` for it. */
export function accessRightAllows(level: AccessRightLevel, required: RequiredAccessRight): boolean {
  return grantedBy[required].includes(level);
}
