import path from 'node:path';
import { ipPlaceCredits } from '@tessera/contract';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An origin: http(s)://host[:port], without a path, query or fragment. */
const originSchema = z
  .string()
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'must be an origin such as https://bank.example');

/**
 * Server configuration from environment variables. Every variable is listed in the README.
 * Parsing fails loudly at start-up with the name of each wrong variable.
 */
const configSchema = z.object({
  /** `production` adds HSTS and makes production (`SANDBOX=false`) the default mode. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * The deployment's mode, said explicitly (decision 0136). `true`, a sandbox: the built-in sandbox
   * adapters, the demo data, the sandbox-only methods (`depositSimulate`, `cryptoSandbox*`, the
   * outboxes) and the identity sandbox's chosen outcome. `false`, production: none of these, and the
   * start is refused with one line while demo data, a sandbox adapter or a needed secret is in the
   * way (`start-checks.ts`). Default: `false` with NODE_ENV=production, else `true` (`npm start`,
   * the demo, tests).
   */
  SANDBOX: booleanFromEnv.optional(),
  /** TCP port to listen on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /**
   * Interface to bind. Default: `127.0.0.1` in a sandbox (its demo users' password is published, so
   * it is not offered to the network unless asked), `0.0.0.0` in production (behind the load balancer).
   */
  HOST: z.string().min(1).optional(),
  /** Folder for the embedded database (PGlite) and local files. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  /**
   * Seed demo data into an empty database. Default: the mode (`true` in a sandbox, `false` in
   * production, where `true` refuses the start).
   */
  SEED_DEMO: booleanFromEnv.optional(),
  /** Brand used when the request's host name matches no brand. */
  BRAND: z.string().default('tessera'),
  /**
   * Public origin of the default brand ("https://bank.example"), the only source of links in
   * e-mails and QR codes (never the request's Host header). Default: http://localhost:$PORT.
   */
  PUBLIC_URL: originSchema.optional(),
  /** Public origins of other brands: comma-separated `brandId=https://origin` pairs (decision 0014). */
  BRAND_PUBLIC_URLS: z
    .string()
    .default('')
    .refine(
      (value) =>
        value
          .split(',')
          .map((pair) => pair.trim())
          .filter(Boolean)
          .every(
            (pair) => /^[a-z0-9-]+=/.test(pair) && originSchema.safeParse(pair.slice(pair.indexOf('=') + 1)).success,
          ),
      'must be comma-separated brandId=https://origin pairs',
    ),
  /** Secret for signing access tokens (≥ 32 characters). Generated and stored in the database when absent. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Access-token lifetime in seconds. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  /** Refresh-token lifetime in seconds (default 30 days). */
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(30 * 24 * 3600),
  /** pino log level. */
  /**
   * Server processes on this machine (PostgreSQL only; PGlite serves one process): the first one
   * migrates and seeds, then forks this many sharing the port (decision 0029).
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Largest number of PostgreSQL connections of one server process (ignored on PGlite). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest accepted request body in bytes. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  /**
   * Most time a client may take to send a request's headers (slowloris, decision 0017); the
   * connection is closed after it. Checked four times per period, at least once a second.
   */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(5_000),
  /** Most time a client may take to send a whole request, headers and body (at least HEADERS_TIMEOUT_MS). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(15_000),
  /** Folder of the built web app; the server serves it from / when it exists. */
  WEB_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  /**
   * Folder of the web build's pre-render of the login page (decision 0129); without a pre-render
   * made with the build in WEB_DIST_DIR, the page is sent unpainted, for the app to render.
   */
  WEB_PRERENDER_DIR: z.string().default(path.resolve(import.meta.dirname, '../../web/dist-ssr')),
  /** Comma-separated proxy addresses whose X-Forwarded-For is trusted (none by default). */
  TRUSTED_PROXIES: z.string().default(''),
  /** SMTP server for e-mail (smtp://user:pass@host:port); without it e-mail stays in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** Sender address of e-mail. */
  MAIL_FROM: z.string().default('Tessera <no-reply@tessera.example>'),
  /**
   * Path of a MaxMind-format IP-location database (`.mmdb`, City or Country: GeoLite2, GeoIP2, DB-IP
   * lite, or an `@ip-location-db` file) that names the country and city of sign-ins (decision
   * 0123); relative to where the server was started. Read once at start: a missing or unreadable
   * file stops the start. Unset: the sandbox locator, which knows only the local network.
   */
  IP_LOCATION_DB: z.string().min(1).optional(),
  /**
   * The credit IP_LOCATION_DB's licence asks for where places are shown (decision 0123): `dbip` for
   * DB-IP lite ("IP Geolocation by DB-IP", linked), `maxmind` for GeoLite2. Unset: none shown.
   */
  IP_LOCATION_CREDIT: z.enum(ipPlaceCredits).optional(),
  /**
   * Seconds between runs of each periodic job (platform/jobs.ts, decision 0022); queued jobs are
   * polled every min(this, 5) seconds. 0 turns the job runner off (tests drive jobs by hand).
   */
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Multiplies every per-address limit of the public main-API methods (rpc/public-rate-limits.ts):
   * 1 in production; larger behind a carrier NAT, or in tests that call public methods often.
   */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /** Sign-in attempts allowed per IP per minute before 429. */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** First step of the progressive delay after repeated failed sign-ins (doubles up to 8 s); 0 turns it off. */
  /** Work of the registration bot challenge (largest counter the browser may need to try). */
  BOT_CHALLENGE_DIFFICULTY: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  LOGIN_THROTTLE_BASE_DELAY_MS: z.coerce.number().int().min(0).max(8000).default(250),
  /**
   * Seconds the sandbox payout rail takes to settle or fail a payout (and to return a settled one),
   * decision 0040. Real rails take minutes to days; the demo shows every state within a minute.
   */
  RAILS_SANDBOX_SETTLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(20),
  /**
   * Where the sandbox rail sends its signed webhooks: Tessera's own endpoint. Default:
   * http://127.0.0.1:$PORT/api/webhooks/rails/sandbox (this process).
   */
  RAILS_SANDBOX_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Standard Webhooks secret (`whsec_` + base64) of the payout rail's webhooks. Default: derived
   * from the server's signing secret (the sandbox and the receiver are the same process).
   */
  RAILS_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, 'must be whsec_ followed by at least 24 bytes of base64')
    .optional(),
  /**
   * Standard Webhooks secrets (`whsec_` + base64) of the identity-verification providers jmo and nfd
   * (decision 0072), one per provider. Default: derived from the server's signing secret per
   * provider (the sandboxes and the receiver are the same process).
   */
  IDENTITY_JMO_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, 'must be whsec_ followed by at least 24 bytes of base64')
    .optional(),
  IDENTITY_NFD_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, 'must be whsec_ followed by at least 24 bytes of base64')
    .optional(),
  /** Seconds the sandbox identity providers take to report a submitted run's result (decision 0072). */
  IDENTITY_SANDBOX_SECONDS: z.coerce.number().int().min(0).max(86_400).default(5),
  /**
   * Where the sandbox identity providers send their signed webhooks, without the provider: Tessera's
   * own endpoint. Default: http://127.0.0.1:$PORT/api/webhooks/identity-verification (this process).
   */
  IDENTITY_SANDBOX_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The bank's BIP84 account-level extended public key for Bitcoin receiving addresses (decision
   * 0050): `vpub`/`tpub` for testnet, `zpub`/`xpub` for mainnet. Public, never a private key or seed.
   * Default: the demo testnet key {@link demoBitcoinExtendedPublicKey} (sandbox only).
   */
  CRYPTO_BTC_XPUB: z
    .string()
    .regex(/^[xtvz]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'must be an xpub, tpub, zpub or vpub extended public key')
    .optional(),
  /** Per-brand keys: comma-separated `brandId=vpub…` pairs; other brands use CRYPTO_BTC_XPUB. */
  CRYPTO_BTC_BRAND_XPUBS: z
    .string()
    .default('')
    .refine(
      (value) =>
        value
          .split(',')
          .map((pair) => pair.trim())
          .filter(Boolean)
          .every((pair) => /^[a-z0-9-]+=[xtvz]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/.test(pair)),
      'must be comma-separated brandId=vpub… pairs',
    ),
  /** Confirmations a crypto deposit needs before it is credited (decision 0050). */
  CRYPTO_CONFIRMATIONS: z.coerce.number().int().min(1).max(100).default(3),
  /** Seconds per block of the sandbox chain; 0 mines only on request (`cryptoSandboxMine`). */
  CRYPTO_SANDBOX_BLOCK_SECONDS: z.coerce.number().int().min(0).max(86_400).default(20),
  /**
   * Where uploaded files are kept (decision 0069): `local`, the folder `$DATA_DIR/files`, or `s3`,
   * the bucket `S3_BUCKET` of an S3-compatible store.
   */
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  /** Endpoint of the S3-compatible store (https://minio.example:9000); AWS S3 of `S3_REGION` when unset. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Region of the bucket (any value for most S3-compatible stores). */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Bucket of uploaded files; required when FILE_STORE=s3. */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3-63 lowercase letters, digits, dots and hyphens)',
    )
    .optional(),
  /** Prefix of every object key in the bucket, e.g. `uploads/` (letters, digits, `/`, `-`, `_`). */
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-]+\/)*$/, 'must be empty or folder names each ending in /')
    .default(''),
  /** Path-style addresses (endpoint/bucket/key), which MinIO and most S3-compatible stores need. */
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  /** Access key of the bucket; with S3_SECRET_ACCESS_KEY. When both are unset the SDK's default chain is used. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  /** Secret of S3_ACCESS_KEY_ID. A secret: never logged, and named without its value in errors. */
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

/**
 * The demo's BIP84 testnet account key m/84'/1'/0' of the public BIP39 test mnemonic "abandon ×11
 * about" (its first receiving address is tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl). Anyone can
 * spend from it: it only ever serves the sandbox chain, never real coins.
 */
export const demoBitcoinExtendedPublicKey =
  'vpub5Y6cjg78GGuNLsaPhmYsiw4gYX3HoQiRBiSwDaBXKUafCt9bNwWQiitDk5VZ5BVxYnQdwoTyXSs2JHRPAgjAvtbBrf8ZhDYe2jWAqvZVnsc';

/** The typed configuration: the variables with the mode's defaults applied (SANDBOX, HOST, SEED_DEMO). */
export type Config = Omit<z.infer<typeof configSchema>, 'SANDBOX' | 'HOST' | 'SEED_DEMO'> & {
  SANDBOX: boolean;
  HOST: string;
  SEED_DEMO: boolean;
};

/** Reads and validates the configuration from `env`. @throws Error naming every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  if (result.data.FILE_STORE === 's3' && !result.data.S3_BUCKET) {
    throw new Error('Invalid configuration: S3_BUCKET: must be set when FILE_STORE=s3');
  }
  if (Boolean(result.data.S3_ACCESS_KEY_ID) !== Boolean(result.data.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (result.data.REQUEST_TIMEOUT_MS < result.data.HEADERS_TIMEOUT_MS) {
    throw new Error('Invalid configuration: REQUEST_TIMEOUT_MS: must be at least HEADERS_TIMEOUT_MS');
  }
  // npm runs workspace scripts inside the workspace folder; relative paths are meant from
  // where the user ran the command (INIT_CWD), which is the repository root for `npm start`.
  const baseDir = env.INIT_CWD ?? process.cwd();
  const isSandbox = result.data.SANDBOX ?? result.data.NODE_ENV !== 'production';
  return {
    ...result.data,
    SANDBOX: isSandbox,
    HOST: result.data.HOST ?? (isSandbox ? '127.0.0.1' : '0.0.0.0'),
    SEED_DEMO: result.data.SEED_DEMO ?? isSandbox,
    DATA_DIR: path.resolve(baseDir, result.data.DATA_DIR),
    ...(result.data.IP_LOCATION_DB ? { IP_LOCATION_DB: path.resolve(baseDir, result.data.IP_LOCATION_DB) } : {}),
  };
}
