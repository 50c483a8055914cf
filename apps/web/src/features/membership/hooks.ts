/** The logic of the package pages, shared by the desktop and phone views. */
import { FEATURES, type FeatureKey, type PackageView } from '@moxing/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../lib/errorText';
import { userRef } from './admin';
import { membershipApi, useMembershipMutation, usePackages, usePackVersion, type UserRef } from './api';
import { dateText, packagesFor } from './logic';

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

/** The operators' grant form (/admin/memberships), shared by the desktop and phone views: who, which package, why. */
export function useGrantForm(
  notify: { success: (text: string) => void; error: (text: string) => void },
  onGranted: (who: UserRef) => void,
) {
  const packages = usePackages();
  const [user, setUser] = useState('');
  const [packageId, setPackageId] = useState<number | undefined>();
  const [reason, setReason] = useState('');
  const grant = useMembershipMutation(membershipApi.grant);
  const ref = userRef(user);
  const submit = () => {
    if (!ref || packageId === undefined) return;
    grant.mutate(
      { ...ref, packageId, reason: reason.trim() },
      {
        onSuccess: (g) => {
          notify.success(`已为用户 ${g.userId} 开通“${g.title}”，到期 ${dateText(g.expiresAt)}`);
          setReason('');
          onGranted({ userId: g.userId });
        },
        onError: (e) => notify.error(errorText(e)),
      },
    );
  };
  return {
    packages,
    user,
    setUser,
    packageId,
    setPackageId,
    reason,
    setReason,
    /** Something typed that is neither a phone number nor a user id. */
    badUser: user.trim() !== '' && ref === null,
    ready: ref !== null && packageId !== undefined && reason.trim().length >= 2,
    submit,
    pending: grant.isPending,
  };
}
