import { companyMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { companyJobs } from './company.jobs.ts';
import { companyHandlers } from './company.methods.ts';

/**
 * The company module (spec 002 §2 `company`, §6, §7; decisions 0106–0109): a business's overview,
 * its financial and due-diligence updates, declarations, and board resolutions signed by its directors
 * (by link or in the app) with reminders before their links expire.
 */
export const companyModule = defineModule({
  name: 'company',
  methods: [serveArea(companyMethods, companyHandlers)],
  adapters: ['mailer'],
  jobs: companyJobs,
});
