import { customersMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { customersHandlers } from './customers.methods.ts';

/** The customers module: customer info (spec 000 §7) and the administrator's customer tools (decision 0016). */
export const customersModule = defineModule({
  name: 'customers',
  methods: [serveArea(customersMethods, customersHandlers)],
});
