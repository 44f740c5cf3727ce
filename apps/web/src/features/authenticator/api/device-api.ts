import type { PushRequest } from '@tessera/contract';
import { z } from 'zod';
import { call } from '../../../shared/api/call.ts';

/** Where the linked device keeps its identity (this browser only; never sent anywhere but here). */
const deviceStorageKey = 'tessera.device';

/** The linked device's id and secret, as stored in this browser. */
export interface StoredDevice {
  deviceId: string;
  secret: string;
}

const storedSchema = z.object({ deviceId: z.string(), secret: z.string() });

export function loadDevice(): StoredDevice | null {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(window.localStorage.getItem(deviceStorageKey) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDevice(device: StoredDevice | null): void {
  if (device) window.localStorage.setItem(deviceStorageKey, JSON.stringify(device));
  else window.localStorage.removeItem(deviceStorageKey);
}

/** `POST /device-api/device`: links this browser with the code from the QR link. */
export async function deviceLink(link: string, name: string): Promise<StoredDevice> {
  const { deviceId, secret } = await call('deviceLink', { link, name, type: 'web' });
  return { deviceId, secret };
}

/** `GET /device-api/device`: the device and the requests waiting for it. @throws ApiError 'AU' when unlinked. */
export async function deviceInbox(secret: string): Promise<{ name: string; requests: PushRequest[] }> {
  const { device, requests } = await call('deviceInbox', {}, { bearer: secret });
  return { name: device.name, requests };
}

/** `PUT /api/auth/login/{key}/confirm {result}`: approves or declines a request. */
export async function loginConfirm(secret: string, key: string, result: boolean): Promise<void> {
  await call('loginConfirm', { key, result }, { bearer: secret });
}

/** `DELETE /device-api/device/{id}`: unlinks this browser. */
export async function deviceUnlink(device: StoredDevice): Promise<void> {
  await call('deviceUnlink', { id: device.deviceId }, { bearer: device.secret });
}
