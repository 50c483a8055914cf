import type { UploadedFile } from '@moxing/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { UploadQueue, summarize, type Sender } from './queue';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const picked = (name: string, size = 10, fromFolder = false) => ({
  file: file(name.split('/').pop() ?? name, size),
  path: name,
  fromFolder,
});
const uploaded = (name: string): UploadedFile => ({
  fileId: `id-${name}`,
  name,
  size: 10,
  mime: 'x',
  url: `/api/common/file/id-${name}`,
  kind: 'model',
});
const tick = () => new Promise((r) => setTimeout(r, 0));
async function settle() {
  for (let i = 0; i < 10; i++) await tick();
}

/** A sender whose uploads finish when the test says so. */
function controlledSender() {
  const calls: {
    name: string;
    resolve: (f: UploadedFile) => void;
    reject: (e: unknown) => void;
    signal: AbortSignal;
    progress: (n: number) => void;
    retry: (a: number, d: number) => void;
  }[] = [];
  const send: Sender = (f, _path, _role, cb) =>
    new Promise((resolve, reject) => {
      calls.push({ name: f.name, resolve, reject, signal: cb.signal, progress: cb.onProgress, retry: cb.onRetry });
    });
  return { send, calls };
}

describe('UploadQueue', () => {
  it('checks files first: wrong ones are marked with the reason and never sent', async () => {
    const { send, calls } = controlledSender();
    const q = new UploadQueue({ send, sniff: async () => null });
    q.add([picked('a.glb'), picked('b.blend'), picked('c.glb', 0)]);
    await settle();
    const [a, b, c] = q.getSnapshot();
    expect(a?.status).toBe('uploading');
    expect(b?.status).toBe('invalid');
    expect(b?.error).toMatch(/Blender/);
    expect(c?.status).toBe('invalid');
    expect(c?.error).toMatch(/0 字节/);
    expect(calls.map((x) => x.name)).toEqual(['a.glb']);
  });

  it('uses the sniffer and the per-file limit', async () => {
    const { send } = controlledSender();
    const q = new UploadQueue({ send, sniff: async (_f, name) => (name === 'bad.fbx' ? '内容不是 FBX' : null) });
    q.setMaxFileBytes(15);
    q.add([picked('bad.fbx'), picked('big.glb', 20)]);
    await settle();
    expect(q.getSnapshot().map((e) => e.error)).toEqual(['内容不是 FBX', expect.stringMatching(/太大/)]);
  });

  it('skips junk and unrelated folder files, and the same file twice', async () => {
    const { send } = controlledSender();
    const q = new UploadQueue({ send, sniff: async () => null });
    const chair = picked('chair/chair.obj', 10, true);
    const result = q.add([
      chair,
      picked('chair/readme.txt', 5, true),
      picked('chair/.DS_Store', 5, true),
      picked('chair/tex/a.png', 5, true),
    ]);
    expect(result).toEqual({ added: 2, skipped: ['chair/readme.txt'] });
    expect(q.add([chair]).added).toBe(0);
    // chosen on its own, an unrelated file is listed with its reason
    q.add([picked('notes.txt')]);
    await settle();
    expect(q.getSnapshot().at(-1)?.status).toBe('invalid');
  });

  it('sends at most `concurrency` files at a time and reports overall progress', async () => {
    const { send, calls } = controlledSender();
    const q = new UploadQueue({ send, concurrency: 2, sniff: async () => null });
    q.add([picked('m.obj', 100), picked('a.png', 100), picked('b.png', 100), picked('c.png', 100)]);
    await settle();
    expect(calls).toHaveLength(2);
    calls[0]?.progress(50);
    expect(summarize(q.getSnapshot())).toMatchObject({ totalBytes: 400, sentBytes: 50, percent: 12, busy: true });
    calls[0]?.resolve(uploaded('m.obj'));
    await settle();
    expect(calls).toHaveLength(3);
    calls[1]?.resolve(uploaded('a.png'));
    calls[2]?.resolve(uploaded('b.png'));
    await settle();
    calls[3]?.resolve(uploaded('c.png'));
    await settle();
    expect(summarize(q.getSnapshot())).toMatchObject({ done: 4, percent: 100, busy: false, failed: 0 });
    expect(q.getSnapshot()[0]?.uploaded?.fileId).toBe('id-m.obj');
  });

  it('shows reconnecting, then a failure that can be retried', async () => {
    const { send, calls } = controlledSender();
    const q = new UploadQueue({ send, sniff: async () => null });
    q.add([picked('big.fbx')]);
    await settle();
    calls[0]?.retry(2, 4000);
    expect(q.getSnapshot()[0]).toMatchObject({ status: 'retrying', note: '网络中断，4 秒后自动续传（第 2 次）' });
    calls[0]?.reject(new ApiError('network', 'network', '网络连接中断，上传已暂停'));
    await settle();
    expect(q.getSnapshot()[0]).toMatchObject({ status: 'error', canRetry: true, error: '网络连接中断，上传已暂停' });
    q.retry(q.getSnapshot()[0]?.id ?? '');
    await settle();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve(uploaded('big.fbx'));
    await settle();
    expect(q.getSnapshot()[0]?.status).toBe('done');
  });

  it('a refusal from the server is not offered as "continue"', async () => {
    const { send, calls } = controlledSender();
    const q = new UploadQueue({ send, sniff: async () => null });
    q.add([picked('a.fbx')]);
    await settle();
    calls[0]?.reject(new ApiError('api', '400', '文件内容与扩展名不符'));
    await settle();
    expect(q.getSnapshot()[0]).toMatchObject({ status: 'error', canRetry: false, error: '文件内容与扩展名不符' });
  });

  it('removing a file stops its upload', async () => {
    const { send, calls } = controlledSender();
    const q = new UploadQueue({ send, sniff: async () => null });
    q.add([picked('a.glb')]);
    await settle();
    q.remove(q.getSnapshot()[0]?.id ?? '');
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(q.getSnapshot()).toEqual([]);
  });
});
