import { combineSlices, configureStore } from '@exam/web-platform/redux';
import { api, errorMessage, STORAGE_KEYS } from '@exam/web-platform/client';
import { UNAUTHORIZED_REDIRECT_MS } from '@exam/shared-contracts/rules';
import { booksApi } from '../api/books-api';

/** A stand-in for XMLHttpRequest: records the request, lets the test play the upload and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, json: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(json);
    this.onload?.();
  }
}

const realXhr = window.XMLHttpRequest;
const store = () =>
  configureStore({
    reducer: combineSlices(api),
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
/** The 401 redirect's timer: the one that navigates, after UNAUTHORIZED_REDIRECT_MS. */
const isRedirect = (fn: () => void, ms: number | undefined) =>
  ms === UNAUTHORIZED_REDIRECT_MS && String(fn).includes('location.assign');
/** Lets the mutation's thunk reach `xhr.send`. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeXhr.last = null;
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  window.history.pushState({}, '', '/admin');
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
  localStorage.clear();
});

describe('saveBook mutation (docs/domains/operations.md "Calls": multipart create/update with upload progress)', () => {
  it('creates by POST with the bearer token, reports progress and resolves with the book', async () => {
    const body = new FormData();
    body.append('title', 'Optics');
    const progress: number[] = [];
    const done = store()
      .dispatch(booksApi.endpoints.saveBook.initiate({ id: null, body, onProgress: (f) => progress.push(f) }))
      .unwrap();
    await tick();
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/books');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect(xhr.body).toBe(body);
    xhr.progress(50, 100);
    xhr.progress(100, 100);
    xhr.respond(201, { _id: 'b1', title: 'Optics' });
    await expect(done).resolves.toEqual({ _id: 'b1', title: 'Optics' });
    expect(progress).toEqual([0.5, 1]);
  });

  it('updates by PUT to the book and rejects with the server error text', async () => {
    const done = store()
      .dispatch(booksApi.endpoints.saveBook.initiate({ id: 'b 1', body: new FormData() }))
      .unwrap();
    await tick();
    expect(FakeXhr.last!.method).toBe('PUT');
    expect(FakeXhr.last!.url).toBe('/api/admin/books/b%201');
    FakeXhr.last!.respond(400, { error: 'Discounted price cannot be more than the price' });
    const error = await done.catch((e: unknown) => e);
    expect(errorMessage(error, 'Failed to update book')).toBe(
      'Discounted price cannot be more than the price',
    );
  });

  it('a network failure rejects with FETCH_ERROR, so the fallback text of docs/domains/operations.md "Errors" shows', async () => {
    const done = store()
      .dispatch(booksApi.endpoints.saveBook.initiate({ id: null, body: new FormData() }))
      .unwrap();
    await tick();
    FakeXhr.last!.onerror?.();
    const error = await done.catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(errorMessage(error, 'Failed to create book')).toBe('Failed to create book');
  });

  it('a 401 ends the session and goes to /login after 100 ms (docs/screens.md "The 401 rule")', async () => {
    const realTimeout = window.setTimeout;
    const redirects: Array<() => void> = [];
    // Hold the redirect back (jsdom cannot navigate); let every other timer (RTK Query's too) run.
    const timers = jest.spyOn(window, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      if (isRedirect(fn, ms)) return redirects.push(fn);
      return realTimeout(fn, ms);
    }) as typeof window.setTimeout);
    try {
      const done = store()
        .dispatch(booksApi.endpoints.saveBook.initiate({ id: null, body: new FormData() }))
        .unwrap();
      await tick();
      FakeXhr.last!.respond(401, { error: 'Please log in' });
      await done.catch(() => undefined);
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
      expect(redirects).toHaveLength(1);
    } finally {
      timers.mockRestore();
    }
  });

  it('a 401 on /login keeps the session (a wrong password there is a 401 too)', async () => {
    window.history.pushState({}, '', '/login');
    const timers = jest.spyOn(window, 'setTimeout');
    const redirects = () => timers.mock.calls.filter(([fn, ms]) => isRedirect(fn as () => void, ms));
    const done = store()
      .dispatch(booksApi.endpoints.saveBook.initiate({ id: null, body: new FormData() }))
      .unwrap();
    await tick();
    FakeXhr.last!.respond(401, { error: 'Please log in' });
    await done.catch(() => undefined);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
    expect(redirects()).toHaveLength(0);
    timers.mockRestore();
  });
});
