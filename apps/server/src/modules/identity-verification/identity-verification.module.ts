import { identityVerificationMethods } from '@tessera/contract';
import { identitySandboxResultJob } from '../../platform/sandbox-identity-provider.ts';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { identityVerificationHandlers } from './identity-verification.methods.ts';
import { identityVerificationRouteHandlers } from './identity-verification.routes.ts';

/**
 * The identity-verification module (spec 000 §1, spec 002 §7; decisions
 * 0071–0073): runs at the providers jmo and nfd, the hosted page's captures in the file store, the
 * providers' signed results written into the customer's documents.
 */
export const identityVerificationModule = defineModule({
  name: 'identity-verification',
  methods: [serveArea(identityVerificationMethods, identityVerificationHandlers)],
  routes: identityVerificationRouteHandlers,
  jobs: [identitySandboxResultJob],
  adapters: ['identityProviders', 'fileStore'],
});
