import {
  authPaths,
  envelopeSchema,
  loginRequestSchema,
  loginResponseSchema,
  methods,
  refreshRequestSchema,
  tokenRequestSchema,
  tokensSchema,
  type MethodDeclaration,
} from '@tessera/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

function withEnvelope(schema: z.ZodType): JsonSchema {
  return { allOf: [jsonSchema(envelopeSchema, 'output'), jsonSchema(schema, 'output')] };
}

/** Literal REST routes outside the main API, with their schemas. */
const restRoutes: {
  path: string;
  method: 'get' | 'post';
  summary: string;
  request?: z.ZodType;
  response: z.ZodType;
}[] = [
  {
    path: authPaths.login,
    method: 'post',
    summary: 'Sign in (spec 000 §7): simple flow returns tokens, direct flow a code.',
    request: loginRequestSchema,
    response: loginResponseSchema,
  },
  {
    path: authPaths.token,
    method: 'post',
    summary: 'Exchange a code and its PKCE verifier for tokens.',
    request: tokenRequestSchema,
    response: tokensSchema,
  },
  {
    path: authPaths.refresh,
    method: 'post',
    summary: 'Rotate a refresh token (each works once).',
    request: refreshRequestSchema,
    response: tokensSchema,
  },
  {
    path: authPaths.logout,
    method: 'post',
    summary: 'Revoke the session of a refresh token.',
    request: refreshRequestSchema,
    response: z.object({}),
  },
  {
    path: '/api/health',
    method: 'get',
    summary: 'Liveness and database check.',
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  },
];

/**
 * The OpenAPI 3.1 document of every route and main-API method, generated from the contract's
 * declarations. Main-API methods appear as `POST /api/?method=NAME`.
 */
export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, JsonSchema> = {};
  for (const route of restRoutes) {
    paths[route.path] = {
      [route.method]: {
        summary: route.summary,
        tags: [route.path.startsWith('/api/auth') ? 'Token service' : 'Platform'],
        ...(route.request
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: jsonSchema(route.request, 'input') } },
              },
            }
          : {}),
        responses: {
          200: {
            description: 'Envelope with responseCode "00" on success.',
            content: { 'application/json': { schema: withEnvelope(route.response) } },
          },
        },
      },
    };
  }
  for (const declaration of Object.values(methods) as MethodDeclaration[]) {
    paths[`/api/?method=${declaration.name}`] = {
      post: {
        operationId: declaration.name,
        summary: declaration.summary,
        tags: ['Main API'],
        description: `Access: ${declaration.access}. The body also carries \`method: "${declaration.name}"\`.`,
        ...(declaration.access === 'public' ? { security: [] } : {}),
        requestBody: {
          required: true,
          content: { 'application/json': { schema: jsonSchema(declaration.request, 'input') } },
        },
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
        'Main API (spec 000 §7) and token service. Every reply carries {responseCode, responseDescription, validationErrors}.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
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
