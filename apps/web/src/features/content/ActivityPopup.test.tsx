import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, useSession } from '../../stores/session';
import { ActivityPopup } from './ActivityPopup';

const activity = {
  id: 7,
  kind: 'activity',
  title: '家具 3D 展',
  summary: '',
  cover: '/content/activity-furniture.svg',
  category: '',
  slug: 'furniture',
  position: '',
  link: '/furniture',
  startAt: null,
  endAt: null,
  sort: 0,
  popup: true,
  views: 0,
  clicks: 0,
  publishedAt: null,
  updatedAt: '2026-11-26T00:00:00.000Z',
};

/** activity/getActivityPage answers `state`; counts how often it was asked. */
function serve(state: 0 | 1) {
  const fetch = vi.fn(async () =>
    Response.json({ code: '200', msg: 'success', data: { state, activity: state === 1 ? activity : null } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ActivityPopup />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.setActivityPopup(false);
});

describe('the post-login activity popup (SPEC.md section 5)', () => {
  it('shows the activity after a login when the server answers state 1', async () => {
    serve(1);
    session.setActivityPopup(true);
    show();
    expect(await screen.findByRole('img', { name: '家具 3D 展' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(useSession.getState().activityPopup).toBe(false);
    expect(localStorage.getItem('moxing.activityHidden')).toBe('1');
  });

  it('shows nothing when the server answers state 0', async () => {
    const fetch = serve(0);
    session.setActivityPopup(true);
    show();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not even ask when the user hid it, or before a login switched it on', () => {
    const fetch = serve(1);
    show().unmount();
    localStorage.setItem('moxing.activityHidden', '1');
    session.setActivityPopup(true);
    show();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
