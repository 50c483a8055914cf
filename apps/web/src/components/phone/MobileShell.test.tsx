import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../../app/Root';
import { useSetTopBarTitle } from '../../stores/topBarTitle';
import MobileShell from './MobileShell';

const page = { def: { title: '模型详情', layout: 'main' } } as RouteHandle;

/** A page whose title arrives with its data (undefined while loading). */
function ModelPage({ title }: { title?: string }) {
  useSetTopBarTitle(title);
  return <p>正文</p>;
}

// The shell keeps the unread count (a query) for the 我的 tab's badge.
const client = new QueryClient();
const shell = (children: ReactNode) => (
  <QueryClientProvider client={client}>
    <MemoryRouter initialEntries={['/modelinfo/abc123def']}>
      <MobileShell page={page}>{children}</MobileShell>
    </MemoryRouter>
  </QueryClientProvider>
);

describe('phone top bar', () => {
  it("says the route's title while the page loads, then the title the page gives, and forgets it when the page goes", () => {
    const view = render(shell(<ModelPage />));
    const bar = () => view.container.querySelector('.adm-nav-bar-title');
    expect(bar()?.textContent).toBe('模型详情');
    view.rerender(shell(<ModelPage title="北欧风实木布艺三人沙发" />));
    expect(bar()?.textContent).toBe('北欧风实木布艺三人沙发');
    view.rerender(shell(<p>另一页</p>));
    expect(screen.getByText('另一页')).toBeTruthy();
    expect(bar()?.textContent).toBe('模型详情');
  });
});
