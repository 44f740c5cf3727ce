import { z } from 'zod';
import { defineRoutes, defineRoute } from '../route.ts';

/** The platform: health and the API reference. */
export const platformRoutes = defineRoutes({
  health: defineRoute({
    name: 'health',
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Liveness and database check.',
    request: {},
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
    reply: 'json',
  }),
  apiReference: defineRoute({
    name: 'apiReference',
    method: 'GET',
    path: '/api/docs',
    access: 'public',
    summary: 'This reference as a page (no scripts).',
    request: {},
    response: z.string(),
    reply: 'text/html',
  }),
  apiReferenceDocument: defineRoute({
    name: 'apiReferenceDocument',
    method: 'GET',
    path: '/api/docs/openapi.json',
    access: 'public',
    summary: 'This reference as an OpenAPI 3.1 document.',
    request: {},
    response: z.record(z.string(), z.unknown()),
    reply: 'json',
  }),
  apiReferenceStyle: defineRoute({
    name: 'apiReferenceStyle',
    method: 'GET',
    path: '/api/docs/style.css',
    access: 'public',
    summary: "The reference page's style sheet.",
    request: {},
    response: z.string(),
    reply: 'text/css',
  }),
});
