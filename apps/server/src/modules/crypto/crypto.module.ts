import { cryptoMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { cryptoJobs } from './crypto.jobs.ts';
import { cryptoHandlers } from './crypto.methods.ts';

/** The crypto module (spec 001 §1, §7 "create wallet"; decision 0050): receiving wallets and deposits. */
export const cryptoModule = defineModule({
  name: 'crypto',
  methods: [serveArea(cryptoMethods, cryptoHandlers)],
  jobs: cryptoJobs,
  adapters: ['cryptoChain'],
});
