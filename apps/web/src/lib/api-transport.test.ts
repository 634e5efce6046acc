import { uploadsContract } from '@souq/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiNotice, call, configureApi, resetApiState } from './api';

/** A stand-in XMLHttpRequest: records what is sent and answers when the test says so. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const upload = {
  id: 'up-1',
  visibility: 'public',
  purpose: 'car',
  kind: 'image',
  mime: 'image/webp',
  width: 10,
  height: 10,
  size: 100,
  url: '/files/public/a.webp',
  thumbUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

let token: string | null;
let notices: ApiNotice[];
const clearSession = vi.fn(() => {
  token = null;
});
const navigate = vi.fn();

function form(): FormData {
  const data = new FormData();
  data.append('file', new Blob(['x']), 'a.jpg');
  return data;
}

/** An upload whose caller shows progress and errors itself, as the photo fields do. */
function quietUpload() {
  return call(uploadsContract.endpoints.create, {
    query: { purpose: 'car' },
    body: form(),
    silent: true,
    onUploadProgress: () => {},
  });
}

/** Waits until the client has put the request on the wire. */
async function sent(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
  return FakeXhr.last as FakeXhr;
}

beforeEach(() => {
  resetApiState();
  FakeXhr.last = null;
  token = 'tok-1';
  notices = [];
  clearSession.mockClear();
  navigate.mockClear();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', vi.fn());
  configureApi({
    baseUrl: '',
    getToken: () => token,
    getLanguage: () => 'fr',
    translate: (key) => `t(${key})`,
    notify: (n) => notices.push(n),
    clearSession,
    getLocation: () => ({ pathname: '/publish', search: '' }),
    navigate,
    extraHeaders: () => ({ city: 'dubai', isProvence: '0' }),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an upload with progress', () => {
  it('goes through the one client: token, language, configured headers, progress and the envelope data', async () => {
    const fractions: number[] = [];
    const result = call(uploadsContract.endpoints.create, {
      query: { purpose: 'car' },
      body: form(),
      onUploadProgress: (f) => fractions.push(f),
    });
    const xhr = await sent();
    expect(fetch).not.toHaveBeenCalled();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/uploads?purpose=car');
    expect(xhr.headers).toMatchObject({
      Authorization: 'Bearer tok-1',
      'Accept-Language': 'fr',
      city: 'dubai',
      isProvence: '0',
    });
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.answer(200, { code: 200, message: 'OK', data: upload });
    expect(await result).toEqual(upload);
    expect(fractions).toEqual([0.25, 1]);
  });

  it('logs out once and opens the login page when the session is dead', async () => {
    const result = quietUpload();
    (await sent()).answer(403, { code: 403, error: 'SESSION_INVALID', message: 'Please log in again', data: null });
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isLoggedOut).toBe(true);
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fpublish');
  });

  it('fails like any request when the network does: a translated error', async () => {
    const result = quietUpload();
    (await sent()).onerror?.();
    await expect(result).rejects.toMatchObject({ error: 'NETWORK_ERROR', message: 't(common:request.network)' });
    expect(notices).toEqual([]);
  });
});
