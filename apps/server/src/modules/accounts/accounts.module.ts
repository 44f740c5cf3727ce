import { accountsMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { accountsHandlers } from './accounts.methods.ts';

/** The accounts module (spec 001 §1–§2): accounts, balances and currencies. */
export const accountsModule = defineModule({
  name: 'accounts',
  methods: [serveArea(accountsMethods, accountsHandlers)],
});
