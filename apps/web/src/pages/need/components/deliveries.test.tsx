import type { DeliveryFile, ModelProgress, DemandDetail } from '@moxing/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DeliveriesCard } from './Deliveries';
import { modelStateText } from './deliveredModel';

const progress = (over: Partial<ModelProgress>): ModelProgress => ({
  modelCode: 'abcdefgh2345',
  status: 'ready',
  statusLabel: '已完成',
  stage: 'ready',
  stageLabel: '处理完成',
  percent: 100,
  reason: null,
  web: null,
  light: null,
  cover: null,
  ...over,
});

const file = (name: string, kind: DeliveryFile['kind'], model: ModelProgress | null): DeliveryFile => ({
  fileId: `f-${name}`,
  name,
  size: 2048,
  mime: 'application/octet-stream',
  url: `/api/common/file/f-${name}`,
  kind,
  model,
});

const files = [
  file(
    '茶几.glb',
    'model',
    progress({ modelCode: 'readyready23', web: '/w.glb', cover: '/api/model/file/readyready23/cover.webp' }),
  ),
  file(
    '椅子.fbx',
    'model',
    progress({ modelCode: 'busybusy2345', status: 'processing', stage: 'optimize', stageLabel: '优化压缩', percent: 35 }),
  ),
  file(
    '坏的.gltf',
    'model',
    progress({ modelCode: 'failfail2345', status: 'failed', stage: 'failed', reason: '缓冲区文件位于模型文件夹之外' }),
  ),
  file('说明.pdf', 'pdf', null),
];

const need = {
  code: 'NABCDEFGHJKL',
  status: 1,
  deliveries: [
    {
      id: 1,
      note: '第一版',
      files,
      status: 0,
      statusText: '待验收',
      changeReason: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      reviewedAt: null,
    },
  ],
} as unknown as DemandDetail;

describe('delivered 3D models', () => {
  beforeAll(() => {
    // antd measures some elements; jsdom has no ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('shows progress while processing and the reason when failed', () => {
    expect(modelStateText(progress({ status: 'queued', stage: 'queued', stageLabel: '排队等待处理', percent: 0 }))).toBe(
      '处理中… 0% · 排队等待处理',
    );
    expect(modelStateText(progress({ status: 'failed', reason: null }))).toBe('处理失败：模型无法处理，请检查文件后重新交付');
    expect(modelStateText(progress({}))).toBeNull();
  });

  it('lists a ready model with its cover and a 3D preview, the others with their state, attachments as before', () => {
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <DeliveriesCard need={need} asOwner />
        </App>
      </QueryClientProvider>,
    );
    // Queries by selector and text: role queries over antd's tree are slow in jsdom.
    const row = (code: string) => document.querySelector(`[data-model-code="${code}"]`) as HTMLElement;
    expect(row('readyready23').dataset.modelStatus).toBe('ready');
    expect(row('readyready23').querySelector('img[alt="茶几.glb 封面"]')?.getAttribute('src')).toBe(
      '/api/model/file/readyready23/cover.webp',
    );
    expect(row('busybusy2345').querySelector('[role="status"]')?.textContent).toBe('处理中… 35% · 优化压缩');
    expect(row('failfail2345').querySelector('[role="status"]')?.textContent).toBe('处理失败：缓冲区文件位于模型文件夹之外');
    // Only the ready model can be previewed; every file can be downloaded.
    const previews = screen.getAllByText('3D 预览');
    expect(previews).toHaveLength(1);
    expect(row('readyready23').contains(previews[0]!)).toBe(true);
    expect(document.querySelectorAll('a[download]')).toHaveLength(4);
    expect(document.querySelector('[data-file-id="f-说明.pdf"]')?.hasAttribute('data-model-code')).toBe(false);

    fireEvent.click(previews[0]!);
    const dialog = screen.getByText('3D 预览 · 茶几.glb').closest('.ant-modal') as HTMLElement;
    expect(dialog.querySelector('img[alt="茶几.glb"]')?.getAttribute('src')).toBe('/api/model/file/readyready23/cover.webp');
    view.unmount();
    // antd's first render in jsdom (styles generated at run time) takes seconds on a busy machine.
  }, 60_000);
});
