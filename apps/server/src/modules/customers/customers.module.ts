import { customersMethods, kycMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { customersHandlers } from './customers.methods.ts';
import { kycHandlers } from './kyc.methods.ts';

/**
 * The customers module: customer info (spec 000 §7), the administrator's customer tools (decision
 * 0016), and the customer's verification: KYC status, restrictions and the review back office
 * (decision 0067).
 */
export const customersModule = defineModule({
  name: 'customers',
  methods: [serveArea(customersMethods, customersHandlers), serveArea(kycMethods, kycHandlers)],
});
