import multipart from '@fastify/multipart';
import { dropEmptyValues, fieldErrorMessages, type MethodDeclaration, type ReceivedFile } from '@tessera/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { jsonDepthExceeds, maxJsonDepth } from './json-body.ts';
import { parseOrThrow } from './reply.ts';

/** Largest `data` part of a multipart body: 16 KiB of JSON (a few ids, flags and passwords). */
const maxMultipartDataBytes = 16 * 1024;

/** Room for the part headers and boundaries of a multipart body besides its data and files. */
const multipartOverheadBytes = 48 * 1024;

/** The file parts a multipart body may carry: at most one of each name, each at most `maxFileBytes`. */
export interface MultipartFileParts {
  readonly files: readonly string[];
  readonly maxFileBytes: number;
}

/** A multipart body as read: the `data` part's JSON object (empty values dropped, not yet validated) and the files by part name. */
export interface MultipartBody {
  data: Record<string, unknown>;
  files: Partial<Record<string, ReceivedFile>>;
}

/**
 * Registers `@fastify/multipart` on `app` (decisions 0070, 0134). Its parser reads nothing by itself:
 * a body is read only by {@link readMultipartBody}, under the limits of the route or method that
 * declares one; anywhere else a multipart body is refused by that route's schema or the dispatcher.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: true, limits: { fields: 1, files: 1, fileSize: 1, parts: 2 } });
}

/** Whether `request` has a multipart body (false when the multipart parser is not registered on its scope). */
export function isMultipartRequest(request: FastifyRequest): boolean {
  return typeof request.isMultipart === 'function' && request.isMultipart();
}

/**
 * Whether `request` says it carries a multipart form (its `Content-Type`), before any parser ran:
 * what a `preParsing` hook can know.
 */
export function hasMultipartContentType(request: FastifyRequest): boolean {
  return /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
}

/**
 * Largest multipart body in bytes that `declared` allows: every file at its limit, the `data` part and
 * room for part headers. A `Content-Length` above it is refused before anything is read.
 */
export function multipartBodyLimitBytes(declared: MultipartFileParts): number {
  return declared.files.length * declared.maxFileBytes + maxMultipartDataBytes + multipartOverheadBytes;
}

/**
 * Reads a multipart body as `declared` says (decisions 0070, 0134): one `data` part holding a JSON
 * object (at most 16 KiB, nesting at most {@link maxJsonDepth}), and at most one file of each
 * declared part name, each read into memory up to `maxFileBytes` (busboy stops reading past it).
 * Limits: one field, as many files as declared names, parts = files + 1, 100 header pairs; a larger
 * total cannot get through. Refusals: not multipart, a missing or malformed `data` → 'VF' on `data`;
 * a file over the limit → 'VF' `file_too_large` on its part; an undeclared or repeated file part →
 * 'VF' `invalid_value` on it; too many parts or a malformed body → 400 'TA1'. File contents are
 * never logged.
 */
export async function readMultipartBody(declared: MultipartFileParts, request: FastifyRequest): Promise<MultipartBody> {
  if (!isMultipartRequest(request)) throw fieldError('data', 'required');
  const allowed = new Set(declared.files);
  const files: Partial<Record<string, ReceivedFile>> = {};
  let dataText: string | undefined;
  try {
    const parts = request.parts({
      limits: {
        fields: 1,
        fieldSize: maxMultipartDataBytes,
        files: declared.files.length,
        fileSize: declared.maxFileBytes,
        parts: declared.files.length + 1,
        headerPairs: 100,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'data' || typeof part.value !== 'string')
          throw fieldError(safeFieldName(part.fieldname), 'invalid_value');
        dataText = part.value;
        continue;
      }
      if (!allowed.has(part.fieldname) || files[part.fieldname]) {
        part.file.resume();
        throw fieldError(safeFieldName(part.fieldname), 'invalid_value');
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (isFileTooLarge(error)) throw fieldError(part.fieldname, 'file_too_large');
        throw error;
      }
      files[part.fieldname] = { bytes, declaredName: part.filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    request.log.info({ err: error instanceof Error ? error.message : 'unknown' }, 'multipart body refused');
    throw new AppError('TA1');
  }
  if (dataText === undefined) throw fieldError('data', 'required');
  if (jsonDepthExceeds(dataText, maxJsonDepth)) throw fieldError('data', 'invalid_value');
  let data: unknown;
  try {
    data = JSON.parse(dataText) as unknown;
  } catch {
    throw fieldError('data', 'invalid_value');
  }
  if (data === null) return { data: {}, files };
  if (typeof data !== 'object' || Array.isArray(data)) throw fieldError('data', 'invalid_value');
  return { data: dropEmptyValues(Object.fromEntries(Object.entries(data))), files };
}

/**
 * The input of a multipart main-API method (spec 000 §7 "multipart with a data field plus a file
 * field"; decision 0134): the body read by {@link readMultipartBody} under the method's file limits,
 * the `data` part's `method` (the spec's body always names it) checked against the called one and
 * dropped, the rest validated by the method's request schema.
 * @throws AppError as {@link readMultipartBody}; 'VF' `method_mismatch` when `data` names another
 *   method; 'VF' per field of `data`.
 */
export async function readMultipartMethodInput(
  name: string,
  declaration: MethodDeclaration,
  declared: MultipartFileParts,
  request: FastifyRequest,
): Promise<{ data: unknown; files: Partial<Record<string, ReceivedFile>> }> {
  const { data, files } = await readMultipartBody(declared, request);
  const { method, ...fields } = data;
  if (method !== undefined && method !== name) {
    const description = 'The method in the body differs from the one in the address.';
    throw new AppError('VF', description, [{ field: 'method', code: 'method_mismatch', description }]);
  }
  return { data: parseOrThrow(declaration.request, fields), files };
}

/** A part's name as echoed in a field error: itself when it is a plain name, else `_` (never the client's text). */
function safeFieldName(name: string): string {
  return /^[A-Za-z][A-Za-z0-9]{0,39}$/.test(name) ? name : '_';
}

function isFileTooLarge(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

function fieldError(field: string, code: 'required' | 'invalid_value' | 'file_too_large'): AppError {
  const description = fieldErrorMessages[code];
  return new AppError('VF', `${field}: ${description}`, [{ field, code, description }]);
}
