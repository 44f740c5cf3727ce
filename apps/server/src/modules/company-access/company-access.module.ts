import { companyAccessMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { accessRightRequestEffect } from './company-access.ts';
import { companyAccessHandlers } from './company-access.methods.ts';

/** The company-access module: who may act for a business, and at which level (spec 001 §6–7, 000 §2 rule 3). */
export const companyAccessModule = defineModule({
  name: 'company-access',
  methods: [serveArea(companyAccessMethods, companyAccessHandlers)],
  requestEffects: { accessRight: accessRightRequestEffect },
});
