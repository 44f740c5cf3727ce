import { dropEmptyValues, fieldErrorMessages, successEnvelope } from '@tessera/contract';
import { createHash } from 'node:crypto';
import type { Brand } from '@tessera/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { BackgroundRunner } from '../platform/jobs.ts';
import type { Mailer } from '../platform/mail.ts';
import { messageLanguage } from '../platform/messages/render.ts';
import type { SmsSender } from '../platform/sms.ts';
import { AppError } from './app-error.ts';
import type { AuthContext, CallContext } from './context.ts';
import type { RegisteredMethod } from './registry.ts';
import { enforcePublicMethodLimit } from './public-rate-limits.ts';
import { parseOrThrow } from './reply.ts';

export interface DispatcherDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  background: BackgroundRunner;
  registry: Map<string, RegisteredMethod>;
  brandForHost(hostname: string): Brand;
  /** The brand's configured public origin (decision 0014); never the request's Host. */
  publicOrigin(brand: Brand): string;
  authenticate(authorization: string | undefined): Promise<AuthContext | null>;
}

const querySchema = z.object({ method: z.string().max(100).optional() });
const methodNamePattern = /^[A-Za-z][A-Za-z0-9]{0,99}$/;

/**
 * The main API, `POST /api/?method=NAME` (spec 000 §7): finds the declared method ('IM' if none),
 * checks who may call it (401 'AU' without a live token, '13' for the wrong role), drops empty
 * values, validates the body ('VF' with one error per field), runs the handler, asserts the
 * reply against the contract and wraps it in the envelope.
 */
export async function mainApiRoutes(app: FastifyInstance, deps: DispatcherDeps): Promise<void> {
  app.post('/api/', async (request, reply) => {
    // `?method=` repeated (an array) or longer than any method name is no method at all: 'IM'.
    const query = querySchema.safeParse(request.query);
    if (!query.success) throw new AppError('IM');
    const rawBody: unknown = request.body ?? {};
    if (typeof rawBody !== 'object' || rawBody === null || Array.isArray(rawBody)) {
      throw new AppError('TA1', 'The request body must be a JSON object.');
    }
    const { method: bodyMethod, ...fields }: Record<string, unknown> = Object.fromEntries(Object.entries(rawBody));
    const name = query.data.method ?? (typeof bodyMethod === 'string' ? bodyMethod : undefined);
    if (!name || !methodNamePattern.test(name)) throw new AppError('IM');
    if (bodyMethod !== undefined && bodyMethod !== name) {
      throw new AppError('VF', 'The method in the body differs from the one in the address.', [
        {
          field: 'method',
          code: 'method_mismatch',
          description: 'The method in the body differs from the one in the address.',
        },
      ]);
    }
    const registered = deps.registry.get(name);
    if (!registered) throw new AppError('IM', `Unknown method: ${name}.`);
    const { declaration } = registered;

    // Anyone may call a public method, so each is limited per client address (issue 9 item 5).
    if (declaration.access === 'public')
      await enforcePublicMethodLimit(deps.db, name, request.ip, deps.config.RATE_LIMIT_SCALE);
    const auth = await deps.authenticate(request.headers.authorization);
    if (declaration.access !== 'public') {
      if (!auth) throw new AppError('AU');
      if (declaration.access === 'admin' && !auth.isAdmin) throw new AppError('13');
      if (declaration.access === 'business' && auth.customerType !== 'business' && !auth.isAdmin)
        throw new AppError('13');
    }

    const input = parseOrThrow(declaration.request, dropEmptyValues(fields));
    const idempotencyHeader = request.headers['idempotency-key'];
    if (
      idempotencyHeader !== undefined &&
      (typeof idempotencyHeader !== 'string' || idempotencyHeader.length < 1 || idempotencyHeader.length > 255)
    ) {
      throw new AppError('VF', fieldErrorMessages.invalid_idempotency_key, [
        {
          field: 'Idempotency-Key',
          code: 'invalid_idempotency_key',
          description: fieldErrorMessages.invalid_idempotency_key,
        },
      ]);
    }
    const ctx: CallContext = {
      ...baseContext(deps, request, auth),
      idempotencyKey: idempotencyHeader,
      requestHash: hashRequest(name, input),
      method: name,
    };
    const result = await registered.handle(input, ctx);
    // Assert the reply against the contract: a mismatch is a bug, reported as 'UE' and logged.
    const checked = declaration.response.safeParse(result);
    if (!checked.success) {
      request.log.error({ method: name, issues: checked.error.issues }, 'handler reply does not match the contract');
      throw new Error(`reply of ${name} does not match its contract`);
    }
    if (typeof checked.data !== 'object' || checked.data === null) throw new Error(`reply of ${name} is not an object`);
    return reply.send(successEnvelope(checked.data));
  });
}

/** Stable JSON (sorted keys) so the same request always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(typeof value === 'bigint' ? value.toString() : value) ?? 'null';
}

function hashRequest(method: string, input: unknown): string {
  return createHash('sha256').update(method).update('\n').update(stableJson(input)).digest('hex');
}

function baseContext(deps: DispatcherDeps, request: FastifyRequest, auth: AuthContext | null): CallContext {
  const brand = deps.brandForHost(request.hostname);
  return {
    db: deps.db,
    config: deps.config,
    mailer: deps.mailer,
    sms: deps.sms,
    background: deps.background,
    brand,
    language: messageLanguage(request.headers['accept-language'], brand.availableLangs),
    log: request.log,
    requestId: request.id,
    ip: request.ip,
    origin: deps.publicOrigin(brand),
    auth,
    idempotencyKey: undefined,
    requestHash: '',
    method: `${request.method} ${request.routeOptions.url ?? request.url}`,
  };
}

/**
 * Builds the call context of a literal (non-main-API) route for the caller the route adapter
 * authenticated: the same brand, origin and services as a method's.
 */
export function createContextFactory(
  deps: DispatcherDeps,
): (request: FastifyRequest, auth: AuthContext | null) => CallContext {
  return (request, auth) => baseContext(deps, request, auth);
}
