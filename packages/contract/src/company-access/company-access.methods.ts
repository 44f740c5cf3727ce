import { defineMethods } from '../method.ts';
import {
  accessRightsListMethod,
  accessRightsUpdateMethod,
  customerAccessListMethod,
  potentialUserListMethod,
  representativePersonalAddMethod,
} from './company-access.schemas.ts';

/** The company-access area (spec 001 §6–§7 "Business approval" access rights; spec 000 §2 rule 3). */
export const companyAccessMethods = defineMethods({
  accessRightsList: accessRightsListMethod,
  accessRightsUpdate: accessRightsUpdateMethod,
  potentialUserList: potentialUserListMethod,
  representativePersonalAdd: representativePersonalAddMethod,
  customerAccessList: customerAccessListMethod,
});
