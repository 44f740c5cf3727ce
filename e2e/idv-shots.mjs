import { chromium } from '@playwright/test';
const base = 'http://localhost:18310';
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4UaGBFTEMLQkAUtVaAV8W4QQAAAAASUVORK5CYII=', 'base64');
async function start() {
  const { codeChallengeS256, generateCodeVerifier } = await import('@tessera/contract');
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client: 'spa', username: 'alice@example.com', password: 'Tessera-demo-1', codeChallenge: await codeChallengeS256(generateCodeVerifier()) }) });
  const { accessToken } = await login.json();
  const reply = await fetch(`${base}/api/identity-verification`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` }, body: JSON.stringify({}) });
  return (await reply.json()).path;
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [width, lang] of [[1280, 'en'], [375, 'en'], [375, 'ru']]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'ru' ? 'ru-RU' : 'en-US' });
  const page = await context.newPage();
  if (lang === 'ru') await page.addInitScript(() => localStorage.setItem('tessera.language', 'ru'));
  const path = await start();
  await page.goto(base + path);
  await page.waitForTimeout(1500);
  await page.getByText(lang === 'ru' ? 'Удостоверение личности' : 'Identity card', { exact: true }).click();
  await page.locator('input[name="file-documentFront"]').setInputFiles({ name: 'f.png', mimeType: 'image/png', buffer: png });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/idv/shots/hosted-${width}-${lang}.png`, fullPage: true });
  await context.close();
}
{
  const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
  const page = await context.newPage();
  await page.goto(base + '/login');
  await page.getByLabel('E-mail').fill('alice@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Tessera-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/home/);
  const path = await page.evaluate(async () => {
    const token = JSON.parse(sessionStorage.getItem('tessera.session') ?? '{}').accessToken;
    const reply = await fetch('/api/identity-verification', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ method: 'video' }) });
    return (await reply.json()).path;
  });
  console.log('video path', path);
  await page.goto(base + path);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/idv/shots/video-375.png', fullPage: true });
  await page.getByRole('button', { name: 'Join the call' }).click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/idv/shots/video-call-375.png', fullPage: true });
  await context.close();
}
await browser.close();
