import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';

test('inside a simulated mobile-app webview the page speaks the bridge protocol', async ({ page }) => {
  // Proves spec 000 §1 with a simulated React Native host: ready and session messages, downloads
  // handed to the app as base64, and the app signing the page out.
  await page.addInitScript(() => {
    const posted: unknown[] = [];
    Object.assign(window, {
      __posted: posted,
      ReactNativeWebView: { postMessage: (data: string) => posted.push(JSON.parse(data)) },
    });
  });
  await signIn(page, 'alice@example.com');
  const posted = () => page.evaluate(() => (window as unknown as { __posted: { type: string }[] }).__posted);
  await expect.poll(async () => (await posted()).map((message) => message.type)).toContain('ready');
  await expect.poll(async () => (await posted()).some((message) => message.type === 'session')).toBe(true);

  await page.getByRole('link', { name: 'History' }).first().click();
  await expect(page.getByTestId('history-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await expect
    .poll(async () => (await posted()).find((message) => message.type === 'download'))
    .toMatchObject({ type: 'download', mimeType: expect.stringContaining('text/csv') as unknown });
  const download = (await posted()).find((message) => message.type === 'download') as unknown as {
    base64: string;
    fileName: string;
  };
  expect(Buffer.from(download.base64, 'base64').toString('utf8')).toMatch(/^\uFEFF?[^\n]*date/i);
  expect(download.fileName).toMatch(/\.csv$/);

  await page.evaluate(() =>
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'signOut' }) })),
  );
  await expect(page).toHaveURL(/\/login/);
  await expect
    .poll(async () => (await posted()).some((message) => JSON.stringify(message).includes('"authenticated":false')))
    .toBe(true);
});

test("in a plain browser another window's message is not taken for the app's", async ({ page }) => {
  // Proves decision 0126: outside the app's webview the page does not listen to the bridge, so a
  // page that opened Tessera cannot sign it out (or in) by posting the app's messages.
  await signIn(page, 'alice@example.com');
  await page.evaluate(() =>
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'signOut' }) })),
  );
  // The same message signs the page out inside the webview (test above); here the page stays.
  await page.getByRole('link', { name: 'History' }).first().click();
  await expect(page.getByTestId('history-row').first()).toBeVisible();
  await expect(page).toHaveURL(/\/history/);
});
