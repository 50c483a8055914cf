import { ERROR_MESSAGE_SECONDS, REQUEST_TIMEOUT_MS } from '@moxing/shared';
import { accountCalls, systemCalls } from '@moxing/shared/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../features/account';
import { ApiError, NETWORK_ERROR_TEXT, callApi, configureClient } from './client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let token: string | null;
const notify = vi.fn();
const onAuthFailure = vi.fn();

beforeEach(() => {
  token = null;
  notify.mockReset();
  onAuthFailure.mockReset();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  configureClient({ getToken: () => token, notify, onAuthFailure });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function lastRequest(): { url: string; init: RequestInit & { headers: Record<string, string> } } {
  const call = fetchMock.mock.calls.at(-1) as [string, RequestInit & { headers: Record<string, string> }];
  return { url: call[0], init: call[1] };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('HTTP client', () => {
  it('returns data of a success envelope and sends the token header when one is stored', async () => {
    token = 'tok-1';
    fetchMock.mockResolvedValue(json({ code: '200', data: { a: 1 }, msg: 'success' }));
    await expect(callApi(accountCalls.user, { query: { id: 5 } })).resolves.toEqual({ a: 1 });
    const { url, init } = lastRequest();
    expect(url).toBe('/api/account/getUser?id=5');
    expect(init.headers.token).toBe('tok-1');
  });

  it('sends no token header when logged out, and bodies as JSON (the server takes JSON for form calls too)', async () => {
    fetchMock.mockResolvedValue(json({ code: '200', data: {}, msg: 'success' }));
    await callApi(accountCalls.checkLoginFree, { body: { login: '13800000000' } });
    const { url, init } = lastRequest();
    expect(url).toBe('/api/account/check');
    expect(init.headers.token).toBeUndefined();
    expect(init.headers['content-type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ login: '13800000000' });
  });

  it('treats status 0 as success too', async () => {
    fetchMock.mockResolvedValue(json({ status: 0, data: 'ok' }));
    await expect(callApi(systemCalls.health, {})).resolves.toBe('ok');
  });

  it.each(['401', '1003', '300'])('code %s logs out and opens the login dialog, without a message', async (code) => {
    token = 'old';
    fetchMock.mockResolvedValue(json({ code, errorMsg: '请先登录', msg: '请先登录' }, code === '401' ? 401 : 200));
    const error = await failure(callApi(accountCalls.user, {}));
    expect(error.code).toBe(code);
    expect(onAuthFailure).toHaveBeenCalledWith(error, 'old');
    expect(notify).not.toHaveBeenCalled();
  });

  it('code 501 is rejected silently', async () => {
    fetchMock.mockResolvedValue(json({ code: '501', errorMsg: 'x', msg: 'x' }));
    expect((await failure(callApi(systemCalls.health, {}))).code).toBe('501');
    expect(notify).not.toHaveBeenCalled();
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('code 100 (account/check: already registered) is quiet', async () => {
    fetchMock.mockResolvedValue(json({ code: '100', errorMsg: '该手机号已注册', msg: '该手机号已注册' }));
    expect((await failure(accountApi.check('13800000000'))).code).toBe('100');
    expect(notify).not.toHaveBeenCalled();
  });

  it('other failures show errorMsg in red for 5 seconds and keep the field messages', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          code: '400',
          errorMsg: '手机号：请输入 11 位中国大陆手机号',
          msg: 'x',
          fields: { login: '请输入 11 位中国大陆手机号' },
        },
        400,
      ),
    );
    const error = await failure(callApi(accountCalls.login, { body: { login: '1', password: 'x' } }));
    expect(notify).toHaveBeenCalledWith('手机号：请输入 11 位中国大陆手机号', ERROR_MESSAGE_SECONDS);
    expect(ERROR_MESSAGE_SECONDS).toBe(5);
    expect(error.fields).toEqual({ login: '请输入 11 位中国大陆手机号' });
    expect(error.status).toBe(400);
  });

  it('falls back to msg when errorMsg is missing, and honours silent', async () => {
    fetchMock.mockResolvedValue(json({ code: '409', msg: '已存在' }, 409));
    await failure(callApi(systemCalls.health, {}));
    expect(notify).toHaveBeenLastCalledWith('已存在', 5);
    notify.mockReset();
    fetchMock.mockResolvedValue(json({ code: '409', msg: '已存在' }, 409));
    await failure(callApi(systemCalls.health, {}, { silent: true }));
    expect(notify).not.toHaveBeenCalled();
  });

  it('network errors show a message for 5 seconds', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(callApi(systemCalls.health, {}));
    expect(error.kind).toBe('network');
    expect(notify).toHaveBeenCalledWith(NETWORK_ERROR_TEXT, 5);
  });

  it('a non-JSON answer (proxy error page) is reported', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await failure(callApi(systemCalls.health, {}));
    expect(error.code).toBe('502');
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('times out after 60 s without a message (the page shows it)', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(callApi(systemCalls.health, {}));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(notify).not.toHaveBeenCalled();
  });

  it('logout sends the token it was given after the session is gone, and its 1003 names that token', async () => {
    token = null;
    fetchMock.mockResolvedValue(json({ code: '1003', errorMsg: '登录已失效' }));
    const error = await failure(accountApi.logout('gone'));
    expect(lastRequest().init.headers.token).toBe('gone');
    expect(onAuthFailure).toHaveBeenCalledWith(error, 'gone');
  });

  it('a request cancelled by the caller is neither an error message nor a logout', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(callApi(systemCalls.health, {}, { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(notify).not.toHaveBeenCalled();
  });

  it('login sends the SHA-256 hex of the password, never the plain text', async () => {
    fetchMock.mockResolvedValue(json({ code: '200', data: {}, msg: 'success' }));
    await accountApi.login({ login: '13800000000', plainPassword: 'abc' });
    const sent = lastRequest().init.body as string;
    const body = JSON.parse(sent) as { password?: string };
    expect(body.password).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sent).not.toContain('"abc"');
  });
});
