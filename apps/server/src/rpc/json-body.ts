import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The deepest request the contract
 * declares is three levels (historyExport's filter); 32 leaves room and keeps recursive code
 * (validation, empty-value dropping, logging) far from the stack limit (decision 0017).
 */
export const maxJsonDepth = 32;

const openBrace = 0x7b;
const closeBrace = 0x7d;
const openBracket = 0x5b;
const closeBracket = 0x5d;
const quote = 0x22;
const backslash = 0x5c;

/**
 * True when the JSON text nests arrays and objects deeper than `maxDepth`, counting brackets and
 * braces outside strings. One linear pass, no parsing and no recursion, so it is safe on any input;
 * malformed text is left for the parser to refuse.
 */
export function jsonDepthExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === backslash) index += 1;
      else if (code === quote) inString = false;
    } else if (code === quote) {
      inString = true;
    } else if (code === openBrace || code === openBracket) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === closeBrace || code === closeBracket) {
      depth -= 1;
    }
  }
  return false;
}

/** The exact text of each request's JSON body, for checking a webhook's signature over it (decision 0040). */
const rawBodies = new WeakMap<object, string>();

/** The JSON body of `request` exactly as received (undefined when it had none or was not JSON). */
export function rawJsonBody(request: object): string | undefined {
  return rawBodies.get(request);
}

/**
 * Replaces Fastify's `application/json` parser with one that first refuses bodies nested deeper
 * than `maxJsonDepth` (400 'TA1' in every route's envelope) and then parses exactly as Fastify's
 * default does: secure-json-parse, with `__proto__` and `constructor.prototype` keys refused (400).
 * Register on the root instance before any route.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands over text; the type also allows a Buffer.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    if (jsonDepthExceeds(text, maxJsonDepth)) {
      done(new AppError('TA1', `The request is nested more than ${maxJsonDepth} levels deep.`), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
