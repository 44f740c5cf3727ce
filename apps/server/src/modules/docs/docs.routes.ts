import type { RouteHandlers } from '../../rpc/routes.ts';
import { buildOpenApiDocument, openApiCss, renderOpenApiHtml } from './openapi.ts';

/** The API reference (`routes.apiReference…`): the OpenAPI document, its page and the page's style sheet. */
export function docsRouteHandlers(): RouteHandlers<unknown> {
  const document = buildOpenApiDocument();
  const html = renderOpenApiHtml(document);
  return {
    apiReference: async () => ({ body: html }),
    apiReferenceDocument: async () => document,
    apiReferenceStyle: async () => ({ body: openApiCss }),
  };
}
