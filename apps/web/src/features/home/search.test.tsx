import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { searchPath } from '../library';
import { HomeSearch } from './desktop/HomePage';

function Where() {
  const l = useLocation();
  return <output aria-label="address">{`${l.pathname}${l.search}`}</output>;
}

describe('the home page search box', () => {
  it('searches the library', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<HomeSearch />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索模型' }), { target: { value: ' 椅子 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(screen.getByLabelText('address').textContent).toBe(searchPath('椅子'));
    expect(decodeURIComponent(searchPath('椅子'))).toBe('/search?keyword=椅子');
  });
});
