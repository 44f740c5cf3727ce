// Web client benchmark: Lighthouse (mobile, default simulated throttling) in Debian's Chromium on
// /login and on the signed-in home, median of BENCH_RUNS (3) runs each, and the JavaScript the
// browser transfers (compressed bytes on the wire) before /login is usable and from the login page
// through sign-in to a usable home (CI holds these to budgets: e2e/tests/script-budget.spec.ts). The built web app (`npm run build`) is served by the server as
// its own process (NODE_ENV=production, PGlite with the demo data in a temporary folder), exactly as
// `npm start` serves it. Prints figures; asserts nothing.
// Run: npm run build && npx tsx bench/web.bench.ts   (BENCH_RUNS, CHROMIUM_PATH)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { kilobytes, ScriptTransferCounter, scriptTransferLine } from './script-transfer.ts';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = 18600 + Math.floor(Math.random() * 300);
const origin = `http://localhost:${port}`;
const demoEmail = 'alice@example.com';
const demoPassword = 'Tessera-demo-1';

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('web bench: apps/web/dist is missing; run `npm run build` first.');
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-web-bench-'));
/** What to stop on exit. */
const running: { server?: ChildProcess; chrome?: LaunchedChrome } = {};

function cleanUp(): void {
  running.server?.kill('SIGTERM');
  running.chrome?.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
process.on('exit', cleanUp);
process.on('SIGINT', () => process.exit(130));

/** Starts the server with the built web app and the demo data; resolves when /api/health answers. */
async function startServer(): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  const server = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'apps/server/src/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...env,
        NODE_ENV: 'production',
        // The production build on the demo data, which only a sandbox deployment may hold (decision 0136).
        SANDBOX: 'true',
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
        RATE_LIMIT_SCALE: '20',
      },
    },
  );
  running.server = server;
  server.on('exit', (code) => {
    if (code !== null && code !== 0) process.exit(1);
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start within 180 s');
}

/** Median of numbers (the middle run, as Lighthouse's own guidance recommends). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

interface PageFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  clsValue: number;
  scriptBytes: number;
  cssBytes: number;
  requests: number;
}

/** The figures of one Lighthouse run. */
function figuresOf(result: RunnerResult | undefined): PageFigures {
  if (!result) throw new Error('Lighthouse returned no result');
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) console.log(`  Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
  const items = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const bytes = (type: string) =>
    items.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    clsValue: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    scriptBytes: bytes('Script'),
    cssBytes: bytes('Stylesheet'),
    requests: items.length,
  };
}

/** Signs alice in through the login form of `page` and waits for her home with its balances. */
async function signIn(page: Page): Promise<void> {
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[type="email"], input[name="email"]').fill(demoEmail);
  await page.locator('input[type="password"]').fill(demoPassword);
  await page.locator('button[type="submit"]').click();
  await page.waitForFunction(() => location.pathname === '/home', { timeout: 30_000 });
  await page.waitForSelector('[data-testid="balance"]', { timeout: 30_000 });
}

/** Runs Lighthouse `runs` times on `url` and prints the median figures. */
async function measure(
  browser: Browser,
  chromePort: number,
  label: string,
  url: string,
  options: { signedIn: boolean },
): Promise<PageFigures> {
  const results: PageFigures[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage();
    if (options.signedIn) {
      await signIn(page);
      // A cold load of home, as after a reload on a new visit: the session stays, the HTTP cache goes.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const flags: Flags = {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The session lives in the tab's sessionStorage: keep it for the signed-in page.
      disableStorageReset: options.signedIn,
    };
    results.push(figuresOf(await lighthouse(url, flags, undefined, page)));
    await page.close();
  }
  const figures: PageFigures = {
    score: median(results.map((r) => r.score)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    clsValue: median(results.map((r) => r.clsValue)),
    scriptBytes: median(results.map((r) => r.scriptBytes)),
    cssBytes: median(results.map((r) => r.cssBytes)),
    requests: median(results.map((r) => r.requests)),
  };
  console.log(
    `  ${label.padEnd(6)} performance ${String(figures.score).padStart(3)} (runs: ${results.map((r) => r.score).join(', ')})` +
      `  FCP ${(figures.fcpMs / 1000).toFixed(2)} s  LCP ${(figures.lcpMs / 1000).toFixed(2)} s` +
      `  TBT ${Math.round(figures.tbtMs)} ms  CLS ${figures.clsValue.toFixed(3)}` +
      `  JS ${kb(figures.scriptBytes)}  CSS ${kb(figures.cssBytes)}  ${figures.requests} requests`,
  );
  return figures;
}

const kb = kilobytes;

/**
 * Compressed JavaScript bytes on the wire (CDP `encodedDataLength`, counted by bench/script-transfer.ts)
 * in a fresh, cache-less tab: up to a usable /login (the sign-in button on screen), then through
 * sign-in to a usable home.
 */
async function scriptBytesThroughSignIn(browser: Browser): Promise<{ login: number; home: number; encoding: string }> {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const counter = new ScriptTransferCounter();
  cdp.on('Network.responseReceived', (event) => counter.responseReceived(event));
  cdp.on('Network.loadingFinished', (event) => counter.loadingFinished(event));
  await page.goto(`${origin}/login`);
  await page.waitForSelector('button[type="submit"]', { visible: true });
  // Usable: the app has taken over the page (a painted login page shows before it runs, decision 0129).
  await page.waitForSelector('html[data-app-ready]');
  await page.waitForNetworkIdle({ idleTime: 500 });
  const login = counter.total;
  await page.locator('input[type="email"], input[name="email"]').fill(demoEmail);
  await page.locator('input[type="password"]').fill(demoPassword);
  await page.locator('button[type="submit"]').click();
  await page.waitForSelector('[data-testid="balance"]', { timeout: 30_000 });
  await page.waitForNetworkIdle({ idleTime: 500 });
  await page.close();
  return { login, home: counter.total, encoding: counter.encodings };
}

await startServer();
const chrome = await launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-extensions'],
});
running.chrome = chrome;
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });

console.log(`web client (Lighthouse ${runs}× mobile, default throttling; Chromium ${await browser.version()})`);
const bytes = await scriptBytesThroughSignIn(browser);
console.log(`  ${scriptTransferLine(bytes)}`);
await measure(browser, chrome.port, '/login', `${origin}/login`, { signedIn: false });
await measure(browser, chrome.port, 'home', `${origin}/home`, { signedIn: true });
await browser.disconnect();
process.exit(0);
