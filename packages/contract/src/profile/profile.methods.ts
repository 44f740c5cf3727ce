import { defineMethods } from '../method.ts';
import {
  addressConfirmMethod,
  addressCreateMethod,
  addressDeleteMethod,
  emailAddMethod,
  emailConfirmMethod,
  emailConfirmRequestMethod,
  emailDeleteMethod,
  emailSetPrimaryMethod,
  personalInfoUpdateMethod,
  phoneAddMethod,
  phoneConfirmMethod,
  phoneReplaceMethod,
  profileGetMethod,
  statesMethod,
  usernameChangeMethod,
} from './profile.schemas.ts';

/** The profile area (issue 14 item 6; spec 002 §7 "Profile"): main-API methods; the address replacement and the phone verification path are routes. */
export const profileMethods = defineMethods({
  profileGet: profileGetMethod,
  emailAdd: emailAddMethod,
  emailConfirm: emailConfirmMethod,
  emailDelete: emailDeleteMethod,
  emailSetPrimary: emailSetPrimaryMethod,
  emailConfirmRequest: emailConfirmRequestMethod,
  addressCreate: addressCreateMethod,
  addressConfirm: addressConfirmMethod,
  addressDelete: addressDeleteMethod,
  phoneAdd: phoneAddMethod,
  phoneReplace: phoneReplaceMethod,
  phoneConfirm: phoneConfirmMethod,
  states: statesMethod,
  usernameChange: usernameChangeMethod,
  personalInfoUpdate: personalInfoUpdateMethod,
});
