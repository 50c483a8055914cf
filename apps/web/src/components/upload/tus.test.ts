import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TusError,
  encodeMetadata,
  resolveLocation,
  tusUpload,
  xhrTransport,
  type TusRequest,
  type TusResponse,
  type TusUrlStore,
} from './tus';

// --- an in-memory tus 1.0 server behind a fake transport --------------------------------------------------------

interface Stored {
  length: number;
  data: Uint8Array;
  fileId: string | null;
  metadata: string;
}

type Fault =
  /** The connection drops after the server stored `keep` bytes of this PATCH (-1: before any answer to another method). */
  | { kind: 'drop'; keep?: number }
  /** The server answers with this status and envelope message. */
  | { kind: 'status'; status: number; message?: string }
  /** The server stores the whole PATCH but the answer is lost. */
  | { kind: 'lostAnswer' };

class FakeTusServer {
  uploads = new Map<string, Stored>();
  requests: { method: string; url: string; headers: Record<string, string>; bytes: number }[] = [];
  /** Faults by request number (1-based) of a method, e.g. { PATCH: { 2: drop } }. */
  faults: Partial<Record<TusRequest['method'], Record<number, Fault>>> = {};
  private counts: Partial<Record<string, number>> = {};
  private seq = 0;

  response(status: number, headers: Record<string, string> = {}, text = ''): TusResponse {
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    return { status, header: (name) => lower[name.toLowerCase()] ?? null, text };
  }

  transport = async (req: TusRequest): Promise<TusResponse> => {
    if (req.signal.aborted) throw new TusError('aborted', '上传已取消');
    const n = (this.counts[req.method] = (this.counts[req.method] ?? 0) + 1);
    const body = req.body ? await readBlob(req.body) : new Uint8Array(0);
    this.requests.push({ method: req.method, url: req.url, headers: req.headers, bytes: body.length });
    expect(req.headers['Tus-Resumable']).toBe('1.0.0');
    const fault = this.faults[req.method]?.[n];
    if (fault?.kind === 'status') {
      return this.response(fault.status, {}, JSON.stringify({ code: String(fault.status), errorMsg: fault.message ?? '出错了' }));
    }
    if (fault?.kind === 'drop' && req.method !== 'PATCH') throw new TusError('network', '网络连接中断');

    const id = req.url.split('/').pop() ?? '';
    switch (req.method) {
      case 'POST': {
        const newId = `u${++this.seq}`;
        this.uploads.set(newId, {
          length: Number(req.headers['Upload-Length']),
          data: new Uint8Array(0),
          fileId: null,
          metadata: req.headers['Upload-Metadata'] ?? '',
        });
        return this.response(201, { Location: `/api/common/file/tus/${newId}` });
      }
      case 'HEAD': {
        const u = this.uploads.get(id);
        if (!u) return this.response(404);
        return this.response(200, {
          'Upload-Offset': String(u.data.length),
          'Upload-Length': String(u.length),
          ...(u.fileId ? { 'Upload-File-Id': u.fileId } : {}),
        });
      }
      case 'PATCH': {
        const u = this.uploads.get(id);
        if (!u) return this.response(404, {}, JSON.stringify({ code: '404', errorMsg: '上传任务不存在' }));
        const offset = Number(req.headers['Upload-Offset']);
        expect(req.headers['Content-Type']).toBe('application/offset+octet-stream');
        if (offset !== u.data.length) {
          return this.response(
            409,
            {},
            JSON.stringify({ code: '409', errorMsg: `上传偏移量不一致：服务器已有 ${u.data.length} 字节` }),
          );
        }
        const keep = fault?.kind === 'drop' ? Math.min(fault.keep ?? 0, body.length) : body.length;
        req.onProgress?.(Math.floor(keep / 2));
        req.onProgress?.(keep);
        const next = new Uint8Array(u.data.length + keep);
        next.set(u.data);
        next.set(body.subarray(0, keep), u.data.length);
        u.data = next;
        if (u.data.length === u.length) u.fileId = `file-${id}`;
        if (fault?.kind === 'drop' || fault?.kind === 'lostAnswer') throw new TusError('network', '网络连接中断');
        return this.response(204, {
          'Upload-Offset': String(u.data.length),
          ...(u.fileId ? { 'Upload-File-Id': u.fileId } : {}),
        });
      }
      case 'DELETE':
        this.uploads.delete(id);
        return this.response(204);
    }
  };

  count(method: string) {
    return this.requests.filter((r) => r.method === method).length;
  }
}

/** jsdom's Blob has no arrayBuffer(): FileReader. */
function readBlob(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

function bytes(n: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(new ArrayBuffer(n));
  for (let i = 0; i < n; i++) out[i] = (i * 31 + 7) & 0xff;
  return out;
}

function memoryStore(): TusUrlStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) };
}

const noWait = { sleep: async () => undefined, waitOnline: async () => undefined };

describe('tus client', () => {
  it('creates the upload with length and base64 metadata, then PATCHes chunk by chunk', async () => {
    const server = new FakeTusServer();
    const data = bytes(2500);
    const progress: number[] = [];
    const result = await tusUpload({
      endpoint: '/api/common/file/tus',
      file: new Blob([data]),
      metadata: { filename: '椅子 v2.glb' },
      headers: () => ({ token: 'tok' }),
      chunkSize: 1000,
      transport: server.transport,
      onProgress: (sent) => progress.push(sent),
      ...noWait,
    });
    expect(result).toEqual({ url: '/api/common/file/tus/u1', fileId: 'file-u1' });
    const post = server.requests[0];
    expect(post?.method).toBe('POST');
    expect(post?.headers['Upload-Length']).toBe('2500');
    expect(post?.headers.token).toBe('tok');
    const [key, value] = (post?.headers['Upload-Metadata'] ?? '').split(' ');
    expect(key).toBe('filename');
    expect(new TextDecoder().decode(Uint8Array.from(atob(value ?? ''), (c) => c.charCodeAt(0)))).toBe('椅子 v2.glb');
    const patches = server.requests.filter((r) => r.method === 'PATCH');
    expect(patches.map((p) => [p.headers['Upload-Offset'], p.bytes])).toEqual([
      ['0', 1000],
      ['1000', 1000],
      ['2000', 500],
    ]);
    expect(server.uploads.get('u1')?.data).toEqual(data);
    // progress only goes up and ends at the size
    expect(progress.at(-1)).toBe(2500);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('resumes from the offset the server kept after the connection drops mid-PATCH', async () => {
    const server = new FakeTusServer();
    server.faults.PATCH = { 1: { kind: 'drop', keep: 300 } };
    const data = bytes(1000);
    const retries: number[] = [];
    const resumed: number[] = [];
    const result = await tusUpload({
      endpoint: '/api/common/file/tus',
      file: new Blob([data]),
      transport: server.transport,
      onRetry: ({ attempt, error }) => {
        retries.push(attempt);
        expect(error.kind).toBe('network');
      },
      onResume: (offset) => resumed.push(offset),
      ...noWait,
    });
    expect(result.fileId).toBe('file-u1');
    expect(retries).toEqual([1]);
    expect(resumed).toEqual([300]);
    // POST, PATCH (dropped), HEAD, PATCH from 300
    expect(server.requests.map((r) => `${r.method} ${r.headers['Upload-Offset'] ?? ''}`.trim())).toEqual([
      'POST',
      'PATCH 0',
      'HEAD',
      'PATCH 300',
    ]);
    expect(server.uploads.get('u1')?.data).toEqual(data);
  });

  it('survives several drops in a row, and a HEAD that fails too', async () => {
    const server = new FakeTusServer();
    server.faults.PATCH = { 1: { kind: 'drop', keep: 100 }, 2: { kind: 'drop', keep: 0 }, 3: { kind: 'drop', keep: 250 } };
    server.faults.HEAD = { 2: { kind: 'drop' } };
    const data = bytes(800);
    const delays: number[] = [];
    const result = await tusUpload({
      endpoint: '/api/common/file/tus',
      file: new Blob([data]),
      transport: server.transport,
      retryDelays: [10, 20, 40, 80, 160],
      onRetry: ({ delayMs }) => delays.push(delayMs),
      ...noWait,
    });
    expect(result.fileId).toBe('file-u1');
    expect(server.uploads.get('u1')?.data).toEqual(data);
    // the back-off grows while no byte arrives; a HEAD that shows new bytes starts it again
    expect(delays).toEqual([10, 10, 20, 40]);
  });

  it('finds the file id with HEAD when the answer to the last PATCH is lost', async () => {
    const server = new FakeTusServer();
    server.faults.PATCH = { 1: { kind: 'lostAnswer' } };
    const result = await tusUpload({
      endpoint: '/api/common/file/tus',
      file: new Blob([bytes(64)]),
      transport: server.transport,
      ...noWait,
    });
    expect(result.fileId).toBe('file-u1');
    expect(server.count('PATCH')).toBe(1);
    expect(server.count('HEAD')).toBe(1);
  });

  it('gives up after the last retry, keeps the URL, and a later call with the same file resumes without a new upload', async () => {
    const server = new FakeTusServer();
    server.faults.PATCH = {
      1: { kind: 'drop', keep: 400 },
      2: { kind: 'drop', keep: 0 },
      3: { kind: 'drop', keep: 0 },
      4: { kind: 'drop', keep: 0 },
    };
    const store = memoryStore();
    const data = bytes(1000);
    const common = {
      endpoint: '/api/common/file/tus',
      transport: server.transport,
      store,
      fingerprint: 'u7|a.glb|1000|1',
      ...noWait,
    };
    const error = await tusUpload({ ...common, file: new Blob([data]), retryDelays: [1, 1] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TusError);
    expect((error as TusError).kind).toBe('network');
    expect((error as TusError).message).toMatch(/网络连接中断/);
    expect(store.map.get('u7|a.glb|1000|1')).toBe('/api/common/file/tus/u1');

    const progress: number[] = [];
    const result = await tusUpload({ ...common, file: new Blob([data]), onProgress: (s) => progress.push(s) });
    expect(result.fileId).toBe('file-u1');
    expect(server.count('POST')).toBe(1);
    expect(progress[0]).toBe(400);
    expect(server.uploads.get('u1')?.data).toEqual(data);
    // finished: forgotten
    expect(store.map.size).toBe(0);
  });

  it('starts a new upload when the remembered one has expired on the server', async () => {
    const server = new FakeTusServer();
    const store = memoryStore();
    store.set('fp', '/api/common/file/tus/gone');
    const result = await tusUpload({
      endpoint: '/api/common/file/tus',
      file: new Blob([bytes(10)]),
      transport: server.transport,
      store,
      fingerprint: 'fp',
      ...noWait,
    });
    expect(result.url).toBe('/api/common/file/tus/u1');
    expect(server.requests.map((r) => r.method)).toEqual(['HEAD', 'POST', 'PATCH']);
  });

  it('asks for the offset and continues after a 409 (another PATCH still being written)', async () => {
    const server = new FakeTusServer();
    server.faults.PATCH = { 2: { kind: 'status', status: 409, message: '该文件的另一段正在上传，请稍后再试' } };
    const data = bytes(300);
    const result = await tusUpload({
      endpoint: '/api/common/file/tus',
      file: new Blob([data]),
      chunkSize: 100,
      transport: server.transport,
      ...noWait,
    });
    expect(result.fileId).toBe('file-u1');
    expect(server.uploads.get('u1')?.data).toEqual(data);
    expect(server.count('HEAD')).toBe(1);
  });

  it('stops at a refusal with the server’s Chinese message, without retrying', async () => {
    const server = new FakeTusServer();
    server.faults.PATCH = { 1: { kind: 'status', status: 400, message: '文件“a.fbx”的内容不是有效的FBX 模型' } };
    const store = memoryStore();
    const onRetry = vi.fn();
    const error = (await tusUpload({
      endpoint: '/api/common/file/tus',
      file: new Blob([bytes(10)]),
      transport: server.transport,
      store,
      fingerprint: 'fp',
      onRetry,
      ...noWait,
    }).catch((e: unknown) => e)) as TusError;
    expect(error.kind).toBe('api');
    expect(error.status).toBe(400);
    expect(error.message).toBe('文件“a.fbx”的内容不是有效的FBX 模型');
    expect(onRetry).not.toHaveBeenCalled();
    expect(store.map.size).toBe(0);
  });

  it('reports a refused creation (too large, not logged in)', async () => {
    const server = new FakeTusServer();
    server.faults.POST = { 1: { kind: 'status', status: 413, message: '单个文件不能超过 500 MB，请压缩后再上传' } };
    const error = (await tusUpload({ endpoint: '/x', file: new Blob([bytes(5)]), transport: server.transport, ...noWait }).catch(
      (e: unknown) => e,
    )) as TusError;
    expect(error.kind).toBe('api');
    expect(error.code).toBe('413');
    expect(error.message).toContain('500 MB');
  });

  it('stops at once when aborted, also while waiting to retry', async () => {
    const server = new FakeTusServer();
    server.faults.PATCH = { 1: { kind: 'drop', keep: 0 } };
    const controller = new AbortController();
    const pending = tusUpload({
      endpoint: '/api/common/file/tus',
      file: new Blob([bytes(100)]),
      transport: server.transport,
      signal: controller.signal,
      retryDelays: [60_000],
      waitOnline: async () => undefined,
      onRetry: () => setTimeout(() => controller.abort(), 5),
    });
    const error = (await pending.catch((e: unknown) => e)) as TusError;
    expect(error.kind).toBe('aborted');
    expect(server.count('PATCH')).toBe(1);
  });

  it('waits for the browser to be online before trying again', async () => {
    const server = new FakeTusServer();
    server.faults.PATCH = { 1: { kind: 'drop', keep: 10 } };
    const order: string[] = [];
    await tusUpload({
      endpoint: '/api/common/file/tus',
      file: new Blob([bytes(50)]),
      transport: server.transport,
      waitOnline: async () => void order.push('online'),
      sleep: async () => void order.push('sleep'),
    });
    expect(order).toEqual(['online', 'sleep']);
  });
});

describe('tus helpers', () => {
  it('encodes metadata as base64 UTF-8', () => {
    expect(encodeMetadata({ filename: 'a.glb', empty: '' })).toBe(`filename ${btoa('a.glb')},empty`);
    expect(encodeMetadata({ filename: '模型.fbx' })).toBe('filename 5qih5Z6LLmZieA==');
  });

  it('resolves Location against the endpoint', () => {
    expect(resolveLocation('/api/common/file/tus/abc', '/api/common/file/tus')).toBe('/api/common/file/tus/abc');
    expect(resolveLocation('abc', '/api/common/file/tus')).toBe('/api/common/file/tus/abc');
    expect(resolveLocation('https://cdn.example.com/up/1', '/api/x')).toBe('https://cdn.example.com/up/1');
  });
});

// --- the XMLHttpRequest transport against a fake XHR ----------------------------------------------------------------

class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown = undefined;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  upload: { onprogress: ((e: { loaded: number }) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
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
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

describe('xhrTransport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the headers and body, reports upload progress and answers status and headers', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const body = new Blob([bytes(10)]);
    const pending = xhrTransport({
      method: 'PATCH',
      url: '/api/common/file/tus/u1',
      headers: { 'Upload-Offset': '0', 'Tus-Resumable': '1.0.0' },
      body,
      onProgress: (n) => progress.push(n),
      signal: new AbortController().signal,
    });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('PATCH');
    expect(xhr.headers['Upload-Offset']).toBe('0');
    expect(xhr.sent).toBe(body);
    xhr.upload.onprogress?.({ loaded: 4 });
    xhr.upload.onprogress?.({ loaded: 10 });
    xhr.status = 204;
    xhr.responseHeaders = { 'upload-offset': '10' };
    xhr.onload?.();
    const response = await pending;
    expect(response.status).toBe(204);
    expect(response.header('Upload-Offset')).toBe('10');
    expect(progress).toEqual([4, 10]);
  });

  it('turns a connection error into a network TusError and an abort into an aborted one', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failing = xhrTransport({ method: 'HEAD', url: '/x', headers: {}, signal: new AbortController().signal });
    FakeXhr.last!.onerror?.();
    await expect(failing).rejects.toMatchObject({ kind: 'network' });

    const controller = new AbortController();
    const aborting = xhrTransport({ method: 'HEAD', url: '/x', headers: {}, signal: controller.signal });
    controller.abort();
    await expect(aborting).rejects.toMatchObject({ kind: 'aborted' });
    expect(FakeXhr.last!.aborted).toBe(true);
  });

  it('treats a PATCH that stops sending as a dropped connection', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = xhrTransport({
      method: 'PATCH',
      url: '/x',
      headers: {},
      body: new Blob([bytes(5)]),
      signal: new AbortController().signal,
    });
    const caught = pending.catch((e: unknown) => e);
    FakeXhr.last!.upload.onprogress?.({ loaded: 1 });
    await vi.advanceTimersByTimeAsync(46_000);
    expect(await caught).toMatchObject({ kind: 'network' });
    expect(FakeXhr.last!.aborted).toBe(true);
  });
});
