import type { ImageModel, MyModelItem } from '@moxing/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client';
import { useSession } from '../../stores/session';
import MyGoodPage from './MyGoodPage';

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

const page = <T,>(list: T[]) => ({ code: '200', msg: 'success', data: { list, total: list.length, pageNum: 1, pageSize: 20 } });

let calls: { path: string; body: unknown }[];

/** The server, as far as these pages ask it: my image models, the recycle bin, and the delete call. */
function serve(bin: MyModelItem[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\//, '');
      calls.push({ path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const body =
        path === 'modelImg/list'
          ? page([vase])
          : path === 'user/userRecycleBin'
            ? page(bin)
            : { code: '200', msg: 'success', data: { changed: 1 } };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <MyGoodPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

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
});
