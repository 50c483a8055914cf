import type { ProviderItem } from '@moxing/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProviderCard } from './desktop/ProviderCard';

const provider: ProviderItem = {
  id: 7,
  nickname: '匠心家具工作室',
  avatar: null,
  type: 3,
  typeName: '建模工作室',
  completedCount: 0,
  avgScore: null,
  intro: '',
  specialities: [],
  trades: [],
  portfolioLinks: [],
  inProductionCount: 0,
  scoreCount: 0,
  cases: [],
  works: [
    { modelCode: 'm1', title: '实木餐桌', cover: '/api/model/file/m1/list.webp?v=1' },
    { modelCode: 'm2', title: '布艺沙发', cover: null },
  ],
  worksCount: 27,
  joinedAt: '2025-03-01T00:00:00.000Z',
};

function Where() {
  const l = useLocation();
  return <output>{l.pathname + l.search}</output>;
}

const renderCard = (server: ProviderItem) =>
  render(
    <MemoryRouter initialEntries={['/modelServer']}>
      <Routes>
        <Route path="*" element={<ProviderCard server={server} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

describe('provider card', () => {
  it("shows the provider's library models as named links to their pages, and how many there are", () => {
    renderCard(provider);
    const table = screen.getByRole('link', { name: '实木餐桌' });
    expect(table.getAttribute('href')).toBe('/modelinfo/m1');
    expect(screen.getByRole('img', { name: '实木餐桌' }).getAttribute('src')).toBe('/api/model/file/m1/list.webp?v=1');
    expect(screen.getByRole('link', { name: '布艺沙发' }).getAttribute('href')).toBe('/modelinfo/m2');
    expect(screen.getByText('共 27 个模型')).toBeTruthy();
    expect(screen.queryByText(/暂无完成案例/)).toBeNull();
    // A thumbnail opens its model, not the provider's page.
    fireEvent.click(table);
    expect(screen.getByRole('status').textContent).toBe('/modelinfo/m1');
  });

  it('opens the provider page from the card itself, and says when there is nothing to show', () => {
    renderCard({ ...provider, works: [], worksCount: 0 });
    expect(screen.getByText('暂无完成案例与公开模型')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('article', { name: '匠心家具工作室' }));
    expect(screen.getByRole('status').textContent).toBe('/modelServer?id=7');
  });
});
