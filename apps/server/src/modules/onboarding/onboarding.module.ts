import { onboardingMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { onboardingHandlers } from './onboarding.methods.ts';

/** The onboarding module (spec 002 §2–§7): registration, activation e-mails and password recovery. */
export const onboardingModule = defineModule({
  name: 'onboarding',
  methods: [serveArea(onboardingMethods, onboardingHandlers)],
  adapters: ['mailer'],
});
