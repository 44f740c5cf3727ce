import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceReady, downloadThroughApp, isInWebview, onAppMessage, sendToApp } from './bridge.ts';

/** A simulated React Native host: records what the page posts. */
function installHost() {
  const posted: unknown[] = [];
  Object.assign(window, { ReactNativeWebView: { postMessage: (data: string) => posted.push(JSON.parse(data)) } });
  return posted;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'ReactNativeWebView');
});

describe('webview bridge (spec 000 §1) with a simulated host', () => {
  it('does nothing in a plain browser', async () => {
    // Proves the page behaves as a website when no app hosts it.
    expect(isInWebview()).toBe(false);
    expect(announceReady('en')).toBe(false);
    expect(await downloadThroughApp(new Blob(['a']), 'a.csv')).toBe(false);
  });

  it('announces itself, reports the session and hands downloads to the app as base64', async () => {
    // Proves the page → app messages of the protocol, each checked against the contract.
    const posted = installHost();
    expect(isInWebview()).toBe(true);
    expect(announceReady('es')).toBe(true);
    expect(sendToApp({ type: 'session', authenticated: false, reason: 'idle' })).toBe(true);
    expect(await downloadThroughApp(new Blob(['date,amount\n'], { type: 'text/csv' }), 'history.csv')).toBe(true);
    expect(posted).toEqual([
      { type: 'ready', version: 1, language: 'es' },
      { type: 'session', authenticated: false, reason: 'idle' },
      { type: 'download', fileName: 'history.csv', mimeType: 'text/csv', base64: btoa('date,amount\n') },
    ]);
  });

  it('refuses to send a malformed message', () => {
    // Proves the contract guards what leaves the page.
    const posted = installHost();
    expect(sendToApp({ type: 'download', fileName: '', mimeType: 'x', base64: '' })).toBe(false);
    expect(posted).toEqual([]);
  });

  it('passes the app’s valid messages to the page and ignores the rest', () => {
    // Proves app → page parsing: JSON strings and objects, unknown types and bad JSON dropped.
    const handler = vi.fn();
    const stop = onAppMessage(handler);
    const verifier = 'v'.repeat(64);
    window.dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify({ type: 'signIn', code: 'abc', codeVerifier: verifier }) }),
    );
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'signOut' } }));
    window.dispatchEvent(new MessageEvent('message', { data: '{not json' }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'steal', tokens: true } }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'signIn', code: 'abc', codeVerifier: 'short' } }));
    stop();
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'signOut' } }));
    expect(handler.mock.calls.map(([message]) => message)).toEqual([
      { type: 'signIn', code: 'abc', codeVerifier: verifier },
      { type: 'signOut' },
    ]);
  });
});
