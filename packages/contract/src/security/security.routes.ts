import {
  twoStepConfirmSchema,
  twoStepRequestParamsSchema,
  twoStepRequestSchema,
  twoStepResponseSchema,
  securityPaths,
} from './security.schemas.ts';
import { defineRoutes, defineRoute } from '../route.ts';

/** Security settings (spec 001 §7): the two-step sign-in change, password-checked. */
export const securityRoutes = defineRoutes({
  twoStepVerification: defineRoute({
    name: 'twoStepVerification',
    method: 'POST',
    path: securityPaths.twoStep,
    access: 'customer',
    summary: 'Asks to change the two-step sign-in mode; otp and sms are confirmed with a code.',
    request: { body: twoStepRequestSchema },
    response: twoStepResponseSchema,
    rateLimit: 1,
  }),
  twoStepVerificationConfirm: defineRoute({
    name: 'twoStepVerificationConfirm',
    method: 'POST',
    path: '/api/customer/two-step-verification/:reqId/confirm',
    access: 'customer',
    summary: 'Confirms a two-step change with the code from the authenticator app or the SMS.',
    request: { params: twoStepRequestParamsSchema, body: twoStepConfirmSchema },
    response: twoStepResponseSchema,
    rateLimit: 1,
  }),
});
