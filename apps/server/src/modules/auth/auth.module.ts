import { devicesMethods, securityMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { createAuthDeps } from './auth.deps.ts';
import { devicesHandlers, securityHandlers } from './auth.methods.ts';
import { authRouteHandlers } from './auth.routes.ts';
import { deviceRouteHandlers } from './device.routes.ts';
import type { DeviceRow } from './devices.ts';

/**
 * The auth module: the token service and sign-in flows (spec 000 §7), linked devices and push
 * (decision 0012), security settings (spec 001 §7).
 */
export const authModule = defineModule<DeviceRow>({
  name: 'auth',
  methods: [serveArea(securityMethods, securityHandlers), serveArea(devicesMethods, devicesHandlers)],
  routes: (services) => {
    const deps = createAuthDeps(services);
    return { ...authRouteHandlers(deps), ...deviceRouteHandlers(deps) };
  },
  adapters: ['mailer', 'sms'],
});
