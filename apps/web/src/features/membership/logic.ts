/** Pure helpers of the package pages and gated actions, shared by desktop and phone. */
import { ROLE_RECORD_STATE_LABELS, type FeatureDecision, type PackageView, type RoleRecordState } from '@moxing/shared';
import { fenToYuan } from '../../lib/money';

/** Buying goes through the order module's confirmation page, with the package as the order's ref. */
export const buyLink = (packageId: number): string => `/confirmOrder?packageId=${packageId}`;

/** The upgrade link of a refused feature: the package page, with the package that unlocks it picked. */
export function upgradeLink(d: Pick<FeatureDecision, 'feature' | 'upgrade'>): string {
  return d.upgrade ? `/upgrade?feature=${d.feature}&packageId=${d.upgrade.packageId}` : `/upgrade?feature=${d.feature}`;
}

/** What a gated action shows: enabled, or disabled with the reason and the way to unlock it. */
export function gateView(d: FeatureDecision | undefined): { disabled: boolean; reason: string | null; link: string | null } {
  if (!d) return { disabled: true, reason: '正在检查套餐权益…', link: null };
  if (d.allowed) return { disabled: false, reason: null, link: null };
  return { disabled: true, reason: d.reason ?? '暂不能使用该功能', link: d.reason === '请先登录' ? null : upgradeLink(d) };
}

export const priceText = (fen: number): string => `¥${fenToYuan(fen)}`;

export function durationText(days: number): string {
  if (days % 365 === 0) return `${days / 365} 年`;
  if (days % 30 === 0) return `${days / 30} 个月`;
  return `${days} 天`;
}

/** One line per role of a package: "存储空间 50 GB", "自定义 Logo". */
export function roleLines(p: Pick<PackageView, 'roles'>): string[] {
  return p.roles.map((r) => (r.value === null ? r.name : `${r.name} ${r.value} ${r.unit ?? ''}`.trim()));
}

/** Packages in the order a page shows them: combos first (the /active/vip pages show combos only). */
export function packagesFor(list: PackageView[], only: 'combo' | 'all'): PackageView[] {
  return list.filter((p) => only === 'all' || p.kind === 'combo');
}

export const stateLabel = (s: RoleRecordState): string => ROLE_RECORD_STATE_LABELS[s];

export const dateText = (iso: string): string => iso.slice(0, 10);
