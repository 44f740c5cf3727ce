import { chromium } from '@playwright/test';
import { codeChallengeS256, generateCodeVerifier } from '@tessera/contract';
const base = process.argv[2];
const v = generateCodeVerifier();
let r = await fetch(base + '/api/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    client: 'spa',
    username: 'admin@example.com',
    password: 'Tessera-demo-1',
    codeChallenge: await codeChallengeS256(v),
  }),
});
const { accessToken } = await r.json();
r = await fetch(base + '/api/?method=pushMigrationSchedule', {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: 'Bearer ' + accessToken },
  body: JSON.stringify({ method: 'pushMigrationSchedule', login: 'carol@example.com', deadline: '2026-11-01' }),
});
console.log(await r.text());
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
await page.goto(base + '/login');
await page.getByLabel('E-mail').fill('carol@example.com');
await page.getByLabel('Password', { exact: true }).fill('Tessera-demo-1');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForTimeout(1500);
const { generate } = await import('otplib');
await new Promise((res) => setTimeout(res, 31000)); // next TOTP step (the previous code was used)
const code = await generate({ secret: 'TESSERADEMOCAROLOTPSECRETKEYAAAA', epoch: Math.floor(Date.now() / 1000) });
await page.getByRole('textbox', { name: 'Digit 1 of 6' }).first().focus();
await page.keyboard.type(code);
await page.waitForTimeout(2500);
console.log(page.url());
await page.screenshot({ path: '/tmp/scp-mobile.png', fullPage: true });
await page.getByRole('link', { name: 'Show a QR code instead' }).click();
await page.waitForTimeout(1000);
console.log(page.url());
await page.screenshot({ path: '/tmp/scp-qr-narrow.png', fullPage: true });
await browser.close();
