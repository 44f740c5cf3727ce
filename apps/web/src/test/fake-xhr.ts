/** A stand-in XMLHttpRequest that records what it was given and lets the test play the network. */
export class FakeXhr extends EventTarget {
  static last: FakeXhr | undefined;
  readonly upload = new EventTarget();
  readonly requestHeaders: Record<string, string> = {};
  opened: [string, string] | undefined;
  sent: unknown;
  responseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  rawHeaders = '';
  aborted = false;
  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }
  getAllResponseHeaders() {
    return this.rawHeaders;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  answer(status: number, text: string, headers: string) {
    Object.assign(this, {
      status,
      statusText: 'OK',
      response: new TextEncoder().encode(text).buffer,
      rawHeaders: headers,
    });
    this.dispatchEvent(new Event('load'));
  }
}
