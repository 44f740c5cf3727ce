import { businessApprovalMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { transactionRequestJobs } from './transaction-requests.jobs.ts';
import { businessApprovalHandlers } from './transaction-requests.methods.ts';

/** Business approval: transaction requests and each company's approval policy (spec 001 §4, §6, §7; decision 0105). */
export const transactionRequestsModule = defineModule({
  name: 'transaction-requests',
  methods: [serveArea(businessApprovalMethods, businessApprovalHandlers)],
  jobs: transactionRequestJobs,
  adapters: ['mailer', 'sms'],
});
