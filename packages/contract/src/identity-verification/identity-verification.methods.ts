import { defineMethods } from '../method.ts';
import { identityVerificationListMethod } from './identity-verification.schemas.ts';

/** The identity-verification area (decisions 0071–0073): main-API methods; starts, the hosted page, the video job and webhooks are routes. */
export const identityVerificationMethods = defineMethods({
  identityVerificationList: identityVerificationListMethod,
});
