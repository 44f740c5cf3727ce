import type { RouteHandlers } from '../../rpc/routes.ts';
import { buildOpenApiDocument, openApiCss, renderOpenApiHtml } from './openapi.ts';

/**
 * The API reference (`routes.apiReference…`): the OpenAPI document, its page and the page's style
 * sheet; in production (`isSandbox` false) without the sandbox-only methods (decision 0136).
 */
export function docsRouteHandlers(options: { isSandbox: boolean }): RouteHandlers<unknown> {
  const document = buildOpenApiDocument(options);
  const html = renderOpenApiHtml(document);
  return {
    apiReference: async () => ({ body: html }),
    apiReferenceDocument: async () => document,
    apiReferenceStyle: async () => ({ body: openApiCss }),
  };
}
