import { z } from 'zod';
import { defineRoute, defineRoutes } from '../route.ts';
import { integerIdSchema, oneTimeCodeSchema } from '../validation.ts';
import { profilePhoneSchema } from './profile.schemas.ts';

/** Path of the SMS verification of a phone (spec 002 §7 "verification/phones/{phoneId}/verify"). */
export const phoneVerifyPath = '/api/verification/phones/:phoneId/verify';

/** The phone verification path (spec 002 §7); the address replacement is the main-API method `addressReplace` (decision 0134). */
export const profileRoutes = defineRoutes({
  phoneVerify: defineRoute({
    name: 'phoneVerify',
    method: 'POST',
    path: phoneVerifyPath,
    access: 'customer',
    accessRight: 'full',
    summary:
      "Confirms one of the caller's phones with its SMS code (the same as `phoneConfirm`): 'VF' invalid_code for a wrong, used or expired code; 'NF' for anyone else's phone.",
    request: { params: z.object({ phoneId: integerIdSchema }), body: z.object({ code: oneTimeCodeSchema }) },
    response: z.object({ phone: profilePhoneSchema }),
    rateLimit: 10,
  }),
});
