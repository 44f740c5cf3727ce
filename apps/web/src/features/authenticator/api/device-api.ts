import { devicePaths, pushRequestSchema, type PushRequest } from '@tessera/contract';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/client.ts';

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

async function send(
  method: string,
  path: string,
  secret: string | null,
  body?: unknown,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(secret ? { Authorization: `Bearer ${secret}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError('AE', 'Network error');
  }
  const reply: unknown = await response.json().catch(() => null);
  if (reply === null || typeof reply !== 'object' || !('responseCode' in reply))
    throw new ApiError('UE', 'Unexpected reply', [], response.status);
  const fields = reply as Record<string, unknown>;
  if (fields.responseCode !== '00') {
    const errors = Array.isArray(fields.validationErrors)
      ? (fields.validationErrors as { field: string; code: string; description: string }[])
      : [];
    throw new ApiError(String(fields.responseCode), String(fields.responseDescription ?? ''), errors, response.status);
  }
  return fields;
}

/** `POST /device-api/device`: links this browser with the code from the QR link. */
export async function linkThisDevice(link: string, name: string): Promise<StoredDevice> {
  const reply = await send('POST', devicePaths.deviceApi, null, { link, name, type: 'web' });
  return storedSchema.parse(reply);
}

/** `GET /device-api/device`: the device and the requests waiting for it. @throws ApiError 'AU' when unlinked. */
export async function fetchInbox(secret: string): Promise<{ name: string; requests: PushRequest[] }> {
  const reply = await send('GET', devicePaths.deviceApi, secret);
  const device = z.object({ name: z.string() }).parse(reply.device);
  return { name: device.name, requests: z.array(pushRequestSchema).parse(reply.requests) };
}

/** `PUT /api/auth/login/{key}/confirm {result}`: approves or declines a request. */
export async function answerRequest(secret: string, key: string, result: boolean): Promise<void> {
  await send('PUT', devicePaths.loginConfirm(key), secret, { result });
}

/** `DELETE /device-api/device/{id}`: unlinks this browser. */
export async function unlinkThisDevice(device: StoredDevice): Promise<void> {
  await send('DELETE', devicePaths.deviceApiOne(device.deviceId), device.secret);
}
