import type { DemandAction, DemandDetail } from '@moxing/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demandKeys } from '../api';
import MyDemandDetailsPage from './MyDemandDetailsPage';

const CODE = 'NABCDEFGHJKL';
const person = { id: 7, nickname: '买家', avatar: null };

/** A demand in production with a delivery waiting: the same status for every viewer, only `actions` differ. */
function demand(actions: DemandAction[], deliveryActions: DemandAction[]): DemandDetail {
  return {
    code: CODE,
    title: '实木餐椅建模',
    serviceType: '3D建模',
    trade: '泛家居',
    budget: 1000,
    budgetText: '¥1000',
    deadline: '2030-01-01',
    expired: false,
    status: 1,
    statusText: '制作中',
    bidCount: 1,
    coverUrl: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    owner: person,
    description: '餐椅一把',
    images: [],
    attachments: [],
    contactType: 'platform',
    contactTypeText: '站内消息',
    contactValue: null,
    rejectReason: null,
    cancelReason: null,
    cancelledBy: null,
    viewerRole: 'owner',
    canBid: false,
    bidBlockedReason: null,
    myBid: null,
    chosenBid: null,
    modeller: null,
    deliveries: [
      {
        id: 1,
        note: '第一版',
        files: [],
        status: 0,
        statusText: '待验收',
        changeReason: null,
        createdAt: '2025-01-02T00:00:00.000Z',
        reviewedAt: null,
        actions: deliveryActions,
      },
    ],
    timeline: [],
    evaluations: [],
    canEvaluate: false,
    reviewedAt: '2025-01-01T01:00:00.000Z',
    chosenAt: '2025-01-01T02:00:00.000Z',
    completedAt: null,
    cancelledAt: null,
    updatedAt: '2025-01-02T00:00:00.000Z',
    actions,
  } as unknown as DemandDetail;
}

/** The texts of the page's buttons (the dialogs' titles are rendered too, so texts alone would not do). */
const buttons = () => Array.from(document.querySelectorAll('button'), (b) => b.textContent?.trim() ?? '');

function renderPage(need: DemandDetail) {
  // The detail is in the cache and never stale: the page renders from it without asking the server.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData([...demandKeys.detail(CODE), ''], need);
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[`/myrequireDetails?code=${CODE}`]}>
          <MyDemandDetailsPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

describe('the owner page shows the buttons the server allows', () => {
  beforeAll(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('offers accept, ask for changes and cancel when the actions say so', () => {
    const view = renderPage(demand(['requestChange', 'accept', 'cancel'], ['requestChange', 'accept']));
    expect(buttons()).toEqual(expect.arrayContaining(['验收通过', '要求修改', '取消需求']));
    view.unmount();
  }, 60_000);

  it('offers none of them in the same status when the actions are empty', () => {
    const view = renderPage(demand([], []));
    expect(screen.getByText('制作中', { selector: '.ant-alert-title' })).toBeTruthy();
    expect(buttons()).not.toEqual(expect.arrayContaining(['验收通过']));
    expect(buttons()).not.toEqual(expect.arrayContaining(['要求修改']));
    expect(buttons()).not.toEqual(expect.arrayContaining(['取消需求']));
    view.unmount();
  }, 60_000);
});
