import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * What the server may write to its log (decisions 0017 and 0018). The log is read by
 * more people and kept longer than the database, so it carries no credentials and no customer data:
 * - requests are logged by method, path and route, with every query value but the main API's
 *   `method` name redacted, and the route's pattern instead of the path when the path has
 *   parameters (`/api/auth/login/:key/confirm`: the key is a pending sign-in's tmpJwt);
 * - fields whose names say they carry a secret are redacted at any depth of a logged object;
 * - errors are logged by class, code and message; the SQL parameters drizzle appends to its message,
 *   the values PostgreSQL quotes in its messages, and the driver's `detail`, `query` and `params`
 *   are left out.
 */

const redacted = '[redacted]';

/** Field names (lower case) that carry secrets: credentials, one-time codes, card data, SQL parameters. */
const secretFieldNames = new Set([
  'password',
  'passwordnew',
  'passwordnewrepeat',
  'newpassword',
  'currentpassword',
  'code',
  'codeverifier',
  'otp',
  'approvalcode',
  'smscode',
  'tmpjwt',
  'secret',
  'devicesecret',
  'device',
  'access',
  'link',
  'accesstoken',
  'refreshtoken',
  'token',
  'pushtoken',
  'otpauthuri',
  'authorization',
  'cookie',
  'set-cookie',
  'sec-websocket-protocol',
  'x-api-key',
  'apikey',
  'pan',
  'pin',
  'cvv',
  'cvc',
  'params',
  'parameters',
]);
/** Any other name ending like these is a secret too (`webhookSecret`, `resetToken`, `oldPassword`). */
const secretFieldSuffix = /(password|secret|token|jwt)$/i;

/** Whether a field called `name` carries a secret and must not be logged. */
function isSecretField(name: string): boolean {
  return secretFieldNames.has(name.toLowerCase()) || secretFieldSuffix.test(name);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

const maxRedactionDepth = 8;

/**
 * A copy of `value` with every secret field of its plain objects and arrays replaced by
 * '[redacted]', to any depth. Class instances (errors, requests, replies) are returned as they
 * are: their own serializers decide what of them is logged.
 */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) {
    return depth >= maxRedactionDepth ? redacted : value.map((item) => redactSecrets(item, depth + 1));
  }
  if (!isPlainObject(value)) return value;
  if (depth >= maxRedactionDepth) return redacted;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = isSecretField(key) ? redacted : redactSecrets(item, depth + 1);
  }
  return copy;
}

/** Query parameters whose values are logged: the main API's operation name (`/api/?method=NAME`). */
const loggedQueryParameters = new Set(['method']);
/** Longer query names or logged values are not names but data (a token pasted as `?eyJ…`). */
const maxLoggedQueryTextLength = 40;

function redactQueryPair(pair: string): string {
  const separator = pair.indexOf('=');
  const name = separator === -1 ? pair : pair.slice(0, separator);
  const value = separator === -1 ? '' : pair.slice(separator + 1);
  if (name.length > maxLoggedQueryTextLength) return redacted;
  const keepsValue = loggedQueryParameters.has(name) && value.length <= maxLoggedQueryTextLength;
  return keepsValue ? pair : `${name}=${redacted}`;
}

/** `url` with every query value redacted but the operation name; short names stay, for debugging. */
function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .filter(Boolean)
    .map(redactQueryPair)
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/**
 * Web pages whose path carries a one-time credential (the hosted identity-verification page's run
 * token, decision 0071; a director's or owner's verification link, 0112; a director's resolution
 * link, 0107): served by the app's fallback route, so they are logged as their pattern here.
 */
const credentialPages: readonly { prefix: string; pattern: string }[] = [
  { prefix: '/identity-verification/', pattern: '/identity-verification/:workflowRunId/:token' },
  { prefix: '/person-verification/', pattern: '/person-verification/:secret' },
  { prefix: '/resolution-sign/', pattern: '/resolution-sign/:token' },
];

function credentialPagePattern(url: string): string | undefined {
  return credentialPages.find((page) => url.startsWith(page.prefix))?.pattern;
}

/**
 * The request as logged: method, the path (or the route's pattern when the path has parameters)
 * with query values redacted, host and client address. No headers, no body.
 */
function serializeRequest(request: FastifyRequest): {
  method: string;
  url: string;
  host?: string;
  remoteAddress?: string;
  remotePort?: number;
} {
  // A FastifyRequest normally; Fastify logs a partial one for URLs it cannot parse.
  const pattern: unknown = request.routeOptions?.url;
  const hasPathParameters = typeof pattern === 'string' && pattern !== '/*' && /[:*]/.test(pattern);
  const url = typeof request.url === 'string' ? request.url : '';
  return {
    method: request.method,
    url: hasPathParameters ? pattern : (credentialPagePattern(url) ?? redactUrl(url)),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Values the database or a parser quotes in its messages: `invalid input syntax for type integer: "x@y"`. */
const quotedText = /"(?:[^"\\]|\\.)*"/g;

/**
 * An error message fit for the log: drizzle's appended `params: …` cut off and every double-quoted
 * value (PostgreSQL's and JSON.parse's way of citing the input they reject) redacted.
 */
export function scrubErrorMessage(message: string): string {
  const paramsAt = message.search(/\n\s*params:/);
  const withoutParams = paramsAt === -1 ? message : message.slice(0, paramsAt);
  return withoutParams.replace(quotedText, `"${redacted}"`);
}

/** PostgreSQL error fields that name things, never values (SQLSTATE code, constraint, table, …). */
const databaseErrorFields = ['severity', 'constraint', 'schema', 'table', 'column', 'dataType', 'routine'] as const;

/** An error as logged (the `err` field). */
interface LoggedError {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

const maxCauseDepth = 4;

/**
 * The `err` serializer: the error's class, code and scrubbed message, its stack frames (the first
 * stack line repeats the message and is dropped), database fields that name things, and its
 * cause the same way. Never the driver's `detail` (`Key (email)=(x@y)`), `query`, `params` or
 * `where`.
 */
function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return {
      type: typeof error,
      message: typeof error === 'string' ? scrubErrorMessage(error) : 'a value that is not an Error was thrown',
      stack: '',
    };
  }
  const fields = error as Error & Record<string, unknown>;
  const logged: LoggedError = {
    type: error.constructor.name.length > 2 ? error.constructor.name : error.name,
    message: scrubErrorMessage(error.message),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
  if (typeof fields.code === 'string' || typeof fields.code === 'number') logged.code = String(fields.code);
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  if (typeof fields.severity === 'string') {
    for (const field of databaseErrorFields) {
      if (typeof fields[field] === 'string') logged[field] = fields[field];
    }
  }
  if (error.cause !== undefined && depth < maxCauseDepth) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** A place for log lines other than standard output (tests capture the log this way). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Fastify's logger options (pino): level, the request and error serializers above, secret fields
 * redacted from every logged object, and `stream` when given (standard output otherwise).
 */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: serializeRequest, err: (error) => serializeError(error) },
    formatters: {
      log: (object) => {
        const safe = redactSecrets(object);
        return isPlainObject(safe) ? safe : {};
      },
    },
  };
}
