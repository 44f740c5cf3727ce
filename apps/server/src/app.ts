import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { errorEnvelope } from '@tessera/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { startLiveFanOut } from './platform/live-fan-out.ts';
import { createWebDocument } from './platform/web-document.ts';
import { createFirstScreenRenderer } from './platform/web-prerender.ts';
import { loggerOptions, type LogStream } from './platform/logging.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createAccessTokenSigner } from './platform/access-tokens.ts';
import { getOrCreateSecret } from './platform/server-secrets.ts';
import { authenticateDevice } from './modules/devices/index.ts';
import websocket from '@fastify/websocket';
import { authenticate } from './modules/credentials/index.ts';
import { createBrandRegistry, createPublicOrigins } from './modules/brands/brands.ts';
import { setAdminActionRecorder } from './platform/admin-actions.ts';
import { deliverDueEvents, setEventSubscriptions } from './platform/events.ts';
import { createBackgroundRunner, createJobRunner } from './platform/jobs.ts';
import { serverModules, type LinkedDevice } from './modules/modules.ts';
import { findAccessRight, requireMoneyAction } from './modules/identity/index.ts';
import { requireAcceptedTerms } from './modules/customers/index.ts';
import { setAddressOwnershipCheck } from './modules/documents/index.ts';
import { isLiveAddressOf } from './modules/profile/index.ts';
import {
  setHeldSubmitHandlers,
  setRecurringScheduleHandler,
  setRequestEffects,
} from './modules/money-movements/index.ts';
import { recordAdminAction } from './modules/admin-audit/index.ts';
import type { ModuleManifest, ModuleServices } from './rpc/module.ts';
import type { PushHandlers } from './platform/live.ts';
import { registerRoutes } from './rpc/routes.ts';
import { createAdapters, type Adapters } from './platform/adapters.ts';
import { databaseRateLimitStore } from './platform/rate-limits.ts';
import { AppError } from './rpc/app-error.ts';
import {
  createContextFactory,
  createRouteActingResolver,
  mainApiRoutes,
  type DispatcherDeps,
} from './rpc/dispatcher.ts';
import { registerJsonBodyParser } from './rpc/json-body.ts';
import { buildMethodRegistry } from './rpc/registry.ts';
import { recordApiRoutes, servedApiRoutes, undeclaredApiRoutes } from './rpc/route-inventory.ts';
import { sendAppError } from './rpc/reply.ts';

const requestIdPattern = /^[A-Za-z0-9\-_.]{8,64}$/;

/** Strict CSP: scripts only from our origin, no third-party origins, no inline scripts. */
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Mantine writes CSS variables in <style> elements; styles cannot run code.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // blob: for files the page itself downloaded (a document shown to its reviewer, a camera capture).
    imgSrc: ["'self'", 'data:', 'blob:'],
    frameSrc: ['blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  },
};

/** Headers that govern a document only; a hashed script or stylesheet is sent without them. */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Builds the Fastify app (DESIGN §2: external plugins → platform → modules). The database must
 * be migrated. The server refuses to build if a declared method or route has no handler, and to
 * become ready if it serves a route under /api or /device-api that the contract does not declare. `options.logStream`
 * takes the log lines instead of standard output (tests read what the server logs). `options.adapters`
 * stands in for the composition root's adapters (tests of production mode, whose real providers do
 * not exist yet, pass stand-ins from apps/server/test; decision 0136).
 * @throws Error in production (`SANDBOX=false`) without `options.adapters` while any adapter would be a sandbox.
 */
export async function buildApp(
  config: Config,
  database: DatabaseHandle,
  options: { logStream?: LogStream; modules?: readonly ModuleManifest<LinkedDevice>[]; adapters?: Adapters } = {},
): Promise<FastifyInstance> {
  const modules = options.modules ?? serverModules;
  const registry = buildMethodRegistry(modules.flatMap((module) => module.methods ?? []));
  const brands = createBrandRegistry(config.BRAND);
  const publicOrigin = createPublicOrigins(config, brands);
  const trustedProxies = config.TRUSTED_PROXIES.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, options.logStream),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustedProxies.length > 0 ? trustedProxies : false,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    connectionTimeout: 5 * 60_000,
    // A request must arrive whole within seconds (slowloris, decision 0017); Node checks the
    // running requests every `connectionsCheckingInterval`, so that is kept well below the limits.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.HEADERS_TIMEOUT_MS / 4)),
    },
  });
  registerJsonBodyParser(app);
  // Every route under /api and /device-api must be declared in the contract (checked when ready).
  recordApiRoutes(app);
  app.addHook('onReady', async () => {
    const undeclared = undeclaredApiRoutes(servedApiRoutes(app));
    if (undeclared.length > 0) throw new Error(`routes served without a declaration: ${undeclared.join(', ')}`);
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy,
    crossOriginEmbedderPolicy: false,
    hsts: config.NODE_ENV === 'production',
  });
  // The token-service and device routes count in the database like the public methods, so the
  // limits hold across server processes (decision 0015).
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: () => new AppError('RL'),
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError)
      return sendAppError(reply, error, request.url.startsWith('/api/auth') ? 400 : undefined);
    const statusCode =
      typeof (error as { statusCode?: unknown }).statusCode === 'number'
        ? (error as { statusCode: number }).statusCode
        : 500;
    if (statusCode === 429) return reply.code(429).send(errorEnvelope('RL', new AppError('RL').message));
    if (statusCode >= 400 && statusCode < 500) {
      // Malformed JSON, wrong content type, body too large: the client's fault, said plainly.
      const description =
        statusCode === 413
          ? 'The request is too large.'
          : statusCode === 415
            ? 'Send the request as JSON.'
            : 'The request is malformed.';
      return reply
        .code(statusCode === 413 || statusCode === 415 ? statusCode : 400)
        .send(errorEnvelope('TA1', description));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorEnvelope('UE', 'Server is not available'));
  });

  const jwtSecret =
    config.JWT_SECRET ??
    (await getOrCreateSecret(database.db, 'jwt-signing-key', () => randomBytes(48).toString('base64url')));
  const signer = createAccessTokenSigner(jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS);

  // How to report a vulnerability (RFC 9116), per brand; docs/security.md is the policy.
  const securityTxtExpires = new Date(Date.now() + 365 * 24 * 3600_000).toISOString();
  app.get('/.well-known/security.txt', async (request, reply) => {
    const brand = brands.forHost(request.hostname);
    const origin = publicOrigin(brand);
    const text = [
      `Contact: mailto:security@${brand.hosts[0] ?? 'tessera.example'}`,
      `Expires: ${securityTxtExpires}`,
      `Preferred-Languages: ${brand.availableLangs.map((lang) => (lang === 'ua' ? 'uk' : lang)).join(', ')}`,
      `Canonical: ${origin}/.well-known/security.txt`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').send(text);
  });

  // The web authenticator is installable on a phone's home screen, named after the host's brand.
  app.get('/authenticator.webmanifest', async (request, reply) => {
    const brand = brands.forHost(request.hostname);
    return reply.type('application/manifest+json').send({
      name: `${brand.projectName} Authenticator`,
      short_name: brand.projectName,
      start_url: '/authenticator',
      scope: '/authenticator',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: brand.theme.brandColor,
      icons: [{ src: brand.projectLogo, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    });
  });

  await app.register(websocket, { options: { maxPayload: 4096 } });
  const adapters =
    options.adapters ??
    createAdapters({
      ...config,
      railWebhookSecret:
        config.RAILS_WEBHOOK_SECRET ??
        `whsec_${createHmac('sha256', jwtSecret).update('rails-sandbox-webhook').digest('base64')}`,
      identityWebhookSecrets: {
        jmo:
          config.IDENTITY_JMO_WEBHOOK_SECRET ??
          `whsec_${createHmac('sha256', jwtSecret).update('identity-jmo-webhook').digest('base64')}`,
        nfd:
          config.IDENTITY_NFD_WEBHOOK_SECRET ??
          `whsec_${createHmac('sha256', jwtSecret).update('identity-nfd-webhook').digest('base64')}`,
      },
    });
  const { mailer, sms, ipLocator, cryptoChain } = adapters;
  const missingAdapters = modules.flatMap((module) =>
    (module.adapters ?? []).filter((name) => !(name in adapters)).map((name) => `${module.name} needs ${name}`),
  );
  if (missingAdapters.length > 0) throw new Error(`adapters missing: ${missingAdapters.join(', ')}`);
  const pushHandlers: PushHandlers = Object.assign({}, ...modules.map((module) => module.pushHandlers ?? {}));
  setHeldSubmitHandlers(Object.assign({}, ...modules.map((module) => module.heldSubmitHandlers ?? {})));
  setRequestEffects(Object.assign({}, ...modules.map((module) => module.requestEffects ?? {})));
  setAddressOwnershipCheck(isLiveAddressOf);
  setRecurringScheduleHandler(modules.find((module) => module.recurringScheduleHandler)?.recurringScheduleHandler);
  // Every module's reactions to domain events (decision 0131); the publishers never import them.
  setEventSubscriptions(
    modules.flatMap((module) => module.subscriptions ?? []),
    app.log,
  );
  setAdminActionRecorder(recordAdminAction);
  const background = createBackgroundRunner(app.log);
  const services: ModuleServices = {
    db: database.db,
    databaseKind: database.kind,
    config,
    adapters,
    background,
    signer,
    deriveKey: (purpose) => createHmac('sha256', jwtSecret).update(purpose).digest(),
    brandForHost: (hostname) => brands.forHost(hostname),
    publicOrigin,
    pushHandlers,
    afterActivation: async (activated, language) => {
      for (const module of modules) await module.onActivated?.(services, activated, language);
    },
  };
  const dispatcherDeps: DispatcherDeps = {
    db: database.db,
    config,
    mailer,
    sms,
    ipLocator,
    payoutRail: adapters.payoutRail,
    cryptoChain,
    fileStore: adapters.fileStore,
    identityProviders: adapters.identityProviders,
    background,
    registry,
    brandForHost: (hostname) => brands.forHost(hostname),
    publicOrigin,
    authenticate: (authorization) => authenticate(database.db, signer, authorization),
    findAccessRight: (userId, customerId) => findAccessRight(database.db, userId, customerId),
    // The identity module owns standing and permission sets, the customers module terms acceptance; the
    // dispatcher checks declared money actions with them.
    callerPolicy: { requireMoneyAction, requireAcceptedTerms },
  };
  await app.register(async (scope) => mainApiRoutes(scope, dispatcherDeps));
  // Every literal route of the contract through the one adapter (refuses to start if one has no handler).
  await app.register(async (scope) =>
    registerRoutes<LinkedDevice>(
      scope,
      {
        signInLimitPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE,
        authenticate: dispatcherDeps.authenticate,
        authenticateDevice: (secret, ip) => authenticateDevice(database.db, secret, ip),
        contextFor: createContextFactory(dispatcherDeps),
        actingCustomerFor: createRouteActingResolver(dispatcherDeps),
      },
      modules.flatMap((module) => (module.routes ? [module.routes(services)] : [])),
    ),
  );

  const webDist = config.WEB_DIST_DIR;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    const webDocument = createWebDocument(webDist, createFirstScreenRenderer(config.WEB_PRERENDER_DIR, app.log));
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (vite-plugin-compression2); each is sent with its
      // Content-Encoding to browsers that accept it, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (response, filePath) => {
        response.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // Hashed scripts and stylesheets are never documents: the headers that only govern a page
    // (its CSP, framing, opener, referrer) are left off them, about 700 bytes on each of the first
    // screen's requests. nosniff, CORP and the request id stay.
    app.addHook('onSend', async (request, reply, payload) => {
      if (/^\/assets\/[^?]*\.(?:js|css)(?:\?|$)/.test(request.url)) {
        for (const header of documentOnlyHeaders) reply.removeHeader(header);
      }
      return payload;
    });
    app.get('/*', async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      // A missing script or stylesheet is a 404, never the app's document in its place.
      if (urlPath === '/api' || urlPath.startsWith('/api/') || urlPath.startsWith('/assets/'))
        return reply.callNotFound();
      const candidate = path.join(webDist, path.normalize(urlPath));
      if (urlPath !== '/' && candidate.startsWith(webDist) && existsSync(candidate) && !candidate.endsWith(path.sep)) {
        return reply.sendFile(path.relative(webDist, candidate));
      }
      // History fallback: client routes get the app's document, with the host's brand and the
      // page's code named in it (decision 0124).
      const document = await webDocument({
        brand: brands.forHost(request.hostname),
        path: urlPath,
        hasQuery: request.url.includes('?'),
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
        acceptEncoding: request.headers['accept-encoding'],
      });
      if (document.encoding) reply.header('Content-Encoding', document.encoding);
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding, Cookie')
        .type('text/html; charset=utf-8')
        .send(document.body);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api')) return reply.code(404).send(errorEnvelope('NF', 'Not found.'));
    return reply
      .code(404)
      .type('text/plain')
      .send(hasWeb ? 'Not found' : 'The web app is not built. Run `npm start`, which builds it.');
  });

  // Every module's background jobs (decision 0022); JOBS_INTERVAL_SECONDS=0 turns the runner off.
  const jobDeclarations = modules.flatMap((module) =>
    typeof module.jobs === 'function' ? module.jobs(services) : (module.jobs ?? []),
  );
  const jobRunner =
    config.JOBS_INTERVAL_SECONDS > 0
      ? createJobRunner({
          db: database.db,
          declarations: jobDeclarations,
          log: app.log,
          intervalMs: config.JOBS_INTERVAL_SECONDS * 1000,
          adapters,
        })
      : null;
  // Jobs start once the app is ready (after main.ts has seeded), not while it is being built.
  app.addHook('onReady', async () => jobRunner?.start());
  // Events committed but not delivered when a process stopped (a crash between commit and
  // delivery) are delivered at every start, also when the job runner is off (decision 0131).
  app.addHook('onReady', async () => {
    try {
      const delivered = await deliverDueEvents(database.db);
      if (delivered > 0) app.log.info({ count: delivered }, 'events delivered at start');
    } catch (error) {
      app.log.error({ err: error }, 'event delivery at start failed');
    }
  });
  // Several processes on one PostgreSQL database hear each other's live events (LISTEN/NOTIFY).
  const stopLiveFanOut =
    database.kind === 'postgres' && config.DATABASE_URL
      ? await startLiveFanOut(config.DATABASE_URL, app.log)
      : async () => undefined;
  app.addHook('onClose', async () => {
    await stopLiveFanOut();
    await jobRunner?.stop();
    await background.drain();
    await database.close();
  });
  return app;
}
