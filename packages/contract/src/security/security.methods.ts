import { defineMethods } from '../method.ts';
import {
  changePasswordConfirmMethod,
  changePasswordMethod,
  ipWhitelistAddMethod,
  ipWhitelistDeleteMethod,
  ipWhitelistListMethod,
  ipWhitelistModeMethod,
  loginHistoryMethod,
  newDeviceApprovalGetMethod,
  newDeviceApprovalSetMethod,
  notificationSettingsGetMethod,
  notificationSettingsSetMethod,
} from './security.schemas.ts';

/** The security-settings area (spec 001 §3 "Security settings", §7). */
export const securityMethods = defineMethods({
  loginHistory: loginHistoryMethod,
  newDeviceApprovalGet: newDeviceApprovalGetMethod,
  newDeviceApprovalSet: newDeviceApprovalSetMethod,
  ipWhitelistList: ipWhitelistListMethod,
  ipWhitelistAdd: ipWhitelistAddMethod,
  ipWhitelistDelete: ipWhitelistDeleteMethod,
  ipWhitelistMode: ipWhitelistModeMethod,
  changePassword: changePasswordMethod,
  changePasswordConfirm: changePasswordConfirmMethod,
  notificationSettingsGet: notificationSettingsGetMethod,
  notificationSettingsSet: notificationSettingsSetMethod,
});
