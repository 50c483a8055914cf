import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatientHttpStack, TusError, tusUpload, type TusUrlStorage } from './tus';

// --- an in-memory tus 1.0 server behind a fake tus-js-client HTTP stack ------------------------------------------

interface Stored {
  length: number;
  data: Uint8Array;
  fileId: string | null;
  metadata: string;
}

type Method = 'POST' | 'HEAD' | 'PATCH' | 'DELETE';

type Fault =
  /** The connection drops after the server stored `keep` bytes of this PATCH (other methods: before any answer). */
  | { kind: 'drop'; keep?: number }
  /** The server answers with this status and envelope message. */
  | { kind: 'status'; status: number; message?: string }
  /** The server stores the whole PATCH but the answer is lost. */
  | { kind: 'lostAnswer' };

function answer(status: number, headers: Record<string, string> = {}, text = ''): HttpResponse {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    getStatus: () => status,
    getHeader: (name) => lower[name.toLowerCase()],
    getBody: () => text,
    getUnderlyingObject: () => null,
  };
}

class FakeTusServer implements HttpStack {
  uploads = new Map<string, Stored>();
  requests: { method: string; url: string; headers: Record<string, string>; bytes: number }[] = [];
  /** Faults by request number (1-based) of a method, e.g. { PATCH: { 2: drop } }. */
  faults: Partial<Record<Method, Record<number, Fault>>> = {};
  private counts: Partial<Record<string, number>> = {};
  private seq = 0;

  getName() {
    return 'fake';
  }

  createRequest(method: string, url: string): HttpRequest {
    const headers: Record<string, string> = {};
    let onProgress: (sent: number) => void = () => undefined;
    return {
      getMethod: () => method,
      getURL: () => url,
      setHeader: (name, value) => void (headers[name] = value),
      getHeader: (name) => headers[name],
      setProgressHandler: (handler) => void (onProgress = handler),
      send: (body: unknown) => this.handle(method as Method, url, headers, body as Blob | null, onProgress),
      abort: () => Promise.resolve(),
      getUnderlyingObject: () => null,
    };
  }

  private async handle(
    method: Method,
    url: string,
    headers: Record<string, string>,
    blob: Blob | null,
    onProgress: (sent: number) => void,
  ): Promise<HttpResponse> {
    const n = (this.counts[method] = (this.counts[method] ?? 0) + 1);
    const body = blob ? await readBlob(blob) : new Uint8Array(0);
    this.requests.push({ method, url, headers, bytes: body.length });
    expect(headers['Tus-Resumable']).toBe('1.0.0');
    const fault = this.faults[method]?.[n];
    if (fault?.kind === 'status') {
      return answer(fault.status, {}, JSON.stringify({ code: String(fault.status), errorMsg: fault.message ?? '出错了' }));
    }
    if (fault?.kind === 'drop' && method !== 'PATCH') throw new Error('network');

    const id = url.split('/').pop() ?? '';
    switch (method) {
      case 'POST': {
        const newId = `u${++this.seq}`;
        this.uploads.set(newId, {
          length: Number(headers['Upload-Length']),
          data: new Uint8Array(0),
          fileId: null,
          metadata: headers['Upload-Metadata'] ?? '',
        });
        return answer(201, { Location: `/api/common/file/tus/${newId}` });
      }
      case 'HEAD': {
        const u = this.uploads.get(id);
        if (!u) return answer(404);
        return answer(200, {
          'Upload-Offset': String(u.data.length),
          'Upload-Length': String(u.length),
          ...(u.fileId ? { 'Upload-File-Id': u.fileId } : {}),
        });
      }
      case 'PATCH': {
        const u = this.uploads.get(id);
        if (!u) return answer(404, {}, JSON.stringify({ code: '404', errorMsg: '上传任务不存在' }));
        const offset = Number(headers['Upload-Offset']);
        expect(headers['Content-Type']).toBe('application/offset+octet-stream');
        if (offset !== u.data.length) {
          return answer(409, {}, JSON.stringify({ code: '409', errorMsg: `上传偏移量不一致：服务器已有 ${u.data.length} 字节` }));
        }
        const keep = fault?.kind === 'drop' ? Math.min(fault.keep ?? 0, body.length) : body.length;
        onProgress(Math.floor(keep / 2));
        onProgress(keep);
        const next = new Uint8Array(u.data.length + keep);
        next.set(u.data);
        next.set(body.subarray(0, keep), u.data.length);
        u.data = next;
        if (u.data.length === u.length) u.fileId = `file-${id}`;
        if (fault?.kind === 'drop' || fault?.kind === 'lostAnswer') throw new Error('network');
        return answer(204, { 'Upload-Offset': String(u.data.length), ...(u.fileId ? { 'Upload-File-Id': u.fileId } : {}) });
      }
      case 'DELETE':
        this.uploads.delete(id);
        return answer(204);
    }
  }

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

type Remembered = Parameters<TusUrlStorage['addUpload']>[1];

/** tus-js-client's URL storage in memory; `urls` lists what is remembered per fingerprint. */
function memoryStorage(): TusUrlStorage & { urls: (fingerprint: string) => (string | null)[] } {
  const entries = new Map<string, { fingerprint: string; upload: Remembered }>();
  let n = 0;
  const byFingerprint = (fingerprint: string) =>
    [...entries.values()].filter((e) => e.fingerprint === fingerprint).map((e) => e.upload);
  return {
    findAllUploads: async () => [...entries.values()].map((e) => e.upload),
    findUploadsByFingerprint: async (fingerprint) => byFingerprint(fingerprint),
    removeUpload: async (key) => void entries.delete(key),
    addUpload: async (fingerprint, upload) => {
      const key = `tus::${fingerprint}::${++n}`;
      entries.set(key, { fingerprint, upload: { ...upload, urlStorageKey: key } });
      return key;
    },
    urls: (fingerprint) => byFingerprint(fingerprint).map((u) => u.uploadUrl),
  };
}

const remembered = (url: string, size: number): Remembered => ({
  size,
  metadata: {},
  creationTime: new Date().toISOString(),
  urlStorageKey: '',
  uploadUrl: url,
  parallelUploadUrls: null,
});

const quick = { retryDelays: [1, 1, 1, 1, 1] };

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
      httpStack: server,
      onProgress: (sent) => progress.push(sent),
      ...quick,
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
      httpStack: server,
      onRetry: ({ attempt, error }) => {
        retries.push(attempt);
        expect(error.kind).toBe('network');
      },
      onResume: (offset) => resumed.push(offset),
      ...quick,
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
      httpStack: server,
      retryDelays: [10, 20, 40, 80, 160],
      onRetry: ({ delayMs }) => delays.push(delayMs),
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
      httpStack: server,
      ...quick,
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
    const urlStorage = memoryStorage();
    const data = bytes(1000);
    const common = { endpoint: '/api/common/file/tus', httpStack: server, urlStorage, fingerprint: 'u7|a.glb|1000|1' };
    const error = await tusUpload({ ...common, file: new Blob([data]), retryDelays: [1, 1] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TusError);
    expect((error as TusError).kind).toBe('network');
    expect((error as TusError).message).toMatch(/网络连接中断/);
    expect(urlStorage.urls('u7|a.glb|1000|1')).toEqual(['/api/common/file/tus/u1']);

    const progress: number[] = [];
    const resumed: number[] = [];
    const result = await tusUpload({
      ...common,
      ...quick,
      file: new Blob([data]),
      onProgress: (s) => progress.push(s),
      onResume: (offset) => resumed.push(offset),
    });
    expect(result.fileId).toBe('file-u1');
    expect(server.count('POST')).toBe(1);
    expect(resumed).toEqual([400]);
    expect(server.requests.at(-1)?.headers['Upload-Offset']).toBe('400');
    expect(progress[0]).toBeGreaterThanOrEqual(400);
    expect(server.uploads.get('u1')?.data).toEqual(data);
    // finished: forgotten
    expect(urlStorage.urls('u7|a.glb|1000|1')).toEqual([]);
  });

  it('starts a new upload when the remembered one has expired on the server', async () => {
    const server = new FakeTusServer();
    const urlStorage = memoryStorage();
    await urlStorage.addUpload('fp', remembered('/api/common/file/tus/gone', 10));
    const result = await tusUpload({
      endpoint: '/api/common/file/tus',
      file: new Blob([bytes(10)]),
      httpStack: server,
      urlStorage,
      fingerprint: 'fp',
      ...quick,
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
      httpStack: server,
      ...quick,
    });
    expect(result.fileId).toBe('file-u1');
    expect(server.uploads.get('u1')?.data).toEqual(data);
    expect(server.count('HEAD')).toBe(1);
  });

  it('stops at a refusal with the server’s Chinese message, without retrying', async () => {
    const server = new FakeTusServer();
    server.faults.PATCH = { 1: { kind: 'status', status: 400, message: '文件“a.fbx”的内容不是有效的FBX 模型' } };
    const urlStorage = memoryStorage();
    const onRetry = vi.fn();
    const error = (await tusUpload({
      endpoint: '/api/common/file/tus',
      file: new Blob([bytes(10)]),
      httpStack: server,
      urlStorage,
      fingerprint: 'fp',
      onRetry,
      ...quick,
    }).catch((e: unknown) => e)) as TusError;
    expect(error.kind).toBe('api');
    expect(error.status).toBe(400);
    expect(error.message).toBe('文件“a.fbx”的内容不是有效的FBX 模型');
    expect(onRetry).not.toHaveBeenCalled();
    expect(urlStorage.urls('fp')).toEqual([]);
  });

  it('reports a refused creation (too large, not logged in)', async () => {
    const server = new FakeTusServer();
    server.faults.POST = { 1: { kind: 'status', status: 413, message: '单个文件不能超过 500 MB，请压缩后再上传' } };
    const error = (await tusUpload({ endpoint: '/x', file: new Blob([bytes(5)]), httpStack: server, ...quick }).catch(
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
      httpStack: server,
      signal: controller.signal,
      retryDelays: [60_000],
      onRetry: () => setTimeout(() => controller.abort(), 5),
    });
    const error = (await pending.catch((e: unknown) => e)) as TusError;
    expect(error.kind).toBe('aborted');
    expect(server.count('PATCH')).toBe(1);
  });

  it('waits for the browser to be online before trying again', async () => {
    const server = new FakeTusServer();
    server.faults.PATCH = { 1: { kind: 'drop', keep: 10 } };
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const pending = tusUpload({
      endpoint: '/api/common/file/tus',
      file: new Blob([bytes(50)]),
      httpStack: server,
      retryDelays: [1],
      onRetry: () => void (online = false),
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(server.count('HEAD')).toBe(0);
    online = true;
    window.dispatchEvent(new Event('online'));
    expect((await pending).fileId).toBe('file-u1');
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH']);
  });
});

describe('PatientHttpStack', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('treats a request that stops sending as a dropped connection', async () => {
    vi.useFakeTimers();
    let abort = 0;
    let progress: (sent: number) => void = () => undefined;
    const silent: HttpStack = {
      getName: () => 'silent',
      createRequest: (method, url) => ({
        getMethod: () => method,
        getURL: () => url,
        setHeader: () => undefined,
        getHeader: () => undefined,
        setProgressHandler: (handler) => void (progress = handler),
        send: () => new Promise<HttpResponse>(() => undefined),
        abort: async () => void abort++,
        getUnderlyingObject: () => null,
      }),
    };
    const seen: number[] = [];
    const request = new PatientHttpStack(silent, 45_000).createRequest('PATCH', '/x');
    request.setProgressHandler((sent) => seen.push(sent));
    const caught = request.send(new Blob([bytes(5)])).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    progress(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(abort).toBe(0);
    await vi.advanceTimersByTimeAsync(16_000);
    expect(await caught).toBeInstanceOf(Error);
    expect(abort).toBe(1);
    expect(seen).toEqual([1]);
  });
});
