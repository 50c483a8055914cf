import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { lazy, useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@moxing/shared';
import { session } from '../stores/session';
import { PageView, type PageDef } from './Root';

const secret: PageDef = {
  title: '个人中心',
  layout: 'main',
  desktop: lazy(() => Promise.resolve({ default: () => <p>个人中心内容</p> })),
};

const user = {
  id: 1,
  login: '13800000000',
  nickname: 'n',
  avatar: null,
  type: 0,
  typeName: '个人需求方',
  hasPassword: true,
  wechatBound: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  userAccount: { userIdentityId: 0, address: null, fullAddress: null },
} satisfies UserInfo;

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>首页内容</p> },
      { path: '/mycenter', element: <PageView def={secret} /> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  session.clear();
  session.closeLogin();
});

describe('the /my guard', () => {
  it('sends a visitor without a token home and opens the login dialog', async () => {
    const router = renderAt('/mycenter');
    expect(await screen.findByText('首页内容')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(session.get().loginDialog).toMatchObject({ open: true, redirect: '/mycenter' });
    expect(document.title).toContain('个人中心');
  });

  it('lets the page through with a tips query', async () => {
    renderAt('/mycenter?tips=1');
    expect(await screen.findByText('个人中心内容')).toBeTruthy();
    expect(session.get().loginDialog.open).toBe(false);
  });

  it('shows the page with a token, and goes home without the dialog after logging out there', async () => {
    session.store({ token: 't', id: 1, userToken: null, expiresAt: null, user });
    const router = renderAt('/mycenter');
    expect(await screen.findByText('个人中心内容')).toBeTruthy();
    act(() => session.clear());
    expect(await screen.findByText('首页内容')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(session.get().loginDialog.open).toBe(false);
  });
});

const named: PageDef = {
  title: '模型详情',
  layout: 'main',
  desktop: lazy(() =>
    Promise.resolve({
      default: function NamedPage() {
        useEffect(() => {
          document.title = '北欧布艺沙发 - 模型星球';
        }, []);
        return <p>模型页内容</p>;
      },
    }),
  ),
};

describe('page titles', () => {
  it('keep the title a page gives itself, also when its code and data are already there', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>首页内容</p> },
        { path: '/modelinfo/:code', element: <PageView def={named} /> },
      ],
      { initialEntries: ['/modelinfo/a'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('模型页内容')).toBeTruthy();
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/modelinfo/b'));
    expect(await screen.findByText('模型页内容')).toBeTruthy();
    expect(document.title).toBe('北欧布艺沙发 - 模型星球');
  });
});
