/**
 * The upload path of the API client (DESIGN §5 "a progress bar for long work (uploads…)"; decision
 * 0089): fetch cannot report how much of a request body has been sent, XMLHttpRequest's upload
 * events can. This sends one request like fetch would and answers a standard `Response`, so the
 * client reads it exactly as it reads a fetch reply.
 */

/** A request with a multipart body, as the client builds it for fetch. */
export interface UploadRequest {
  method: string;
  headers: Record<string, string>;
  body: FormData;
  signal: AbortSignal;
}

/** Sends `request` to `url`, calling `onProgress` with the share of the body sent (0–1); rejects like fetch. */
export type UploadTransport = (
  url: string,
  request: UploadRequest,
  onProgress: (fraction: number) => void,
) => Promise<Response>;

/** Statuses whose `Response` may not carry a body. */
const bodilessStatuses = new Set([101, 103, 204, 205, 304]);

/** The response headers of `request` as a `Headers` (from its raw CRLF-separated text). */
function responseHeaders(request: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of request
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator > 0) headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}

/**
 * {@link UploadTransport} over XMLHttpRequest. Progress is reported only when the browser knows the
 * body's length (always for FormData). A network failure rejects with a `TypeError` and an aborted
 * `signal` with an `AbortError`, as fetch does.
 */
export const xhrUpload: UploadTransport = (url, request, onProgress) =>
  new Promise((resolve, reject) => {
    if (request.signal.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = () => request.signal.removeEventListener('abort', abort);
    xhr.open(request.method, url);
    xhr.responseType = 'arraybuffer';
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      settle();
      const body: ArrayBuffer | null = bodilessStatuses.has(xhr.status) ? null : (xhr.response as ArrayBuffer);
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: responseHeaders(xhr) }));
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Network error'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    });
    request.signal.addEventListener('abort', abort);
    xhr.send(request.body);
  });
