import {
  appToPageMessageSchema,
  bridgeVersion,
  pageToAppMessageSchema,
  type AppToPageMessage,
  type PageToAppMessage,
} from '@tessera/contract';
import { hostSender, isInWebview } from './bridge-host.ts';

export { isInWebview } from './bridge-host.ts';

/**
 * Sends a message to the app (spec 000 §1), checked against the contract first.
 * @returns false when there is no app or the message is malformed (then nothing is sent).
 */
export function sendToApp(message: PageToAppMessage, target: Window = window): boolean {
  const send = hostSender(target);
  if (!send || !pageToAppMessageSchema.safeParse(message).success) return false;
  send(JSON.stringify(message));
  return true;
}

/**
 * Listens to the app's messages (posted to the window as a `message` event with a JSON string or
 * an object); malformed ones are ignored. Returns the unsubscribe function.
 */
export function onAppMessage(handler: (message: AppToPageMessage) => void, target: Window = window): () => void {
  const listener = (event: MessageEvent) => {
    let data: unknown = event.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        return;
      }
    }
    const parsed = appToPageMessageSchema.safeParse(data);
    if (parsed.success) handler(parsed.data);
  };
  target.addEventListener('message', listener);
  return () => target.removeEventListener('message', listener);
}

/** Announces the page to the app (the first message), if there is one. */
export function announceReady(language: string, target: Window = window): boolean {
  return sendToApp({ type: 'ready', version: bridgeVersion, language }, target);
}

/**
 * Hands a file to the app instead of a browser download (webviews cannot save blobs).
 * @returns false when not in a webview: the caller downloads as usual.
 */
export async function downloadThroughApp(blob: Blob, fileName: string, target: Window = window): Promise<boolean> {
  if (!isInWebview(target)) return false;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return sendToApp(
    { type: 'download', fileName, mimeType: blob.type || 'application/octet-stream', base64: btoa(binary) },
    target,
  );
}

/**
 * Saves a file the way the page runs: handed to the app inside its webview (spec 000 §1 bridge),
 * otherwise a browser download through a temporary object URL.
 */
export async function saveFile(blob: Blob, fileName: string): Promise<void> {
  if (await downloadThroughApp(blob, fileName)) return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Asks the app for the PKCE challenge of an identity-verification hand-off (decision 0093) and waits
 * for it. Resolves undefined outside the app, or when the app does not answer within `timeoutMs`
 * (an app version without hand-off): the page then goes on in the browser.
 */
export function requestIdentityHandoffChallenge(
  method: 'document' | 'video',
  timeoutMs = 5_000,
  target: Window = window,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    if (!isInWebview(target)) {
      resolve(undefined);
      return;
    }
    let settled = false;
    const finish = (value: string | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unsubscribe();
      resolve(value);
    };
    const unsubscribe = onAppMessage((message) => {
      if (message.type === 'identityVerificationChallenge') finish(message.codeChallenge);
    }, target);
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    if (!sendToApp({ type: 'identityVerificationHandoff', method }, target)) finish(undefined);
  });
}
