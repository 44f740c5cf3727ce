import {
  accessRightAllows,
  accessRightLevels,
  callerRole,
  declaredMoneyPermission,
  dropEmptyValues,
  fieldErrorMessages,
  genericResponseCodes,
  publicMethodBodyLimitBytes,
  successEnvelope,
  type AccessRightLevel,
  type MethodAccess,
  type MethodDeclaration,
  type RequiredAccessRight,
  type ResponseCode,
} from '@tessera/contract';
import { Transform } from 'node:stream';
import type { Brand } from '@tessera/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { BackgroundRunner } from '../platform/jobs.ts';
import type { Mailer } from '../platform/mail.ts';
import { messageLanguage } from '../platform/messages/render.ts';
import type { IpLocator } from '../platform/ip-location.ts';
import type { PayoutRail } from '../platform/payout-rail.ts';
import type { CryptoChain } from '../platform/crypto-chain.ts';
import type { SmsSender } from '../platform/sms.ts';
import type { FileStore } from '../platform/file-store.ts';
import type { Adapters } from '../platform/adapters.ts';
import { AppError } from './app-error.ts';
import type { CallerPolicy } from './caller-policy.ts';
import type { AuthContext, CallContext, ResolvedCaller } from './context.ts';
import type { RegisteredMethod } from './registry.ts';
import { enforcePublicMethodLimit } from './public-rate-limits.ts';
import { enforceCustomerMethodLimit } from './customer-rate-limits.ts';
import { parseOrThrow } from './reply.ts';
import {
  hasMultipartContentType,
  isMultipartRequest,
  multipartBodyLimitBytes,
  readMultipartMethodInput,
  registerMultipart,
} from './multipart.ts';
import { hashRequest } from '../platform/idempotency.ts';

export interface DispatcherDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  ipLocator: IpLocator;
  payoutRail: PayoutRail;
  cryptoChain: CryptoChain;
  fileStore: FileStore;
  identityProviders: Adapters['identityProviders'];
  background: BackgroundRunner;
  registry: Map<string, RegisteredMethod>;
  brandForHost(hostname: string): Brand;
  /** The brand's configured public origin (decision 0014); never the request's Host. */
  publicOrigin(brand: Brand): string;
  authenticate(authorization: string | undefined): Promise<AuthContext | null>;
  /** The access-right level `userId` holds on `customerId` (spec 000 §4), null when none is recorded. */
  findAccessRight(userId: number, customerId: number): Promise<AccessRightLevel | null>;
  /** Checks a declared money action's standing and permission (decision 0132). */
  callerPolicy: CallerPolicy;
}

const querySchema = z.object({ method: z.string().max(100).optional() });
const customerIdHeaderSchema = z.coerce.number().int().positive().max(2_147_483_647);
const methodNamePattern = /^[A-Za-z][A-Za-z0-9]{0,99}$/;

/**
 * The main API, `POST /api/?method=NAME` (spec 000 §7): finds the declared method ('IM' if none),
 * checks its declared callers' sign-in and role (401 'AU' without a live token, '13' for the wrong
 * role), drops empty values, validates the body ('VF' with one error per field), resolves the
 * customer the call acts for and checks a declared money action ({@link resolveCaller}: '13', 'AL',
 * 'KYC'), runs the handler, asserts the reply against the contract and wraps it in the envelope.
 */
export async function mainApiRoutes(app: FastifyInstance, deps: DispatcherDeps): Promise<void> {
  const bodyLimitOf = (declaration: MethodDeclaration | undefined): number =>
    declaration?.bodyLimitBytes ??
    (declaration && callerRole(declaration.callers) === 'public'
      ? publicMethodBodyLimitBytes
      : deps.config.BODY_LIMIT_BYTES);
  const largestBodyLimit = Math.max(
    deps.config.BODY_LIMIT_BYTES,
    ...[...deps.registry.values()].map(({ declaration }) => bodyLimitOf(declaration)),
  );
  // Methods that declare a multipart body (uploads, decision 0134) read it themselves after the caller
  // is known; the parser registered here reads nothing.
  if ([...deps.registry.values()].some(({ declaration }) => declaration.multipart)) await registerMultipart(app);
  app.post('/api/', {
    bodyLimit: largestBodyLimit,
    // Each method's own body limit (its declaration, 16 KiB for public methods) is applied while
    // the body streams in, before it is parsed: 413 as soon as it is passed.
    preParsing: async (request, _reply, payload) => {
      const name = (request.query as { method?: unknown } | undefined)?.method;
      const declaration = typeof name === 'string' ? deps.registry.get(name)?.declaration : undefined;
      const declaredLength = Number(request.headers['content-length']);
      // A multipart body is read by busboy from the raw request under the method's part limits, so
      // it is only measured here: a pass-through stream nobody reads would stall the upload.
      if (declaration?.multipart && hasMultipartContentType(request)) {
        if (Number.isFinite(declaredLength) && declaredLength > multipartBodyLimitBytes(declaration.multipart))
          throw bodyTooLarge();
        return payload;
      }
      const limit = bodyLimitOf(declaration);
      if (Number.isFinite(declaredLength) && declaredLength > limit) throw bodyTooLarge();
      let received = 0;
      return payload.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            received += chunk.length;
            done(received > limit ? bodyTooLarge() : null, chunk);
          },
        }),
      );
    },
    handler: async (request, reply) => {
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
      // A sandbox-only method does not exist in production (decision 0136): answered as an unknown one.
      if (!registered || (registered.declaration.sandboxOnly && !deps.config.SANDBOX))
        throw new AppError('IM', `Unknown method: ${name}.`);
      const { declaration } = registered;
      // Only a method that declares a multipart body takes one (decision 0134).
      if (!declaration.multipart && isMultipartRequest(request))
        throw new AppError('TA1', 'This method takes a JSON body.');

      // Anyone may call a public method, so each is limited per client address (decision 0015).
      const role = callerRole(declaration.callers);
      if (role === 'public') await enforcePublicMethodLimit(deps.db, name, request.ip, deps.config.RATE_LIMIT_SCALE);
      const auth = await deps.authenticate(request.headers.authorization);
      if (role !== 'public') {
        requireRole(role, auth);
        // Lookups an enumeration could walk are limited per customer before anything is validated.
        await enforceCustomerMethodLimit(deps.db, declaration, auth.customerId, deps.config.RATE_LIMIT_SCALE);
      }

      // A multipart method's caller is resolved from the header, its declared right and money action
      // checked, before its body is read, so a caller without the right uploads nothing (decisions
      // 0101, 0132); its input is `{data, files}`.
      const uploadCaller = declaration.multipart
        ? await resolveCaller(deps, declaration, auth, undefined, request.headers['customer-id'])
        : undefined;
      const upload = declaration.multipart
        ? await readMultipartMethodInput(name, declaration, declaration.multipart, request)
        : undefined;
      const input = upload ?? parseOrThrow(declaration.request, dropEmptyValues(fields));
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
      if (declaration.idempotency === 'required' && idempotencyHeader === undefined) {
        throw new AppError('VF', fieldErrorMessages.idempotency_key_required, [
          {
            field: 'Idempotency-Key',
            code: 'idempotency_key_required',
            description: fieldErrorMessages.idempotency_key_required,
          },
        ]);
      }
      const caller =
        uploadCaller !== undefined
          ? uploadCaller
          : await resolveCaller(deps, declaration, auth, input, request.headers['customer-id']);
      const ctx: CallContext = {
        ...baseContext(deps, request, auth),
        caller,
        actingCustomerId: caller?.customerId ?? null,
        idempotencyKey: idempotencyHeader,
        // An upload is hashed by its data part; its files are never retained for a replay.
        requestHash: hashRequest(name, upload ? upload.data : input),
        method: name,
      };
      let result: unknown;
      try {
        result = await registered.handle(input, ctx);
      } catch (error) {
        // An answer the declaration does not list is a bug in the declaration or the handler: logged
        // always, and refused outside production so that tests find it.
        if (error instanceof AppError && !mayAnswer(declaration, error.code)) {
          request.log.error({ method: name, code: error.code }, 'method answered a response code it does not declare');
          if (deps.config.NODE_ENV !== 'production')
            throw new Error(`${name} answered undeclared code ${error.code}`, { cause: error });
        }
        throw error;
      }
      // Assert the reply against the contract: a mismatch is a bug, reported as 'UE' and logged.
      const checked = declaration.response.safeParse(result);
      if (!checked.success) {
        request.log.error({ method: name, issues: checked.error.issues }, 'handler reply does not match the contract');
        throw new Error(`reply of ${name} does not match its contract`);
      }
      if (typeof checked.data !== 'object' || checked.data === null)
        throw new Error(`reply of ${name} is not an object`);
      return reply.send(successEnvelope(checked.data));
    },
  });
}

/**
 * Refuses a caller without the declared role (decision 0132).
 * @throws AppError 'AU' (HTTP 401) without a signed-in caller; '13' when an administrator's method is
 *   called by a customer, or a business's by a personal customer (an administrator passes).
 */
function requireRole(role: Exclude<MethodAccess, 'public'>, auth: AuthContext | null): asserts auth is AuthContext {
  if (!auth) throw new AppError('AU');
  if (role === 'admin' && !auth.isAdmin) throw new AppError('13');
  if (role === 'business' && auth.customerType !== 'business' && !auth.isAdmin) throw new AppError('13');
}

/**
 * The caller a method's handler receives (decision 0132), resolved from its declared callers after
 * the body is validated: the customer the call acts for (its `actFor` right, {@link
 * resolveActingCustomer}) and, for a declared money action, that customer's standing and permission
 * (the caller policy), in that order, so the answers are those the handlers gave themselves before.
 * The money check reads outside the handler's transaction, as the handlers' own check did; an
 * administrator's restriction committed between the check and the transaction is not seen.
 * Null without a signed-in caller. A public method acts for the caller's own customer, never another:
 * the web sends the customer-id header with every call, and a representative must still load the
 * brand (decision 0103).
 * @throws AppError 'VF' (body and header name different customers), '13' (right or permission not
 *   held), 'TE' (terms not accepted, any money action), 'AL', 'KYC', 'NF' (the money check).
 */
async function resolveCaller(
  deps: Pick<DispatcherDeps, 'db' | 'findAccessRight' | 'callerPolicy'>,
  declaration: MethodDeclaration,
  auth: AuthContext | null,
  input: unknown,
  header: string | string[] | undefined,
): Promise<ResolvedCaller | null> {
  if (!auth) return null;
  const { callers } = declaration;
  if (callers === 'public')
    return { userId: auth.userId, customerId: auth.customerId, isAdmin: auth.isAdmin, moneyPermission: undefined };
  const accessRight = callers.signedIn === 'admin' ? 'full' : callers.actFor;
  const customerId = await resolveActingCustomer(deps, { accessRight }, auth, input, header);
  // Every money action waits for the acting customer's acceptance of the brand's terms (decision 0137).
  if ('money' in callers && callers.money !== false) await deps.callerPolicy.requireAcceptedTerms(deps.db, customerId);
  const moneyPermission = declaredMoneyPermission(callers);
  if (moneyPermission !== undefined) await deps.callerPolicy.requireMoneyAction(deps.db, customerId, moneyPermission);
  return { userId: auth.userId, customerId, isAdmin: auth.isAdmin, moneyPermission };
}

/** Fastify's own 413 error, so the app's error handler answers it like any oversized body. */
function bodyTooLarge(): Error & { statusCode: number } {
  return Object.assign(new Error('Request body is too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
}

/**
 * The customer a call acts for (spec 000 §6–7): the one named by `fromCustomerId` or the customer-id
 * header (they must agree), else the caller's own. An administrator may act for any customer; a
 * customer's own login for its own customer; anyone else (another customer's authorised user, or an
 * employee signing in for the business) needs the access right the method declares.
 * @throws AppError 'VF' when body and header name different customers, '13' without the right.
 */
async function resolveActingCustomer(
  deps: Pick<DispatcherDeps, 'findAccessRight'>,
  declaration: { accessRight: RequiredAccessRight },
  auth: AuthContext,
  input: unknown,
  header: string | string[] | undefined,
): Promise<number> {
  const fromBody =
    typeof input === 'object' && input !== null && 'fromCustomerId' in input && typeof input.fromCustomerId === 'number'
      ? input.fromCustomerId
      : undefined;
  let fromHeader: number | undefined;
  if (header !== undefined) {
    const parsed = customerIdHeaderSchema.safeParse(header);
    if (!parsed.success)
      throw new AppError('VF', fieldErrorMessages.invalid, [
        { field: 'customer-id', code: 'invalid', description: fieldErrorMessages.invalid },
      ]);
    fromHeader = parsed.data;
  }
  if (fromBody !== undefined && fromHeader !== undefined && fromBody !== fromHeader)
    throw new AppError('VF', fieldErrorMessages.customer_mismatch, [
      { field: 'fromCustomerId', code: 'customer_mismatch', description: fieldErrorMessages.customer_mismatch },
    ]);
  const named = fromBody ?? fromHeader ?? auth.customerId;
  if (auth.isAdmin) return named;
  // A user with no recorded right on their own customer is its own login and needs none; an
  // employee (a recorded right, decision 0028) is held to it even on the customer they sign in for.
  const level =
    named === auth.customerId && auth.ownAccessRight !== undefined
      ? auth.ownAccessRight
      : await deps.findAccessRight(auth.userId, named);
  if (level === null && named === auth.customerId) return named;
  if (!accessRightAllows(level ?? accessRightLevels.noAccess, declaration.accessRight)) throw new AppError('13');
  return named;
}

/** Whether a method may answer `code` (the generic codes, its declared ones, IDK when it takes keys). */
function mayAnswer(declaration: MethodDeclaration, code: ResponseCode): boolean {
  return (
    (genericResponseCodes as readonly ResponseCode[]).includes(code) ||
    (declaration.errors ?? []).includes(code) ||
    (code === 'IDK' && declaration.idempotency === 'required')
  );
}

function baseContext(deps: DispatcherDeps, request: FastifyRequest, auth: AuthContext | null): CallContext {
  const brand = deps.brandForHost(request.hostname);
  return {
    db: deps.db,
    config: deps.config,
    mailer: deps.mailer,
    sms: deps.sms,
    ipLocator: deps.ipLocator,
    payoutRail: deps.payoutRail,
    cryptoChain: deps.cryptoChain,
    fileStore: deps.fileStore,
    identityProviders: deps.identityProviders,
    background: deps.background,
    brand,
    language: messageLanguage(request.headers['accept-language'], brand.availableLangs),
    log: request.log,
    requestId: request.id,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    origin: deps.publicOrigin(brand),
    auth,
    caller: null,
    actingCustomerId: auth?.customerId ?? null,
    idempotencyKey: undefined,
    requestHash: '',
    method: `${request.method} ${request.routeOptions.url ?? request.url}`,
  };
}

/**
 * Resolves the customer a literal route acts for (its declared `accessRight`, the customer-id
 * header) exactly as the dispatcher does for a method (decision 0101).
 * @throws AppError 'VF' for a malformed header, '13' without the right.
 */
export function createRouteActingResolver(
  deps: Pick<DispatcherDeps, 'findAccessRight'>,
): (request: FastifyRequest, auth: AuthContext, accessRight: RequiredAccessRight) => Promise<number> {
  return async (request, auth, accessRight) =>
    resolveActingCustomer(deps, { accessRight }, auth, undefined, request.headers['customer-id']);
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
