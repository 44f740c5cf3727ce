import { devicesMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { createDevicesDeps } from './devices.deps.ts';
import { devicesHandlers } from './devices.methods.ts';
import { devicesRouteHandlers } from './devices.routes.ts';
import type { DeviceRow } from './devices.ts';

/**
 * The devices module: linked devices and push (decision 0012): linking by QR code, the device API
 * of the web authenticator and phone apps, push requests for sign-in and approvals, the migration
 * to push two-factor with its admin scheduling (decision 0013), and the live channel.
 */
export const devicesModule = defineModule<DeviceRow>({
  name: 'devices',
  methods: [serveArea(devicesMethods, devicesHandlers)],
  routes: (services) => devicesRouteHandlers(createDevicesDeps(services)),
});
