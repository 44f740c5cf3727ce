// Whether the page runs in the mobile app's webview, and how to reach the app (spec 000 §1 bridge).
// Apart from bridge.ts, whose messages are checked with the contract's schemas (zod): a plain
// browser never downloads those (decision 0126).

/** The native hosts the bridge knows: React Native, iOS WKWebView, an Android JavascriptInterface. */
interface HostWindow {
  ReactNativeWebView?: { postMessage: (data: string) => void };
  webkit?: { messageHandlers?: { tessera?: { postMessage: (data: unknown) => void } } };
  TesseraAndroid?: { postMessage: (data: string) => void };
}

/** The function that sends a message to the app, or undefined when the page runs in a browser. */
export function hostSender(target: Window): ((data: string) => void) | undefined {
  const host = target as unknown as HostWindow;
  if (host.ReactNativeWebView) return (data) => host.ReactNativeWebView?.postMessage(data);
  const ios = host.webkit?.messageHandlers?.tessera;
  if (ios) return (data) => ios.postMessage(data);
  if (host.TesseraAndroid) return (data) => host.TesseraAndroid?.postMessage(data);
  return undefined;
}

/** True when the page runs inside the mobile app's webview. */
export function isInWebview(target: Window = window): boolean {
  return hostSender(target) !== undefined;
}
