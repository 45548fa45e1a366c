import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest at the boundary (jsdom's would go to the network): records each
 * request, and lets the test report upload progress and answer or fail it.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  withCredentials = false;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.requests.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  /** Answers with `status` and `body` (JSON-encoded unless a string). */
  respond(status: number, body?: unknown) {
    this.status = status;
    this.responseText =
      body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  /** A network failure. */
  fail() {
    this.onerror?.();
  }
}

let handedOut = new Set<FakeXhr>();

/** Replaces XMLHttpRequest with FakeXhr for the test (undone by `unstubGlobals`). */
export function installFakeXhr(): typeof FakeXhr {
  FakeXhr.requests = [];
  handedOut = new Set();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}

/** The next request sent that this function has not given before (waits for it). */
export async function nextXhr(): Promise<FakeXhr> {
  const next = () => FakeXhr.requests.find((xhr) => !handedOut.has(xhr) && xhr.body !== undefined);
  await vi.waitFor(() => {
    if (!next()) throw new Error('no upload sent yet');
  });
  const xhr = next()!;
  handedOut.add(xhr);
  return xhr;
}
