/** Membership calls (packages/shared/src/contract/membership.ts), their query keys and hooks. */
import type { FeatureKey } from '@moxing/shared';
import { membershipCalls } from '@moxing/shared/calls';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi, type CallOptions } from '../../api/client';
import { useSession } from '../../stores/session';

type Quiet = Pick<CallOptions, 'silent' | 'signal'>;

export const membershipApi = {
  packages: (id?: number, options?: Quiet) => callApi(membershipCalls.packages, { query: id ? { id } : {} }, options),
  checks: (options?: Quiet) => callApi(membershipCalls.checkRole, { query: {} }, options),
  grants: (pageNum: number, options?: Quiet) => callApi(membershipCalls.grants, { query: { pageNum, pageSize: 20 } }, options),
  packVersion: (options?: Quiet) => callApi(membershipCalls.packVersion, {}, options),
  disk: (options?: Quiet) => callApi(membershipCalls.checkDisk, {}, options),
};

export const membershipKeys = {
  all: ['membership'] as const,
  packages: (id?: number) => [...membershipKeys.all, 'packages', id ?? 'all'] as const,
  checks: (token: string | null) => [...membershipKeys.all, 'checks', token ?? ''] as const,
  grants: (pageNum: number) => [...membershipKeys.all, 'grants', pageNum] as const,
  packVersion: () => [...membershipKeys.all, 'packVersion'] as const,
  disk: () => [...membershipKeys.all, 'disk'] as const,
};

export function usePackages(id?: number) {
  return useQuery({ queryKey: membershipKeys.packages(id), queryFn: ({ signal }) => membershipApi.packages(id, { signal }) });
}

/** Every feature check for the current user (all refused with "请先登录" when logged out). */
export function useFeatureChecks() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: membershipKeys.checks(token),
    queryFn: ({ signal }) => membershipApi.checks({ signal, silent: true }),
    staleTime: 30_000,
  });
}

/** One feature's check; undefined while loading. */
export function useFeature(feature: FeatureKey) {
  const checks = useFeatureChecks();
  return checks.data?.list.find((d) => d.feature === feature);
}

export function useGrants(pageNum: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: membershipKeys.grants(pageNum),
    queryFn: ({ signal }) => membershipApi.grants(pageNum, { signal }),
    enabled: Boolean(token),
  });
}

export function usePackVersion() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: membershipKeys.packVersion(),
    queryFn: ({ signal }) => membershipApi.packVersion({ signal }),
    enabled: Boolean(token),
  });
}

/** After a purchase: every membership answer (feature checks, grants, version) is asked again. */
export function useRefreshMembership() {
  const client = useQueryClient();
  useEffect(() => {
    void client.invalidateQueries({ queryKey: membershipKeys.all });
  }, [client]);
}
