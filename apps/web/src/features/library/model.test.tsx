import type { CommentItem, ModelCard as ModelCardData, ModelDetail } from '@moxing/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ModelCard } from '../../components/ModelCard';
import { CommentLine } from './phone/MobileComments';
import { downloadLabel, purchaseText, relativeTime, statRows } from './detailLogic';
import { embedCode } from '../../components/EmbedDialog';
import { hasFilters, infiniteParams, readFilters, toListParams, writeFilters } from './libraryParams';
import { modelCodeOf } from './prefetch';
import { frameAfterDrag } from '../../components/Turntable';

const card: ModelCardData = {
  modelCode: 'abc123def',
  title: '<script>alert(1)</script>北欧沙发',
  cover: '/api/model/file/abc123def/cover.webp',
  thumb: null,
  listImage: '/api/model/file/abc123def/list.webp',
  type: '家具',
  trade: '泛家居',
  price: 0,
  priceText: '免费',
  free: true,
  format: 'glb',
  tags: ['沙发'],
  author: { id: 2, nickname: '匠心家具工作室', avatar: null },
  viewCount: 12345,
  likeCount: 999,
  collectCount: 1000,
  commentCount: 0,
  viewCountText: '1.2w',
  likeCountText: '999',
  collectCountText: '1.0k',
  passwordProtected: true,
  publishedAt: '2025-03-01T00:00:00.000Z',
  createdAt: '2025-03-01T00:00:00.000Z',
};

describe('library filters in the address', () => {
  it('reads, writes and resets the page on a change', () => {
    const f = readFilters('?keyword=沙发&type=家具&price=paid&sort=views&page=3', 'all');
    expect(f).toMatchObject({ keyword: '沙发', type: '家具', price: 'paid', sort: 'views', page: 3 });
    expect(writeFilters(f, { trade: '泛家居' }, 'all')).toBe(
      '?keyword=%E6%B2%99%E5%8F%91&type=%E5%AE%B6%E5%85%B7&trade=%E6%B3%9B%E5%AE%B6%E5%B1%85&price=paid&sort=views',
    );
    expect(writeFilters(f, { page: 4 }, 'all')).toContain('page=4');
    expect(hasFilters(f, 'all')).toBe(true);
  });

  it('ignores nonsense and fixes the price on /freeModel', () => {
    const f = readFilters('?price=cheap&sort=random&page=-2', 'free');
    expect(f).toMatchObject({ price: 'free', sort: '', page: 1 });
    expect(writeFilters(f, {}, 'free')).toBe('');
    expect(hasFilters(f, 'free')).toBe(false);
  });

  it('sorts by relevance when searching, by date otherwise', () => {
    expect(toListParams(readFilters('?keyword=戒指', 'search'), 24)).toMatchObject({
      keyword: '戒指',
      sort: 'relevance',
      pageNum: 1,
      pageSize: 24,
    });
    expect(toListParams(readFilters('', 'all'), 24).sort).toBe('newest');
    expect(infiniteParams(readFilters('?page=5', 'all'), 20)).not.toHaveProperty('pageNum');
  });

  it('finds the model code in every form of model address', () => {
    expect(modelCodeOf('/modelinfo/abc123def', '')).toBe('abc123def');
    expect(modelCodeOf('/modeldetail', '?code=xyz789abc')).toBe('xyz789abc');
    expect(modelCodeOf('/modelshow', '?modelCode=qwe456rty')).toBe('qwe456rty');
    expect(modelCodeOf('/modeldetail', '')).toBeNull();
  });
});

describe('model card', () => {
  it('shows the title as text, the price and formatted counts', () => {
    render(
      <MemoryRouter>
        <ModelCard model={card} />
      </MemoryRouter>,
    );
    expect(screen.getByText('<script>alert(1)</script>北欧沙发')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('免费')).toBeTruthy();
    expect(screen.getByText('1.2w')).toBeTruthy();
    expect(screen.getByText('1.0k')).toBeTruthy();
    expect(screen.getByText(/需密码/)).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/modelinfo/abc123def');
  });

  it('says 面议 for a price of 0 that is not free, and prices paid models in yuan', () => {
    const { rerender } = render(
      <MemoryRouter>
        <ModelCard model={{ ...card, free: false, priceText: '面议' }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('面议')).toBeTruthy();
    expect(screen.queryByText('免费')).toBeNull();
    rerender(
      <MemoryRouter>
        <ModelCard model={{ ...card, free: false, price: 990, priceText: '¥9.90' }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('¥9.90')).toBeTruthy();
  });
});

describe('comments', () => {
  it('render their content as plain text, never as HTML', () => {
    const item: CommentItem = {
      id: 7,
      content: '<img src=x onerror="alert(1)"><b>好</b>\n第二行',
      user: { id: 3, nickname: '访客', avatar: null },
      replyTo: null,
      createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      canDelete: false,
    };
    const { container } = render(<CommentLine item={item} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)"><b>好</b>');
    expect(container.textContent).toContain('5 分钟前');
  });

  it('says when, in words', () => {
    const now = Date.parse('2025-03-10T12:00:00Z');
    expect(relativeTime('2025-03-10T11:59:30Z', now)).toBe('刚刚');
    expect(relativeTime('2025-03-10T09:00:00Z', now)).toBe('3 小时前');
    expect(relativeTime('2025-03-07T12:00:00Z', now)).toBe('3 天前');
    expect(relativeTime('2024-01-02T12:00:00Z', now)).toBe('2024-01-02');
  });
});

describe('embed code', () => {
  it('is an iframe of the show page with the title escaped', () => {
    const code = embedCode('http://localhost:3000/modelshow?modelCode=abc123def&autospin=1', '"沙发"<b>', '100%', 500);
    expect(code).toMatch(
      /^<iframe title="&quot;沙发&quot;&lt;b&gt;" src="http:\/\/localhost:3000\/modelshow\?modelCode=abc123def&autospin=1"/,
    );
    expect(code).toContain('height="500"');
    expect(code).toContain('allowfullscreen');
  });
});

describe('model facts', () => {
  it('lists size in millimetres and the mesh statistics', () => {
    const detail = {
      ...card,
      description: '',
      stats: {
        triangles: 10384,
        vertices: 6560,
        meshes: 3,
        materials: 3,
        textures: [{ name: 't', width: 128, height: 256, mimeType: 'image/webp', bytes: 3790 }],
        animations: 0,
        bboxMm: { x: 2126.47, y: 880.22, z: 892.99 },
        bytes: { original: 283928, web: 90692, light: 90220, cover: 50136, thumb: 554 },
        warnings: [],
        format: 'glb',
      },
    } as unknown as ModelDetail;
    const rows = Object.fromEntries(statRows(detail).map((r) => [r.label, r.value]));
    expect(rows['尺寸（长×宽×高）']).toBe('2126 × 893 × 880 mm');
    expect(rows['三角面']).toBe('10,384');
    expect(rows['贴图']).toBe('1 张（最大 256px）');
    expect(rows['动画']).toBe('无');
  });
});

describe('turntable', () => {
  it('turns one frame per step of the drag, both ways, wrapping around', () => {
    expect(frameAfterDrag(0, 0, 36, 360)).toBe(0);
    expect(frameAfterDrag(0, 10, 36, 360)).toBe(35);
    expect(frameAfterDrag(0, -10, 36, 360)).toBe(1);
    expect(frameAfterDrag(5, 360, 36, 360)).toBe(5);
  });
});

describe('buying', () => {
  const me = {
    loggedIn: true,
    isOwner: false,
    liked: false,
    collected: false,
    following: false,
    purchased: false,
    canDownload: false,
  };
  it('offers a free download, a quote for 面议, and a purchase for a price, in the same words as the price', () => {
    expect(downloadLabel({ price: 0, free: true, me })).toBe('免费下载');
    expect(downloadLabel({ price: 0, free: false, me })).toBe('询价');
    expect(downloadLabel({ price: 1990, free: false, me })).toBe('购买下载（¥19.90）');
    expect(downloadLabel({ price: 1990, free: false, me: { ...me, purchased: true } })).toBe('下载模型');
    expect(purchaseText({ price: 0, free: false }).title).toContain('面议');
    expect(purchaseText({ price: 1990, free: false }).title).toContain('¥19.90');
  });
});
