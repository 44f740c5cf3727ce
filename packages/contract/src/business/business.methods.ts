import { defineMethods } from '../method.ts';
import { businessAccountCreateMethod } from './business-registration.schemas.ts';

/** The business area (spec 002 §2–§6): registration of a business with its people and companies. */
export const businessMethods = defineMethods({
  businessAccountCreate: businessAccountCreateMethod,
});
