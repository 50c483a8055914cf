import type { FeatureDecision, PackageView } from '@moxing/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App, Button } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { membershipKeys } from './api';
import { GatedAction } from './desktop/GatedAction';
import { buyLink, durationText, gateView, priceText, roleLines, upgradeLink } from './logic';
import { MobileGatedAction } from './phone/MobileGatedAction';

const refusedLogo: FeatureDecision = {
  feature: 'logo',
  label: '自定义 Logo',
  allowed: false,
  limit: null,
  used: null,
  expiresAt: null,
  reason: '“自定义 Logo”需要开通包含“自定义 Logo”权益的套餐',
  upgrade: { packageId: 7, title: '基础版（月卡）', priceFen: 2900, durationDays: 30 },
};

function renderWith(ui: ReactNode, list: FeatureDecision[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(membershipKeys.checks(null), { list });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter>{ui}</MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

describe('membership logic', () => {
  it('links a refused feature to the package that unlocks it, and buying to the order confirmation', () => {
    expect(upgradeLink(refusedLogo)).toBe('/upgrade?feature=logo&packageId=7');
    expect(upgradeLink({ feature: 'cover', upgrade: null })).toBe('/upgrade?feature=cover');
    expect(buyLink(7)).toBe('/confirmOrder?packageId=7');
    expect(gateView(refusedLogo)).toEqual({
      disabled: true,
      reason: refusedLogo.reason,
      link: '/upgrade?feature=logo&packageId=7',
    });
    expect(gateView({ ...refusedLogo, reason: '请先登录', upgrade: null }).link).toBeNull();
    expect(gateView({ ...refusedLogo, allowed: true, reason: null })).toEqual({ disabled: false, reason: null, link: null });
    expect(gateView(undefined).disabled).toBe(true);
  });

  it('writes prices, durations and role lines', () => {
    expect(priceText(59900)).toBe('¥599.00');
    expect(durationText(365)).toBe('1 年');
    expect(durationText(30)).toBe('1 个月');
    expect(durationText(7)).toBe('7 天');
    const p = {
      roles: [
        { roleCode: 'CCKJ10', name: '存储空间', value: 50, unit: 'GB' },
        { roleCode: 'LG3', name: '自定义 Logo', value: null, unit: null },
      ],
    } as Pick<PackageView, 'roles'>;
    expect(roleLines(p)).toEqual(['存储空间 50 GB', '自定义 Logo']);
  });
});

describe('gated actions', () => {
  it(
    'shows a refused action as a disabled button with the reason and the upgrade link (desktop and phone)',
    { timeout: 30_000 },
    async () => {
      renderWith(
        <>
          <GatedAction feature="logo" label="提交并开始处理">
            <Button>提交并开始处理</Button>
          </GatedAction>
          <MobileGatedAction feature="logo" label="保存 Logo">
            <button>保存 Logo</button>
          </MobileGatedAction>
        </>,
        [refusedLogo],
      );
      const button = await screen.findByRole('button', { name: '提交并开始处理' });
      expect(button.hasAttribute('disabled')).toBe(true);
      expect(screen.getAllByText(refusedLogo.reason!)).toHaveLength(2);
      const links = screen.getAllByRole('link', { name: '升级套餐' });
      expect(links.map((a) => a.getAttribute('href'))).toEqual([
        '/upgrade?feature=logo&packageId=7',
        '/upgrade?feature=logo&packageId=7',
      ]);
      expect(screen.getByRole('button', { name: '保存 Logo' }).hasAttribute('disabled')).toBe(true);
    },
  );

  it('shows the action itself when allowed', { timeout: 30_000 }, () => {
    renderWith(
      <GatedAction feature="logo" label="保存">
        <Button type="primary">可以保存</Button>
      </GatedAction>,
      [{ ...refusedLogo, allowed: true, reason: null, upgrade: null }],
    );
    expect(screen.getByRole('button', { name: '可以保存' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('升级套餐')).toBeNull();
  });
});
