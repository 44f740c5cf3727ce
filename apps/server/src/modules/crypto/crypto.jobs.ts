import type { JobDeclaration } from '../../platform/jobs.ts';
import { defineJob, emptyPayload } from '../../platform/jobs.ts';
import type { ModuleServices } from '../../rpc/module.ts';
import { runDepositPass } from './credit-deposits.ts';
import { cryptoSettings } from './crypto-settings.ts';

/**
 * The crypto module's jobs: every scheduler interval, one deposit pass over every wallet (records
 * what the chain reports, credits what has its confirmations; safe to run twice, decision 0050).
 */
export function cryptoJobs(services: ModuleServices): readonly JobDeclaration[] {
  const settings = cryptoSettings(services.config);
  return [
    defineJob({
      name: 'crypto-deposits',
      schedule: 'periodic',
      maxAttempts: 5,
      payload: emptyPayload,
      run: async (_payload, { db, log }) =>
        (await runDepositPass(db, services.adapters.cryptoChain, settings, { log })).credited,
    }),
  ];
}
