// The JavaScript a browser transfers, counted from Chrome DevTools Protocol network events: shared
// by the web bench (bench/web.bench.ts, through Puppeteer) and the script budget that CI enforces
// (e2e/tests/script-budget.spec.ts, through Playwright), so both count the same bytes (decision 0133).

/**
 * The budgets of compressed JavaScript on the wire (decision 0133), in bytes: until
 * /login is usable, and from a cold /login through sign-in to a usable home (both counts start at
 * the empty tab, so `home` includes `login`).
 */
export const scriptBudgetBytes = { login: 180 * 1024, home: 260 * 1024 } as const;

/** The fields of CDP's `Network.responseReceived` the count reads. */
export interface ResponseReceivedEvent {
  requestId: string;
  type?: string;
  response: { url: string; headers: Record<string, unknown> };
}

/** The fields of CDP's `Network.loadingFinished` the count reads. `encodedDataLength` is in bytes. */
export interface LoadingFinishedEvent {
  requestId: string;
  encodedDataLength: number;
}

/**
 * Adds up the compressed bytes (CDP `encodedDataLength`: body and headers as received) of every
 * script response in one tab. Feed it the tab's `Network.responseReceived` and
 * `Network.loadingFinished` events, with the network enabled and the cache disabled.
 */
export class ScriptTransferCounter {
  private readonly scripts = new Map<string, string>();
  private readonly encodingsSeen = new Set<string>();
  /** Bytes of the scripts finished so far. */
  total = 0;

  /** Notes a response: a script's request id and its content encoding ('identity' when none). */
  responseReceived(event: ResponseReceivedEvent): void {
    if (event.type !== 'Script') return;
    this.scripts.set(event.requestId, event.response.url);
    const encoding = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
    this.encodingsSeen.add(encoding ? String(encoding[1]) : 'identity');
  }

  /** Counts a finished request's bytes when it was a script. */
  loadingFinished(event: LoadingFinishedEvent): void {
    if (this.scripts.has(event.requestId)) this.total += event.encodedDataLength;
  }

  /** The content encodings the scripts came with, comma-separated ("br"). */
  get encodings(): string {
    return [...this.encodingsSeen].join(', ');
  }
}

/** Bytes as kilobytes with one decimal ("174.2 kB"; 1 kB = 1024 bytes). */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** One line with both figures: the bench prints it, and the CI budget prints it with the limits. */
export function scriptTransferLine(bytes: { login: number; home: number; encoding: string }): string {
  return `JavaScript transferred: until /login is usable ${kilobytes(bytes.login)}, sign-in to a usable home ${kilobytes(bytes.home)} (content-encoding: ${bytes.encoding})`;
}
