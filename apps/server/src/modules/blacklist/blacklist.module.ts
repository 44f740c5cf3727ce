import { blacklistMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { blacklistHandlers } from './blacklist.methods.ts';

/** The payout-blacklist module (spec 001 §3, §7). */
export const blacklistModule = defineModule({
  name: 'blacklist',
  methods: [serveArea(blacklistMethods, blacklistHandlers)],
});
