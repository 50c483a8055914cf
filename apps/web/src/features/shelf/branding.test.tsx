import { coverCrop, type ModelCover, type MyLogo, type MyModelItem, type ResultOf, type shelfCalls } from '@moxing/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { brandingKeys } from './brandingApi';
import { modelKeys } from '../library';
import { LogoOverlay, ModelStage } from '../../three/ModelStage';
import { coverSizeProblem, focusAxis, linkProblem, objectPosition, packagePage, pictureProblem } from './brandingLogic';
import MyLogoPage from './desktop/MyLogoPage';
import MyCoverPage from './desktop/MyCoverPage';

/** antd's first render builds its styles: seconds on a busy machine, so whole pages get room beyond the default. */
const PAGE = { timeout: 30_000 };

/** A page with its data already fetched (nobody is logged in, so nothing is requested). */
function renderWith(ui: ReactNode, seed: (client: QueryClient) => void, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed(client);
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

describe('logo over the viewer', () => {
  it('draws the owner’s logo in its corner as a link to their site, opened in a new tab', () => {
    render(
      <LogoOverlay
        logo={{
          source: 'custom',
          image: '/api/common/file/abc',
          text: null,
          link: 'https://brand.example.com',
          position: 'topRight',
        }}
      />,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://brand.example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('data-pos')).toBe('topRight');
    expect(screen.getByRole('img', { name: '品牌 Logo' }).getAttribute('src')).toBe('/api/common/file/abc');
  });

  it('draws the platform mark when the owner has none, and nothing when the embed hides its UI', () => {
    const logo = { source: 'platform', image: null, text: '模型星球', link: '/modelinfo/abc', position: 'bottomLeft' } as const;
    const { unmount } = render(<ModelStage title="沙发" web="/web.glb" cover="/c.webp" autostart={false} logo={logo} />);
    expect(screen.getByRole('link', { name: /模型星球/ }).getAttribute('href')).toBe('/modelinfo/abc');
    unmount();
    render(<ModelStage title="沙发" web="/web.glb" cover="/c.webp" autostart={false} ui={false} logo={logo} />);
    expect(screen.queryByText('模型星球')).toBeNull();
  });
});

describe('logo and cover checks', () => {
  it('takes PNG, JPEG and WebP under the size limit only', () => {
    expect(pictureProblem({ type: 'image/png', size: 1000 }, 2048)).toBeNull();
    expect(pictureProblem({ type: 'image/gif', size: 1000 }, 2048)).toMatch(/PNG、JPEG、WebP/);
    expect(pictureProblem({ type: 'image/webp', size: 3 * 1024 * 1024 }, 2 * 1024 * 1024)).toMatch(/2 MB/);
  });

  it('takes an empty link or an http(s) address', () => {
    expect(linkProblem('')).toBeNull();
    expect(linkProblem(' https://brand.example.com/a?b=1 ')).toBeNull();
    expect(linkProblem('javascript:alert(1)')).toMatch(/http/);
    expect(linkProblem('www.example.com')).toMatch(/http/);
  });

  it('previews exactly the server’s cut: the 4:3 window slides along the axis that overflows', () => {
    expect(focusAxis(1600, 600)).toBe('x');
    expect(focusAxis(600, 1600)).toBe('y');
    expect(focusAxis(1024, 768)).toBeNull();
    // object-position 25% puts the picture's 25% point on the box's 25% point: the window starts at (W - w) / 4.
    expect(coverCrop(1600, 600, 4 / 3, 0.25)).toEqual({ left: 200, top: 0, width: 800, height: 600 });
    expect(objectPosition(0.25)).toBe('25% 25%');
    expect(coverSizeProblem(800, 600)).toBeNull();
    expect(coverSizeProblem(2000, 280)).toMatch(/太小/);
  });

  it('sends people without the package to the package page that exists', () => {
    expect(packagePage()).toBe('/upgrade');
  });
});

describe('/mymodel/logo', PAGE, () => {
  it('explains the LG3 package and links to it when it is missing', () => {
    renderWith(<MyLogoPage />, (c) => c.setQueryData<MyLogo>(brandingKeys.logo(), { allowed: false, logo: null }));
    expect(screen.getByText('开通“自定义 Logo”套餐后可用')).toBeTruthy();
    expect(screen.getByRole('link', { name: /查看会员套餐/ }).getAttribute('href')).toBe(packagePage());
    expect(screen.getByRole('button', { name: /选择图片/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('还没有设置 Logo：查看器显示平台标志。')).toBeTruthy();
  });

  it('previews the saved logo in its corner on the mock viewer', () => {
    renderWith(<MyLogoPage />, (c) =>
      c.setQueryData<MyLogo>(brandingKeys.logo(), {
        allowed: true,
        logo: {
          image: '/api/common/file/xyz',
          width: 200,
          height: 80,
          link: 'https://brand.example.com',
          position: 'bottomRight',
          updatedAt: '2025-03-01T00:00:00.000Z',
        },
      }),
    );
    expect(screen.getByRole('img', { name: '查看器预览：Logo 在右下' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '品牌 Logo' }).getAttribute('src')).toBe('/api/common/file/xyz');
    expect(screen.getByLabelText<HTMLInputElement>(/点击跳转链接/).value).toBe('https://brand.example.com');
    expect(screen.getByRole('button', { name: /删除 Logo/ })).toBeTruthy();
    expect(screen.queryByText(/套餐后可用/)).toBeNull();
  });
});

describe('/mymodel/thumb', PAGE, () => {
  const model = { modelCode: 'abc123def', title: '北欧沙发', status: 'ready' } as MyModelItem;
  const cover: ModelCover = {
    modelCode: 'abc123def',
    title: '北欧沙发',
    status: 'ready',
    allowed: true,
    custom: true,
    customizedAt: '2025-03-02T00:00:00.000Z',
    cover: '/api/model/file/abc123def/cover.webp?v=1',
    listImage: '/api/model/file/abc123def/list.webp?v=1',
    thumb: '/api/model/file/abc123def/thumb.webp?v=1',
  };
  const myModels = (list: MyModelItem[]) => (c: QueryClient) =>
    c.setQueryData<ResultOf<typeof shelfCalls.userModels>>(modelKeys.myList({ pageNum: 1, pageSize: 100, status: 'ready' }), {
      list,
      total: list.length,
      pageNum: 1,
      pageSize: 100,
    });

  it('shows the current custom cover of the first model and offers the way back', () => {
    renderWith(<MyCoverPage />, (c) => {
      myModels([model])(c);
      c.setQueryData(brandingKeys.cover('abc123def'), cover);
    });
    expect(screen.getByRole('img', { name: '北欧沙发的封面' }).getAttribute('src')).toBe(cover.cover);
    expect(screen.getByText('自定义封面', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /恢复系统封面/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /选择图片/ })).toBeTruthy();
  });

  it('explains the ZDYJZFM12 package when it is missing', () => {
    renderWith(
      <MyCoverPage />,
      (c) => {
        myModels([model])(c);
        c.setQueryData(brandingKeys.cover('abc123def'), { ...cover, allowed: false, custom: false });
      },
      '/mymodel/thumb?modelCode=abc123def',
    );
    expect(screen.getByText('开通“自定义封面”套餐后可用')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /恢复系统封面/ })).toBeNull();
  });

  it('says what to do when no model is ready yet', () => {
    renderWith(<MyCoverPage />, myModels([]));
    expect(screen.getByText(/还没有处理完成的模型/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /上传模型/ }).getAttribute('href')).toBe('/mymodel/addGoods');
  });
});
