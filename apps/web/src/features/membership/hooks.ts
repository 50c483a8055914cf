/** The logic of the package pages, shared by the desktop and phone views. */
import { FEATURES, type FeatureKey, type PackageView } from '@moxing/shared';
import { useSearchParams } from 'react-router';
import { usePackages, usePackVersion } from './api';
import { packagesFor } from './logic';

export type PackagePageVariant = 'all' | 'combo' | 'single';

export const VARIANT_TITLES: Record<PackagePageVariant, { title: string; lead: string }> = {
  all: { title: '会员套餐', lead: '开通套餐，解锁模型嵌入、自定义 Logo 与封面、密码访问、AR 试戴和更大的存储空间' },
  combo: { title: '开通会员', lead: '组合套餐，一次开通多项权益，适合持续展示与销售模型的工作室和企业' },
  single: { title: '单项权益', lead: '只需要某一项功能？按需开通单项权益' },
};

export function usePackagePage(variant: PackagePageVariant) {
  const [params] = useSearchParams();
  const packages = usePackages();
  const version = usePackVersion();
  const featureParam = params.get('feature');
  const feature = featureParam && featureParam in FEATURES ? (featureParam as FeatureKey) : null;
  const picked = Number(params.get('packageId')) || null;
  const list: PackageView[] = packages.data
    ? variant === 'single'
      ? packages.data.list.filter((p) => p.kind === 'single')
      : packagesFor(packages.data.list, variant === 'combo' ? 'combo' : 'all')
    : [];
  return {
    packages,
    list,
    picked,
    featureLabel: feature ? FEATURES[feature].label : null,
    current: version.data?.current ?? null,
  };
}
