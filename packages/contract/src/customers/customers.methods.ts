import { defineMethods } from '../method.ts';
import {
  adminAuditLogMethod,
  customerDisableMethod,
  customerEnableMethod,
  customerPermissionsUpdateMethod,
  customerFindMethod,
} from './customer-admin.schemas.ts';
import { customerInfoMethod, termsAcceptMethod } from './customers.schemas.ts';

/** The customers area (spec 000 §7 customer info; the administrator's customer tools, decision 0016). */
export const customersMethods = defineMethods({
  customerInfo: customerInfoMethod,
  termsAccept: termsAcceptMethod,
  customerFind: customerFindMethod,
  customerDisable: customerDisableMethod,
  customerEnable: customerEnableMethod,
  customerPermissionsUpdate: customerPermissionsUpdateMethod,
  adminAuditLog: adminAuditLogMethod,
});
