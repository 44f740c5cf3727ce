import {
  callerRole,
  declaredMoneyPermission,
  envelopeSchema,
  genericResponseCodes,
  methodAreas,
  methods,
  publicMethodBodyLimitBytes,
  openApiPath,
  routes,
  type ChannelDeclaration,
  type MethodDeclaration,
  type RouteAccess,
  type RouteDeclaration,
} from '@tessera/contract';
import { z } from 'zod';
import escapeHtml from 'escape-html';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

function withEnvelope(schema: z.ZodType): JsonSchema {
  return { allOf: [jsonSchema(envelopeSchema, 'output'), jsonSchema(schema, 'output')] };
}

/** The reference's section of a route, by its path. */
function tagOf(path: string): string {
  if (path.startsWith('/device-api')) return 'Device API';
  if (path.startsWith('/api/auth')) return 'Token service';
  if (path.startsWith('/api/customer')) return 'Security settings';
  if (path.startsWith('/api/history')) return 'History';
  if (path.startsWith('/api/live')) return 'Live channel';
  return 'Platform';
}

const accessDescriptions: Record<RouteAccess, string> = {
  public: 'Access: public.',
  customer: 'Access: a signed-in customer (access token as bearer).',
  admin: 'Access: an administrator (access token as bearer).',
  device: "Access: a linked device (the device's secret as bearer).",
  pendingSignIn: 'Access: a sign-in under way (its tmpJwt or code in the body).',
  customerOrPendingSignIn: 'Access: a sign-in under way (its tmpJwt in the body) or a signed-in customer.',
};

function securityOf(access: RouteAccess): JsonSchema {
  if (access === 'customer' || access === 'admin') return {};
  if (access === 'device') return { security: [{ deviceSecret: [] }] };
  if (access === 'customerOrPendingSignIn') return { security: [{}, { bearer: [] }] };
  return { security: [] };
}

/** OpenAPI parameters of one part (`path` or `query`) from its object schema's properties. */
function parametersOf(schema: z.ZodType | undefined, location: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const objectSchema = jsonSchema(schema, 'input');
  const properties = (objectSchema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(objectSchema.required) ? objectSchema.required : []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

function routeOperation(route: RouteDeclaration): JsonSchema {
  const reply = route.reply ?? 'envelope';
  const success =
    reply === 'envelope'
      ? {
          description: 'Envelope with responseCode "00" and the fields below.',
          content: { 'application/json': { schema: withEnvelope(route.response) } },
        }
      : reply === 'json'
        ? {
            description: 'The JSON below (no envelope).',
            content: { 'application/json': { schema: jsonSchema(route.response, 'output') } },
          }
        : reply === 'file'
          ? {
              description: 'The stored file, as an attachment of the type detected when it was uploaded.',
              content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
            }
          : { description: `A ${reply} body.`, content: { [reply]: { schema: { type: 'string' } } } };
  const parameters = [...parametersOf(route.request.params, 'path'), ...parametersOf(route.request.query, 'query')];
  const limit =
    route.rateLimit === undefined
      ? ''
      : ` Limited per client address to ${route.rateLimit} × the sign-in limit a minute (429 "RL").`;
  return {
    operationId: route.name,
    summary: route.summary,
    tags: [tagOf(route.path)],
    description: `${accessDescriptions[route.access]}${limit}`,
    ...securityOf(route.access),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.request.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.request.body, 'input') } },
          },
        }
      : {}),
    ...(route.request.multipart
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['data'],
                  properties: {
                    data: jsonSchema(route.request.multipart.data, 'input'),
                    ...Object.fromEntries(
                      route.request.multipart.files.map((name) => [
                        name,
                        {
                          type: 'string',
                          format: 'binary',
                          description: `At most ${route.request.multipart?.maxFileBytes ?? 0} bytes.`,
                        },
                      ]),
                    ),
                  },
                },
              },
            },
          },
        }
      : {}),
    responses: {
      200: success,
      ...(reply === 'envelope'
        ? { 400: { description: 'responseCode "VF" with validationErrors on invalid input.' } }
        : {}),
      ...(route.access === 'public' ? {} : { 401: { description: 'responseCode "AU": no valid credential.' } }),
    },
  };
}

function channelOperation(channel: ChannelDeclaration): JsonSchema {
  return {
    operationId: channel.name,
    summary: channel.summary,
    tags: [tagOf(channel.path)],
    description: `A websocket (GET with Upgrade). The client's first message within ${channel.firstMessageTimeoutMs} ms is \`x-first-message\`; the server then sends \`x-server-message\`s and the client may send \`x-client-message\`s (a refreshed access token). A missing, late or refused credential, an access token expired without a refresh, or revoked access closes it with code ${channel.closeCode}.`,
    security: [],
    'x-first-message': jsonSchema(channel.firstMessage, 'input'),
    'x-server-message': jsonSchema(channel.serverMessage, 'output'),
    'x-client-message': jsonSchema(channel.clientMessage, 'input'),
    responses: { 101: { description: 'Switching protocols (websocket).' } },
  };
}

/**
 * A method's request body: JSON, or for a method that declares a multipart body (decision 0134) the
 * `data` part (the request's JSON) and its file parts.
 */
function methodRequestContent(declaration: MethodDeclaration): JsonSchema {
  const { multipart } = declaration;
  if (!multipart) return { 'application/json': { schema: jsonSchema(declaration.request, 'input') } };
  const fileParts = multipart.files.map((name) => [
    name,
    { type: 'string', format: 'binary', description: `At most ${multipart.maxFileBytes} bytes.` },
  ]);
  return {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['data'],
        properties: { data: jsonSchema(declaration.request, 'input'), ...Object.fromEntries(fileParts) },
      },
    },
  };
}

/**
 * The OpenAPI 3.1 document of every declared route and main-API method, generated from the
 * contract's declarations (`routes`, `methods`). Main-API methods appear as `POST /api/?method=NAME`;
 * the live channel as a GET with its messages in `x-first-message` and `x-server-message`. Outside a
 * sandbox (`options.isSandbox` false) the sandbox-only methods are left out, as they do not exist
 * there (decision 0136).
 */
export function buildOpenApiDocument(options: { isSandbox: boolean }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const declarations: readonly (RouteDeclaration | ChannelDeclaration)[] = Object.values(routes);
  for (const declaration of declarations) {
    const path = openApiPath(declaration.path);
    const verb = declaration.kind === 'channel' ? 'get' : declaration.method.toLowerCase();
    paths[path] = {
      ...paths[path],
      [verb]: declaration.kind === 'channel' ? channelOperation(declaration) : routeOperation(declaration),
    };
  }
  const areaOf = new Map<string, string>(
    Object.entries(methodAreas).flatMap(([area, map]) => Object.keys(map).map((name) => [name, area] as const)),
  );
  const declaredMethods: readonly MethodDeclaration[] = Object.values<MethodDeclaration>(methods).filter(
    (declaration) => options.isSandbox || !declaration.sandboxOnly,
  );
  for (const declaration of declaredMethods) {
    const codes = [
      ...genericResponseCodes,
      ...(declaration.errors ?? []),
      ...(declaration.idempotency === 'required' ? ['IDK'] : []),
      // A money action waits for the brand's terms to be accepted (decision 0137).
      ...(typeof declaration.callers === 'object' &&
      'money' in declaration.callers &&
      declaration.callers.money !== false
        ? ['TE']
        : []),
    ];
    const role = callerRole(declaration.callers);
    const moneyPermission = declaredMoneyPermission(declaration.callers);
    const notes = [
      `Access: ${role}.`,
      typeof declaration.callers === 'object' && declaration.callers.signedIn !== 'admin'
        ? `Acting for another customer (fromCustomerId or the customer-id header) needs the access right "${declaration.callers.actFor}" on it.`
        : '',
      moneyPermission
        ? `A money action: needs the permission "${moneyPermission}" and a customer free to move money.`
        : '',
      declaration.idempotency === 'required' ? 'Requires an Idempotency-Key header.' : '',
      declaration.customerRateLimit
        ? `Limited to ${declaration.customerRateLimit.max} calls per customer in ${declaration.customerRateLimit.windowMs / 60_000} minutes (429 "RL").`
        : '',
      declaration.multipart
        ? `Multipart: a \`data\` part (the JSON below, which may carry \`method: "${declaration.name}"\`) and the file parts, each at most ${declaration.multipart.maxFileBytes} bytes.`
        : `Body limit: ${declaration.bodyLimitBytes ?? (role === 'public' ? publicMethodBodyLimitBytes : 'the server limit')} bytes.`,
      `Response codes: ${codes.join(', ')}.`,
      declaration.multipart ? '' : `The body also carries \`method: "${declaration.name}"\`.`,
    ];
    paths[`/api/?method=${declaration.name}`] = {
      post: {
        operationId: declaration.name,
        summary: declaration.summary,
        tags: [`Main API: ${areaOf.get(declaration.name) ?? 'other'}`],
        description: notes.filter(Boolean).join(' '),
        ...(role === 'public' ? { security: [] } : {}),
        requestBody: { required: true, content: methodRequestContent(declaration) },
        responses: {
          200: {
            description: 'Envelope; responseCode "00" on success, "VF" with validationErrors on invalid input.',
            content: { 'application/json': { schema: withEnvelope(declaration.response) } },
          },
          401: { description: 'responseCode "AU": no valid access token.' },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tessera API',
      version: '0.1.0',
      description:
        'Main API (spec 000 §7), token service, linked devices and their API, the live channel and the CSV export. Every JSON reply but health and this document carries {responseCode, responseDescription, validationErrors}.',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        deviceSecret: { type: 'http', scheme: 'bearer', description: "A linked device's secret." },
      },
    },
    security: [{ bearer: [] }],
    paths,
  };
}

/**
 * A readable, script-free HTML reference of the OpenAPI document (the strict CSP forbids
 * third-party viewers). Each operation lists its summary and its request and reply schemas.
 */
export function renderOpenApiHtml(document: JsonSchema): string {
  const paths = (document.paths ?? {}) as Record<
    string,
    Record<string, { summary?: string; description?: string; requestBody?: unknown; responses?: unknown }>
  >;
  const sections = Object.entries(paths)
    .map(([path, operations]) =>
      Object.entries(operations)
        .map(
          ([verb, operation]) => `<section><h2><code>${verb.toUpperCase()} ${escapeHtml(path)}</code></h2>
<p>${escapeHtml(operation.summary ?? '')}</p>${operation.description ? `<p>${escapeHtml(operation.description)}</p>` : ''}
<details><summary>Request</summary><pre>${escapeHtml(JSON.stringify(operation.requestBody ?? null, null, 2))}</pre></details>
<details><summary>Responses</summary><pre>${escapeHtml(JSON.stringify(operation.responses ?? null, null, 2))}</pre></details></section>`,
        )
        .join('\n'),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tessera API reference</title>
<link rel="stylesheet" href="/api/docs/style.css"></head><body><h1>Tessera API reference</h1>
<p>Machine-readable: <a href="/api/docs/openapi.json">openapi.json</a>. Main-API methods are <code>POST /api/?method=NAME</code>.</p>
${sections}</body></html>`;
}

export const openApiCss = `body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
section{border-top:1px solid #dee2e6;padding:.5rem 0}h2{font-size:1rem}pre{background:#f8f9fa;padding:.75rem;overflow:auto;font-size:.8rem}`;
