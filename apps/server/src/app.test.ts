import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { methods, openApiPath, routes } from '@tessera/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { mainApiRoute, recordApiRoutes, servedApiRoutes, undeclaredApiRoutes } from './rpc/route-inventory.ts';
import { buildRouteTable } from './rpc/routes.ts';

let testApp: TestApp;
const webDist = mkdtempSync(path.join(os.tmpdir(), 'tessera-web-'));
const prerenderDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-prerender-'));
/** What the web build's pre-render records of the client build it belongs to (apps/web/vite.ssr.config.ts). */
const buildStamp = () =>
  createHash('sha256')
    .update(readFileSync(path.join(webDist, 'index.html')))
    .digest('hex');
beforeAll(async () => {
  // The shape of the web build's index.html and document-hints.json (apps/web/build/document-hints.ts).
  writeFileSync(
    path.join(webDist, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta name="theme-color" content="#4c6ef5" />',
      '    <link rel="icon" href="/brands/tessera.svg" type="image/svg+xml" />',
      '    <title>Online banking</title>',
      '  </head>',
      '  <body><div id="root"></div></body>',
      '</html>',
    ].join('\n'),
  );
  const files = (...scripts: string[]) => ({ scripts: scripts.map((file) => `/assets/${file}.js`), styles: [] });
  writeFileSync(
    path.join(webDist, 'document-hints.json'),
    JSON.stringify({
      everyPage: { ...files('start', 'root-layout'), styles: ['/assets/app.css'] },
      beyondFirstScreen: { ...files('all-styles-sheet'), styles: ['/assets/all-styles-sheet.css'] },
      pages: [
        { paths: ['/', '/login'], files: files('login-page'), strings: 'first', prerendered: true },
        {
          paths: ['/home'],
          files: { ...files('home-page', 'main-layout', 'home-styles-sheet'), styles: ['/assets/home-styles.css'] },
          strings: 'home',
          ownStyles: true,
        },
      ],
      strings: Object.fromEntries(
        ['en', 'en-AU', 'es', 'ru'].map((language) => [
          language,
          {
            first: files(`${language}-first`),
            home: files(`${language}-home`),
            rest: files(`${language}-rest`),
          },
        ]),
      ),
    }),
  );
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What the build writes beside each text asset (vite-plugin-compression2).
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
  // A pre-render of this build (apps/web/src/prerender, decision 0129): it paints what it was asked for.
  writeFileSync(
    path.join(prerenderDir, 'prerender.mjs'),
    [
      'export async function renderFirstScreen(brand, language, path) {',
      "  if (language === 'es') throw new Error('no strings');",
      '  return `<main><h1>${brand.projectName} ${language} ${path}</h1></main>`;',
      '}',
    ].join('\n'),
  );
  writeFileSync(path.join(prerenderDir, 'client-build.txt'), buildStamp());
  testApp = await createTestApp({ seed: false, env: { WEB_DIST_DIR: webDist, WEB_PRERENDER_DIR: prerenderDir } });
});
afterAll(async () => testApp.close());

describe('server platform', () => {
  it('answers the health check with the database kind', async () => {
    // Proves GET /api/health reaches the database.
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testApp.database.kind });
  });

  it('puts a request id on every reply and keeps a well-formed incoming one', async () => {
    // Proves X-Request-Id is generated, or echoed when the caller sends a safe one.
    const generated = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(echoed.headers['x-request-id']).toBe('trace-12345678');
    const unsafe = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(unsafe.headers['x-request-id']).not.toBe('bad id <script>');
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    // Proves scripts are limited to our origin with no inline scripts and no third-party origins.
    const response = await testApp.app.inject({ method: 'GET', url: '/home' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/https?:\/\//);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // A hashed script is never a document: only nosniff and CORP, not the page's headers.
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('serves the web app with history fallback for client routes, and 404 envelopes under /api', async () => {
    // Proves deep links load the SPA while unknown API paths do not.
    const deepLink = await testApp.app.inject({ method: 'GET', url: '/history?page=2' });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.body).toContain('<div id="root">');
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    const traversal = await testApp.app.inject({ method: 'GET', url: '/../../etc/passwd' });
    expect(traversal.body).not.toContain('root:');
    const api = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ responseCode: 'NF' });
  });

  it('sends the pre-compressed copy a browser accepts, cached for a year, and index.html never cached', async () => {
    // Proves assets go out brotli- or gzip-encoded with Vary, and a plain copy to clients without encodings.
    const brotli = await testApp.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['vary']).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const gzip = await testApp.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await testApp.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    for (const url of ['/', '/login', '/index.html']) {
      const page = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it("sends the app's document with the host's brand, and the page's code and strings to preload", async () => {
    // Proves decision 0124: the brand in the document (no brandConfig round trip), its title and
    // colour, and modulepreload hints for the page and the language the app will show.
    const page = async (url: string, headers: Record<string, string> = {}) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br', ...headers },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['vary']).toContain('Cookie');
      const html = brotliDecompressSync(response.rawPayload).toString();
      const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)\.js">/g)].map(
        (match) => match[1],
      );
      const brandJson = /<script type="application\/json" id="tessera-brand">(.*?)<\/script>/.exec(html)?.[1];
      return { html, preloaded, brand: JSON.parse(brandJson ?? 'null') as { id: string } | null };
    };

    const login = await page('/login?returnTo=%2Fhome');
    expect(login.brand?.id).toBe('tessera');
    expect(login.html).toContain('<title>Tessera</title>');
    expect(login.html).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(login.preloaded).toEqual(['start', 'root-layout', 'login-page', 'en-first']);
    // Every page's styles (the first screen's) are its stylesheet, not a preload (decision 0129).
    expect(login.html).toContain('<link rel="stylesheet" crossorigin href="/assets/app.css">');
    expect(login.html).not.toContain('as="style" crossorigin href="/assets/app.css"');
    expect(login.html).not.toContain('all-styles-sheet');
    expect(login.html).toContain('<link rel="preload" as="image" href="/brands/tessera.svg">');

    // Another brand's host, a remembered language, and the signed-in home with its share of the strings.
    const home = await page('/home', { host: 'northwind.localhost', cookie: 'other=1; tessera.language=ru' });
    expect(home.brand?.id).toBe('northwind');
    expect(home.html).toContain('<title>Northwind Pay</title>');
    expect(home.html).toContain('<html lang="ru" data-mantine-color-scheme="light">');
    // Home names its own share of the strings and styles, not all of them (decision 0128).
    expect(home.preloaded).toEqual([
      'start',
      'root-layout',
      'home-page',
      'main-layout',
      'home-styles-sheet',
      'ru-first',
      'ru-home',
    ]);
    expect(home.html).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-styles.css">');
    expect(home.html).not.toContain('all-styles-sheet');
    // A page the app renders needs its scripts first: preloaded by the document itself.
    expect(home.html).not.toContain('tessera-app-scripts');

    // A language the brand does not offer falls back to English; Australians get en-AU; any
    // other page gets the root layout and every string.
    const harbor = await page('/transfer/p2p', {
      host: 'harbor.localhost',
      cookie: 'tessera.language=ru',
      'accept-language': 'en-AU,en;q=0.9',
    });
    expect(harbor.brand?.id).toBe('harbor');
    expect(harbor.preloaded).toEqual([
      'start',
      'root-layout',
      'all-styles-sheet',
      'en-AU-first',
      'en-AU-home',
      'en-AU-rest',
    ]);

    // A file the build does not have is not found, never the document in its place.
    expect((await testApp.app.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);

    // A build written while the server runs is picked up (its chunks have new names).
    const index = path.join(webDist, 'index.html');
    const before = readFileSync(index, 'utf8');
    writeFileSync(index, before.replace('</head>', '<meta name="build" content="2" />\n  </head>'));
    expect((await page('/login')).html).toContain('<meta name="build" content="2" />');
    writeFileSync(index, before);

    // A plain copy to a client without encodings; the brand's text cannot end the script element.
    const plain = await testApp.app.inject({ method: 'GET', url: '/login' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('id="tessera-brand"');
    expect(plain.body.match(/<\/script>/g)?.length).toBe(plain.body.match(/<script[ >]/g)?.length);
  });

  it("sends the login page painted by the web build's pre-render, only when it is this build's and the address has no query", async () => {
    // Proves decision 0129 on the server's side (e2e/tests/first-paint.spec.ts proves the browser's).
    const root = async (url: string, headers: Record<string, string> = {}) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      return /<div id="root"[^>]*>.*?<\/div>/s.exec(response.body)?.[0];
    };
    expect(await root('/login')).toBe(
      '<div id="root" data-prerendered="en /login"><main><h1>Tessera en /login</h1></main></div>',
    );
    expect(await root('/', { host: 'northwind.localhost', cookie: 'tessera.language=ru' })).toBe(
      '<div id="root" data-prerendered="ru /"><main><h1>Northwind Pay ru /</h1></main></div>',
    );
    // Its scripts are not needed for its first paint: listed for the entry to fetch once it is on
    // screen, not preloaded beside the stylesheet.
    const document = (await testApp.app.inject({ method: 'GET', url: '/login' })).body;
    const listed = /<script type="application\/json" id="tessera-app-scripts">(.*?)<\/script>/.exec(document)?.[1];
    expect(JSON.parse(listed ?? 'null')).toEqual([
      '/assets/start.js',
      '/assets/root-layout.js',
      '/assets/login-page.js',
      '/assets/en-first.js',
    ]);
    expect(document).not.toContain('modulepreload');
    // A query (a login link's code, a return path) is the app's to show; other pages are never painted.
    expect(await root('/login?returnTo=%2Fhome')).toBe('<div id="root"></div>');
    expect(await root('/home')).toBe('<div id="root"></div>');
    // A render that fails sends the page unpainted, not an error.
    expect(await root('/login', { cookie: 'tessera.language=es' })).toBe('<div id="root"></div>');

    // A pre-render of another build is not used: its markup would not be this build's.
    const index = path.join(webDist, 'index.html');
    const before = readFileSync(index, 'utf8');
    writeFileSync(index, before.replace('</head>', '<meta name="build" content="3" />\n  </head>'));
    expect(await root('/login')).toBe('<div id="root"></div>');
    // Once the pre-render of that build is there (it is built after the client), it is used.
    writeFileSync(path.join(prerenderDir, 'client-build.txt'), buildStamp());
    expect(await root('/login')).toContain('data-prerendered="en /login"');
    writeFileSync(index, before);
    writeFileSync(path.join(prerenderDir, 'client-build.txt'), buildStamp());
  });

  it('publishes an OpenAPI reference of every route and method at /api/docs', async () => {
    // Proves the reference is generated from the contract and lists every declared method.
    const json = (await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const name of Object.keys(methods)) expect(Object.keys(json.paths)).toContain(`/api/?method=${name}`);
    expect(Object.keys(json.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/token', '/api/auth/refresh', '/api/auth/logout']),
    );
    const html = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('POST /api/?method=accountList');
    expect(html.body).not.toContain('<script');
  });

  it('documents exactly the routes the server serves under /api and /device-api', async () => {
    // Proves the reference is complete: every registered route (onRoute hook) is a documented verb and path, and back.
    const json = (await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(json.paths)
      .filter(([path]) => !path.startsWith('/api/?method='))
      .flatMap(([path, operations]) => Object.keys(operations).map((verb) => `${verb.toUpperCase()} ${path}`));
    const served = servedApiRoutes(testApp.app)
      .filter((route) => route.path !== mainApiRoute.path)
      .map((route) => `${route.method} ${openApiPath(route.path)}`);
    expect(served.length).toBe(Object.keys(routes).length);
    expect(new Set(served)).toEqual(new Set(documented));
    expect(servedApiRoutes(testApp.app)).toContainEqual(mainApiRoute);
    expect(undeclaredApiRoutes(servedApiRoutes(testApp.app))).toEqual([]);
  });

  it('refuses a route served without a declaration, and a declared route without a handler', async () => {
    // Proves a route added beside the contract is caught (the server will not become ready), as is a missing handler.
    const app = Fastify();
    recordApiRoutes(app);
    app.get('/api/health', async () => ({}));
    app.get('/api/extra', async () => ({}));
    app.delete('/device-api/device', async () => ({}));
    await app.ready();
    expect(undeclaredApiRoutes(servedApiRoutes(app))).toEqual(['GET /api/extra', 'DELETE /device-api/device']);
    await app.close();
    expect(() => buildRouteTable([{ health: async () => ({ status: 'ok', database: 'pglite' }) }])).toThrow(
      /routes without a handler: login, token/,
    );
  });
});
