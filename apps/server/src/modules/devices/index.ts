/** The devices module's public use cases for other modules (DESIGN §2: only through this file). */
export {
  approveMethodsFor,
  authenticateDevice,
  createPushRequest,
  findPushRequestBySubject,
  hasLinkedDevice,
  revokeDeviceAccess,
  setDevicePushToken,
  type DeviceRow,
} from './devices.ts';
export { migrationCodeTtlSeconds, pendingMigration, usesPush } from './push-migration.ts';
