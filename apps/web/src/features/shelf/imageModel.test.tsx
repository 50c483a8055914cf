import { createImageModelBody, updateImageModelBody, type ImageModel } from '@moxing/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { configureClient } from '../../api/client';
import { useSession } from '../../stores/session';
import ImageModelEditPage from './desktop/ImageModelEditPage';
import { inShootingOrder, moveKey, orderedKeys, photoRoom, saveBlocker } from './imageModelLogic';
import MyModelsPage from './desktop/MyModelsPage';

/** antd's first render builds its styles: seconds on a busy machine, so whole pages get room beyond the default. */
const PAGE = { timeout: 60_000 };

// --- a small server: the calls the editor and the shelf make, checked with the same shared schemas ---------------

interface Call {
  path: string;
  body: Record<string, unknown> | undefined;
}

let calls: Call[];
let models: ImageModel[];
let files: Map<string, string>;
let nextFile: number;
/** Uploads that fail once with a dropped connection, by file name. */
let failOnce: Set<string>;
/** Uploads answered by the test itself (to look at them half way), by file name. */
let held: Map<string, FakeXhr>;

const envelope = (data: unknown) => ({ code: '200', msg: 'success', data });
const refusal = (code: string, errorMsg: string, fields?: Record<string, string>) => ({ code, errorMsg, msg: errorMsg, fields });

/** A validation failure the way the server words it: one message per field path. */
function validation(error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.')] ??= issue.message;
  return refusal('400', Object.values(fields)[0] ?? '请求参数不正确', fields);
}

function stored(body: z.output<typeof createImageModelBody>, code: string, createdAt: string): ImageModel | { refused: object } {
  const missing = body.photoIds.find((id) => !files.has(id));
  if (missing) return { refused: refusal('404', `文件 ${missing} 不存在或已删除`) };
  return {
    code,
    title: body.title,
    description: body.description,
    type: body.type || '其他',
    trade: body.trade,
    tags: body.tags,
    visibility: body.visibility,
    cover: `/api/common/file/${body.photoIds[0]}`,
    photos: body.photoIds.map((fileId) => ({ fileId, url: `/api/common/file/${fileId}` })),
    photoCount: body.photoIds.length,
    viewCount: 0,
    author: { id: 7, nickname: '静物摄影师', avatar: null },
    isOwner: true,
    createdAt,
    updatedAt: new Date().toISOString(),
  };
}

function answer(path: string, query: URLSearchParams, body: Record<string, unknown> | undefined): object {
  switch (path) {
    case 'common/file/usage':
      return envelope({ usedBytes: 0, quotaBytes: 1024 ** 3, maxFileBytes: 50 * 1024 ** 2 });
    case 'modelImg/list':
      return envelope({ list: models, total: models.length, pageNum: 1, pageSize: 20 });
    case 'modelImg/info': {
      const m = models.find((x) => x.code === query.get('code'));
      return m ? envelope(m) : refusal('404', '图片模型不存在或已删除');
    }
    case 'modelImg/createImgModel': {
      const parsed = createImageModelBody.safeParse(body);
      if (!parsed.success) return validation(parsed.error);
      const made = stored(parsed.data, `inew${String(models.length).padStart(8, '0')}`, new Date().toISOString());
      if ('refused' in made) return made.refused;
      models = [made, ...models];
      return envelope(made);
    }
    case 'modelImg/updateImgModel': {
      const parsed = updateImageModelBody.safeParse(body);
      if (!parsed.success) return validation(parsed.error);
      const old = models.find((m) => m.code === parsed.data.code);
      if (!old) return refusal('404', '图片模型不存在或已删除');
      const made = stored(
        createImageModelBody.parse({ ...old, photoIds: old.photos.map((p) => p.fileId), ...parsed.data }),
        old.code,
        old.createdAt,
      );
      if ('refused' in made) return made.refused;
      models = models.map((m) => (m.code === old.code ? made : m));
      return envelope(made);
    }
    default:
      return refusal('404', `没有这个接口：${path}`);
  }
}

/** common/file/upload goes through XMLHttpRequest (for its progress events). */
class FakeXhr {
  upload: { onprogress: ((e: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  file: File | null = null;
  open() {}
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send(form: FormData) {
    const file = form.get('file') as File;
    this.file = file;
    if (failOnce.delete(file.name)) {
      setTimeout(() => this.onerror?.(), 0);
      return;
    }
    if (file.name.startsWith('held-')) {
      held.set(file.name, this);
      return;
    }
    setTimeout(() => this.finish(), 0);
  }
  progress(loaded: number) {
    this.upload.onprogress?.({ loaded });
  }
  finish() {
    const file = this.file as File;
    const fileId = `f${++nextFile}`;
    files.set(fileId, file.name);
    calls.push({ path: 'common/file/upload', body: { name: file.name } });
    this.progress(file.size);
    this.status = 200;
    this.responseText = JSON.stringify(
      envelope({ fileId, name: file.name, size: file.size, mime: 'image/png', url: `/api/common/file/${fileId}`, kind: 'image' }),
    );
    this.onload?.();
  }
}

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const photo = (name: string) =>
  new File([new Uint8Array([...PNG_HEAD, ...new Array<number>(120).fill(7)])], name, { type: 'image/png', lastModified: 1 });

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/mymodel/imageModel" element={<ImageModelEditPage />} />
            <Route path="/mymodel/good" element={<MyModelsPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  calls = [];
  models = [];
  files = new Map();
  nextFile = 0;
  failOnce = new Set();
  held = new Map();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const u = new URL(url, 'http://localhost');
      const path = u.pathname.replace(/^\/api\//, '');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
      calls.push({ path, body });
      return new Response(JSON.stringify(answer(path, u.searchParams, body)), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // antd's table and the tags select measure themselves; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // jsdom makes no object URLs: each picked photo previews under its own name.
  Object.assign(URL, { createObjectURL: (f: File) => `blob:${f.name}`, revokeObjectURL: () => undefined });
  useSession.setState({ token: 'tok', userId: 7 });
  configureClient({ getToken: () => 'tok' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: null, userId: null });
});

// --- helpers over the page ---------------------------------------------------------------------------------------------

const pick = (...names: string[]) => fireEvent.change(screen.getByLabelText('选择照片'), { target: { files: names.map(photo) } });
const tiles = () => screen.queryAllByTestId('photo-tile');
/** The photos in turntable order, by the address each shows. */
const order = () => tiles().map((t) => t.querySelector('img')?.getAttribute('src'));
const saveButton = () => screen.getByText(/^(创建图片模型|保存修改)$/).closest('button') as HTMLButtonElement;
const hint = () => document.querySelector('[class*="saveHint"]')?.textContent ?? '';
const fieldOf = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

/** Opens the select of a form field and clicks the option. */
async function choose(label: string, option: string) {
  const select = fieldOf(label).querySelector('.ant-select') as HTMLElement;
  fireEvent.mouseDown(select.querySelector('input') ?? select);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === option);
    if (!found) throw new Error(`没有选项 ${option}`);
    return found;
  });
  fireEvent.click(item);
}

const uploadsDone = (n: number) =>
  waitFor(() => expect(calls.filter((c) => c.path === 'common/file/upload')).toHaveLength(n), { timeout: 10_000 });

// --- the rules --------------------------------------------------------------------------------------------------------

describe('image model editor rules', () => {
  it('keeps the turntable order, appending new photos, and moves one photo anywhere', () => {
    expect(orderedKeys(['b', 'gone', 'a'], ['a', 'b', 'c'])).toEqual(['b', 'a', 'c']);
    expect(moveKey(['a', 'b', 'c', 'd'], 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveKey(['a', 'b', 'c', 'd'], 'd', 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveKey(['a', 'b'], 'b', 9)).toEqual(['a', 'b']);
  });

  it('sorts picked photos the way cameras number them, and stops at 72', () => {
    const names = ['IMG_10.jpg', 'IMG_2.jpg', 'IMG_1.jpg'].map((path) => ({ path, file: photo(path), fromFolder: false }));
    expect(inShootingOrder(names).map((p) => p.path)).toEqual(['IMG_1.jpg', 'IMG_2.jpg', 'IMG_10.jpg']);
    expect(photoRoom(70, 5)).toBe(2);
    expect(photoRoom(72, 1)).toBe(0);
  });

  it('says what keeps the model from being saved, photos first', () => {
    const ok = {
      photos: 4,
      invalid: 0,
      uploads: { busy: false, failed: 0, percent: 100 },
      title: '花瓶',
      trade: '日用百货',
      unchanged: false,
    };
    expect(saveBlocker(ok)).toBeNull();
    expect(saveBlocker({ ...ok, photos: 3, title: '' })).toBe('至少需要 4 张照片才能组成 360° 展示，还差 1 张');
    expect(saveBlocker({ ...ok, uploads: { busy: true, failed: 1, percent: 40 } })).toMatch(/1 张照片上传失败/);
    expect(saveBlocker({ ...ok, uploads: { busy: true, failed: 0, percent: 40 } })).toBe('照片上传中（40%），完成后即可保存');
    expect(saveBlocker({ ...ok, title: '  ' })).toBe('请填写名称');
    expect(saveBlocker({ ...ok, trade: undefined })).toBe('请选择所属行业');
    expect(saveBlocker({ ...ok, unchanged: true })).toBe('还没有修改');
  });
});

// --- the page ---------------------------------------------------------------------------------------------------------

describe('/mymodel/imageModel', PAGE, () => {
  it('creates an image model from picked photos: progress, a failed upload retried, reordering, then the shelf lists it', async () => {
    failOnce.add('3.png');
    renderAt('/mymodel/imageModel');
    await screen.findByText('新建图片模型', { selector: 'h1' });
    expect(saveButton().disabled).toBe(true);
    expect(hint()).toBe('请添加至少 4 张照片');

    // Chosen out of order: they line up by name. One is still going up, one fails.
    pick('held-5.png', '3.png', '1.png', '2.png', '4.png');
    await waitFor(() => expect(order()).toEqual(['1.png', '2.png', '3.png', '4.png', 'held-5.png'].map((n) => `blob:${n}`)));
    expect(screen.getByText('5 / 72 张')).toBeTruthy();
    await waitFor(() => expect(held.has('held-5.png')).toBe(true));
    held.get('held-5.png')?.progress(64);
    const last = tiles()[4] as HTMLElement;
    await within(last).findByText('50%');
    expect(within(last).getByLabelText('第 5 张上传进度')).toBeTruthy();
    const failed = tiles()[2] as HTMLElement;
    await within(failed).findByText('上传失败');
    expect(within(failed).getByRole('alert').textContent).toMatch(/网络连接中断/);
    expect(hint()).toBe('有 1 张照片上传失败，请重试或移除');
    expect(saveButton().disabled).toBe(true);
    // The others stay, and the preview turns what is there.
    expect(tiles()).toHaveLength(5);
    expect(screen.getByRole('img', { name: /图片模型预览（360° 展示/ })).toBeTruthy();

    fireEvent.click(within(failed).getByText('重试'));
    held.get('held-5.png')?.finish();
    await uploadsDone(5);
    await waitFor(() => expect(within(tiles()[2] as HTMLElement).queryByText('上传失败')).toBeNull());
    expect(hint()).toBe('请填写名称');

    // Reorder with the buttons (a phone) and by dragging (a mouse): 4 goes first, then 1 goes last.
    fireEvent.click(screen.getByLabelText('第 4 张前移'));
    fireEvent.click(screen.getByLabelText('第 3 张前移'));
    fireEvent.click(screen.getByLabelText('第 2 张前移'));
    expect(order()).toEqual(['4.png', '1.png', '2.png', '3.png', 'held-5.png'].map((n) => `blob:${n}`));
    expect(within(tiles()[0] as HTMLElement).getByText('封面')).toBeTruthy();
    expect(within(tiles()[1] as HTMLElement).queryByText('封面')).toBeNull();
    const dataTransfer = { setData: () => undefined, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(tiles()[1] as HTMLElement, { dataTransfer });
    fireEvent.dragOver(tiles()[4] as HTMLElement, { dataTransfer });
    fireEvent.drop(tiles()[4] as HTMLElement, { dataTransfer });
    expect(order()).toEqual(['4.png', '2.png', '3.png', 'held-5.png', '1.png'].map((n) => `blob:${n}`));

    fireEvent.change(screen.getByPlaceholderText('例如：青花瓷瓶 360° 展示'), { target: { value: '  青瓷花瓶 ' } });
    await waitFor(() => expect(hint()).toBe('请选择所属行业'));
    await choose('所属行业', '日用百货');
    fireEvent.click(screen.getByText('仅自己可见'));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());

    // The shelf lists it, says so, and links to its turntable page.
    await screen.findByText('图片模型“青瓷花瓶”已创建', {}, { timeout: 10_000 });
    const create = calls.find((c) => c.path === 'modelImg/createImgModel')?.body;
    const idOf = (name: string) => [...files].find(([, n]) => n === name)?.[0];
    expect(create).toMatchObject({
      title: '青瓷花瓶',
      trade: '日用百货',
      type: '其他',
      visibility: 'private',
      photoIds: ['4.png', '2.png', '3.png', 'held-5.png', '1.png'].map(idOf),
    });
    const code = models[0]?.code ?? '';
    expect(screen.getByText('查看 360° 展示').closest('a')?.getAttribute('href')).toBe(`/imgdetail?code=${code}`);
    const row = (await screen.findByText(code)).closest('tr') as HTMLElement;
    expect(within(row).getByText('5 张')).toBeTruthy();
    expect(within(row).getByText('编辑').closest('a')?.getAttribute('href')).toBe(`/mymodel/imageModel?code=${code}`);
  });

  it('keeps save off with 3 photos, and shows the server’s refusal under the field it is about', async () => {
    renderAt('/mymodel/imageModel');
    await screen.findByText('新建图片模型', { selector: 'h1' });
    fireEvent.change(screen.getByPlaceholderText('例如：青花瓷瓶 360° 展示'), { target: { value: '紫砂壶' } });
    await choose('所属行业', '日用百货');
    pick('a.png', 'b.png', 'c.png');
    await uploadsDone(3);
    await waitFor(() => expect(hint()).toBe('至少需要 4 张照片才能组成 360° 展示，还差 1 张'));
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText('再添加 1 张照片即可预览')).toBeTruthy();
    expect(screen.getByText('3 / 72 张').className).toMatch(/Low/);

    // Files that are not PNG, JPEG or WebP are not added, and say why.
    fireEvent.change(screen.getByLabelText('选择照片'), {
      target: { files: [new File(['GIF89a'], '动图.gif', { type: 'image/gif' })] },
    });
    await screen.findByText('有 1 项没有添加');
    expect(screen.getByText(/“动图.gif”：只支持 PNG、JPEG、WebP 图片/)).toBeTruthy();
    expect(tiles()).toHaveLength(3);

    pick('d.png');
    await uploadsDone(4);
    // A tag longer than the server takes: its Chinese refusal appears under 标签.
    const tags = fieldOf('标签').querySelector('input') as HTMLInputElement;
    // Typed with a separator after it, as the field's help says.
    fireEvent.change(tags, { target: { value: '宜兴紫砂非物质文化遗产传承人手工制作精品茶壶，' } });
    await waitFor(() => expect(fieldOf('标签').querySelector('.ant-select-selection-item')).not.toBeNull());
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(fieldOf('标签').textContent).toContain('每个标签最多 20 个字'));
    expect(calls.filter((c) => c.path === 'modelImg/createImgModel')).toHaveLength(1);
    expect(models).toHaveLength(0);
    expect(screen.getByText('新建图片模型', { selector: 'h1' })).toBeTruthy();

    // A photo the server no longer has: said under the photos, the rest of the form kept.
    fireEvent.mouseDown(fieldOf('标签').querySelector('.ant-select-selection-item-remove') as HTMLElement);
    fireEvent.click(fieldOf('标签').querySelector('.ant-select-selection-item-remove') as HTMLElement);
    files.delete('f2');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    expect((await screen.findByText('文件 f2 不存在或已删除')).getAttribute('role')).toBe('alert');
    expect(models).toHaveLength(0);
  });

  it('edits an image model: loads its photos in order, replaces one and saves the new order', async () => {
    files.set('p1', '一.png');
    files.set('p2', '二.png');
    files.set('p3', '三.png');
    files.set('p4', '四.png');
    const vase = stored(
      createImageModelBody.parse({ title: '青瓷花瓶', trade: '日用百货', type: '花瓶器皿', photoIds: ['p3', 'p1', 'p2', 'p4'] }),
      'ivase0000001',
      '2025-03-01T00:00:00.000Z',
    ) as ImageModel;
    models = [vase];
    renderAt('/mymodel/imageModel?code=ivase0000001');
    expect(screen.getByText('正在读取图片模型…')).toBeTruthy();
    await screen.findByText('编辑图片模型', { selector: 'h1' });
    expect(order()).toEqual(['p3', 'p1', 'p2', 'p4'].map((id) => `/api/common/file/${id}`));
    expect(screen.getByPlaceholderText<HTMLInputElement>('例如：青花瓷瓶 360° 展示').value).toBe('青瓷花瓶');
    expect(screen.getByText('查看展示页').closest('a')?.getAttribute('href')).toBe('/imgdetail?code=ivase0000001');
    expect(hint()).toBe('还没有修改');
    expect(saveButton().disabled).toBe(true);

    fireEvent.click(screen.getByLabelText('移除第 2 张'));
    await waitFor(() => expect(hint()).toBe('至少需要 4 张照片才能组成 360° 展示，还差 1 张'));
    pick('五.png');
    await uploadsDone(1);
    fireEvent.click(screen.getByLabelText('第 4 张前移'));
    fireEvent.click(screen.getByLabelText('第 3 张前移'));
    expect(order()).toEqual(['/api/common/file/p3', 'blob:五.png', '/api/common/file/p2', '/api/common/file/p4']);
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());

    await screen.findByText('图片模型“青瓷花瓶”已保存', {}, { timeout: 10_000 });
    expect(calls.find((c) => c.path === 'modelImg/updateImgModel')?.body).toMatchObject({
      code: 'ivase0000001',
      title: '青瓷花瓶',
      type: '花瓶器皿',
      photoIds: ['p3', 'f1', 'p2', 'p4'],
    });
    expect(models[0]?.photos.map((p) => p.fileId)).toEqual(['p3', 'f1', 'p2', 'p4']);
  });

  it('says so when the image model is gone', async () => {
    renderAt('/mymodel/imageModel?code=imissing00001');
    await screen.findByText('图片模型不存在或已删除');
    expect(screen.getByText('返回我的图片模型').closest('a')?.getAttribute('href')).toBe('/mymodel/good?tab=image');
  });
});
