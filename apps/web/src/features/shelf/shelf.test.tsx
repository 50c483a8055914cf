import { FEATURE_KEYS, type FeatureKey, type ImageModel, type MyModelItem } from '@moxing/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client';
import type { FormFactor } from '../../lib/device';
import { FormFactorProvider } from '../../lib/formFactor';
import { useSession } from '../../stores/session';
import MyModelsPage from './desktop/MyModelsPage';

/** antd's first render builds its styles: seconds on a busy machine, so whole pages get room beyond the default. */
const PAGE = { timeout: 30_000 };

const vase = {
  code: 'iabcdefgh2345',
  title: '青瓷花瓶',
  cover: '/api/common/file/photo1',
  photoCount: 24,
  viewCount: 1200,
  visibility: 'public',
  createdAt: '2025-03-01T00:00:00.000Z',
} as ImageModel;

const page = <T,>(list: T[], total = list.length) => ({
  code: '200',
  msg: 'success',
  data: { list, total, pageNum: 1, pageSize: 20 },
});

const box = {
  modelCode: 'm2345abcdefgh',
  kind: 'model',
  title: '带贴图的立方体',
  thumb: '/api/common/file/thumb1',
  listImage: null,
  cover: null,
  price: 0,
  free: true,
  status: 'ready',
  statusLabel: '已完成',
  failureReason: null,
  visibility: 'public',
  viewCount: 1200,
  likeCount: 3,
  collectCount: 2,
  embedCount: 1,
  downloadCount: 5,
  createdAt: '2025-03-01T00:00:00.000Z',
  deletedAt: null,
  purgeAt: null,
} as unknown as MyModelItem;

const broken = {
  ...box,
  modelCode: 'mbrokenabcdef',
  title: '坏掉的模型',
  status: 'failed',
  statusLabel: '处理失败',
  failureReason: '文件已损坏，无法读取',
} as MyModelItem;

const scrollTo = vi.fn();
let calls: { path: string; query: string; body: unknown }[];

/** The membership feature check answering "allowed" (gated actions show as their plain buttons). */
const allowedFeature = (feature: FeatureKey) => ({
  feature,
  label: feature,
  allowed: true,
  limit: null,
  used: null,
  expiresAt: null,
  reason: null,
  upgrade: null,
});

/** The server, as far as these pages ask it: my models and image models, the recycle bin, and the change calls. */
function serve(bin: MyModelItem[], models: MyModelItem[] = [], modelsTotal = models.length) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const parsed = new URL(url, 'http://localhost');
      const path = parsed.pathname.replace(/^\/api\//, '');
      calls.push({ path, query: parsed.search, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const body =
        path === 'rolerecord/checkrole'
          ? { code: '200', msg: 'success', data: { list: FEATURE_KEYS.map(allowedFeature) } }
          : path === 'modelImg/list'
            ? page([vase])
            : path === 'user/models'
              ? page(models, modelsTotal)
              : path === 'user/userRecycleBin'
                ? page(bin)
                : { code: '200', msg: 'success', data: { changed: 1 } };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

function renderAt(path: string, formFactor: FormFactor = 'desktop') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <FormFactorProvider value={formFactor}>
      <QueryClientProvider client={client}>
        <App>
          <MemoryRouter initialEntries={[path]}>
            <MyModelsPage />
          </MemoryRouter>
        </App>
      </QueryClientProvider>
    </FormFactorProvider>,
  );
}

/** The card of one item on a phone. */
const cardOf = (code: string) => document.querySelector<HTMLElement>(`article[data-model-code="${code}"]`);
const popconfirmOk = () => document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-primary');

beforeEach(() => {
  // antd's table measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // Turning a page on a phone goes back to the top; jsdom does not scroll.
  vi.stubGlobal('scrollTo', scrollTo);
  calls = [];
  useSession.setState({ token: 'tok', userId: 7 });
  configureClient({ getToken: () => 'tok' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: null, userId: null });
});

describe('/mymodel/good image models', PAGE, () => {
  it('lists my image models and moves one to the recycle bin with the model delete call', async () => {
    serve([]);
    renderAt('/mymodel/good?tab=image');
    const title = await screen.findByText('青瓷花瓶');
    expect(calls.find((c) => c.path === 'modelImg/list')).toBeTruthy();
    expect(title.closest('a')?.getAttribute('href')).toBe('/imgdetail?code=iabcdefgh2345');
    expect(screen.getByText('24 张')).toBeTruthy();

    // Queries by selector and text: role queries over antd's tree are slow in jsdom.
    fireEvent.click(screen.getByText('删除'));
    const confirm = () => document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-primary');
    await waitFor(() => expect(confirm()).not.toBeNull());
    fireEvent.click(confirm() as HTMLElement);
    await screen.findByText('已将 1 个模型移入回收站，30 天内可恢复');
    expect(calls.find((c) => c.path === 'model/deleteModel')?.body).toEqual({ modelCodes: ['iabcdefgh2345'] });
    // The list is asked again after the change.
    await waitFor(() => expect(calls.filter((c) => c.path === 'modelImg/list').length).toBeGreaterThan(1));
  });

  it('shows a deleted image model in the recycle bin, marked as one', async () => {
    serve([
      {
        ...vase,
        kind: 'image',
        modelCode: vase.code,
        thumb: null,
        deletedAt: '2025-03-02T00:00:00.000Z',
      } as unknown as MyModelItem,
    ]);
    renderAt('/mymodel/good?tab=recycle');
    const title = await screen.findByText('青瓷花瓶');
    expect(title.textContent).toContain('图片模型');
    fireEvent.click(screen.getByText('彻底删除'));
    await screen.findByText('图片模型及其照片将一并删除，无法恢复');
  });

  it('asks for the recycle bin again from its refresh button', async () => {
    serve([box]);
    renderAt('/mymodel/good?tab=recycle');
    await screen.findByText('带贴图的立方体');
    const asked = () => calls.filter((c) => c.path === 'user/userRecycleBin').length;
    expect(asked()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(asked()).toBe(2));
  });
});

describe('/mymodel/good on a phone', PAGE, () => {
  it('shows my 3D models as cards with their state, numbers and actions, and deletes one from its card', async () => {
    serve([], [box, broken]);
    renderAt('/mymodel/good', 'phone');
    await screen.findByText('带贴图的立方体');
    expect(document.querySelector('table')).toBeNull();
    const card = cardOf(box.modelCode) as HTMLElement;
    expect(card).not.toBeNull();
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/api/common/file/thumb1');
    expect(card.querySelector('a')?.getAttribute('href')).toBe(`/modelinfo/${box.modelCode}`);
    for (const text of ['已完成', '公开', '免费', '上传于 2025-03-01', '浏览', '1.2k', '下载']) {
      expect(card.textContent).toContain(text);
    }
    // Every action of the table, as buttons on the card.
    const labels = [...card.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''));
    expect(labels).toEqual(['查看', '编辑', '封面', '嵌入', '删除']);
    expect(card.querySelector(`a[href="/modelEditInfo?modelCode=${box.modelCode}"] button`)).not.toBeNull();
    // Why processing failed is written out, not hidden in a tooltip; a failed model can only be edited or deleted.
    const failed = cardOf(broken.modelCode) as HTMLElement;
    expect(failed.textContent).toContain('文件已损坏，无法读取');
    expect([...failed.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['编辑', '删除']);

    const del = [...card.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '删除') as HTMLElement;
    fireEvent.click(del);
    await waitFor(() => expect(popconfirmOk()).not.toBeNull());
    fireEvent.click(popconfirmOk() as HTMLElement);
    await screen.findByText('已将 1 个模型移入回收站，30 天内可恢复');
    expect(calls.find((c) => c.path === 'model/deleteModel')?.body).toEqual({ modelCodes: [box.modelCode] });
  });

  it('chooses cards with their boxes and deletes them together from the bottom bar', async () => {
    serve([], [box, broken]);
    renderAt('/mymodel/good', 'phone');
    await screen.findByText('带贴图的立方体');
    expect(document.querySelector('[role="toolbar"]')).toBeNull();
    fireEvent.click(screen.getByLabelText('选择“带贴图的立方体”'));
    const bar = document.querySelector<HTMLElement>('[role="toolbar"]') as HTMLElement;
    expect(bar.textContent).toContain('已选 1 个');
    fireEvent.click(screen.getByText('全选'));
    await waitFor(() => expect(bar.textContent).toContain('已选 2 个'));
    fireEvent.click(screen.getByText('批量删除'));
    await waitFor(() => expect(popconfirmOk()).not.toBeNull());
    fireEvent.click(popconfirmOk() as HTMLElement);
    await screen.findByText('已将 1 个模型移入回收站，30 天内可恢复');
    expect(calls.find((c) => c.path === 'model/deleteModel')?.body).toEqual({
      modelCodes: [box.modelCode, broken.modelCode],
    });
    // Done: nothing is chosen any more and the bar goes away.
    await waitFor(() => expect(document.querySelector('[role="toolbar"]')).toBeNull());
  });

  it('shows my image models as cards, with the way to edit one', async () => {
    serve([]);
    renderAt('/mymodel/good?tab=image', 'phone');
    await screen.findByText('青瓷花瓶');
    expect(document.querySelector('table')).toBeNull();
    const card = cardOf(vase.code) as HTMLElement;
    expect(card.textContent).toContain('24 张');
    expect(card.textContent).toContain('上传于 2025-03-01');
    const edit = [...card.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '编辑');
    expect(edit?.closest('a')?.getAttribute('href')).toBe('/mymodel/imageModel?code=iabcdefgh2345');
  });

  it('restores a model from its recycle bin card', async () => {
    serve([{ ...box, deletedAt: '2025-03-02T00:00:00.000Z', purgeAt: '2025-04-01T00:00:00.000Z' }]);
    renderAt('/mymodel/good?tab=recycle', 'phone');
    await screen.findByText('带贴图的立方体');
    expect(document.querySelector('table')).toBeNull();
    const card = cardOf(box.modelCode) as HTMLElement;
    expect(card.textContent).toContain('删除于 2025-03-02');
    expect(card.textContent).toContain('将于 2025-04-01 彻底删除');
    const restore = [...card.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '恢复');
    fireEvent.click(restore as HTMLElement);
    await screen.findByText('“带贴图的立方体”已恢复');
    expect(calls.find((c) => c.path === 'model/restoresModel')?.body).toEqual({ modelCodes: [box.modelCode] });
  });

  it('pages through more than fit on one page', async () => {
    serve([], [box], 45);
    renderAt('/mymodel/good', 'phone');
    await screen.findByText('带贴图的立方体');
    const next = document.querySelector<HTMLElement>('.ant-pagination-next button, .ant-pagination-next') as HTMLElement;
    expect(document.querySelector('.ant-pagination-simple')?.textContent).toContain('3');
    fireEvent.click(next);
    await waitFor(() =>
      expect(calls.some((c) => c.path === 'user/models' && new URLSearchParams(c.query).get('pageNum') === '2')).toBe(true),
    );
    expect(scrollTo).toHaveBeenCalled();
  });

  it('says so when there is nothing yet', async () => {
    serve([], []);
    renderAt('/mymodel/good', 'phone');
    await screen.findByText('你还没有上传模型');
    expect(document.querySelector('article')).toBeNull();
  });
});
