/**
 * How the API client (api.ts) puts a request on the wire: `fetch`, or XMLHttpRequest for an upload
 * that reports its progress. Both answer the same way, so api.ts handles every request once.
 */
/** What the client reads of an HTTP answer, whichever way it was sent. */
export interface RawResponse {
  ok: boolean;
  status: number;
  text: string;
}

export interface RawRequest {
  method: string;
  headers: Record<string, string>;
  /** JSON text or a multipart form: what the client sends. */
  body: string | FormData | undefined;
  signal: AbortSignal;
}

export async function sendWithFetch(url: string, init: RawRequest): Promise<RawResponse> {
  const response = await fetch(url, init);
  return { ok: response.ok, status: response.status, text: await response.text() };
}

/**
 * The same request through XMLHttpRequest, reporting the upload's progress. It fails the way
 * `fetch` does (a TypeError for the network, an AbortError when the signal aborts), so timeouts,
 * cancellation and errors are handled once, by the caller.
 */
export function sendWithProgress(
  url: string,
  init: RawRequest,
  onProgress: (fraction: number) => void,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => init.signal.removeEventListener('abort', abort);
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      done();
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('network error'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('aborted', 'AbortError'));
    };
    if (init.signal.aborted) {
      reject(new DOMException('aborted', 'AbortError'));
      return;
    }
    init.signal.addEventListener('abort', abort);
    xhr.send(init.body ?? null);
  });
}
