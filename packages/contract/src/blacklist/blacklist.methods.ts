import { defineMethods } from '../method.ts';
import {
  payoutBlacklistAddMethod,
  payoutBlacklistDeleteMethod,
  payoutBlacklistGetMethod,
} from './blacklist.schemas.ts';

/** The payout-blacklist area (spec 001 §3 "Blacklist entry", §7). */
export const blacklistMethods = defineMethods({
  payoutBlacklistGet: payoutBlacklistGetMethod,
  payoutBlacklistAdd: payoutBlacklistAddMethod,
  payoutBlacklistDelete: payoutBlacklistDeleteMethod,
});
