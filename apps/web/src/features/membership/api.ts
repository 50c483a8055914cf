/** Membership calls (packages/shared/src/contract/membership.ts), their query keys and hooks. */
import type { FeatureKey, SavePackageBody } from '@moxing/shared';
import { membershipCalls } from '@moxing/shared/calls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  // operators
  savePackage: (body: SavePackageBody) => callApi(membershipCalls.savePackage, { body }, { silent: true }),
  grant: (body: UserRef & { packageId: number; reason: string }) => callApi(membershipCalls.grant, { body }, { silent: true }),
  revoke: (body: { grantId: number; reason: string }) => callApi(membershipCalls.revoke, { body }, { silent: true }),
  userGrants: (who: UserRef, pageNum: number, options?: Quiet) =>
    callApi(membershipCalls.grants, { query: { ...who, pageNum, pageSize: 20 } }, options),
  audit: (pageNum: number, options?: Quiet) => callApi(membershipCalls.audit, { query: { pageNum, pageSize: 20 } }, options),
};

/** How an operator names a user: by id or by the phone number they log in with. */
export type UserRef = { userId: number } | { phone: string };

export const membershipKeys = {
  all: ['membership'] as const,
  packages: (id?: number) => [...membershipKeys.all, 'packages', id ?? 'all'] as const,
  checks: (token: string | null) => [...membershipKeys.all, 'checks', token ?? ''] as const,
  grants: (pageNum: number) => [...membershipKeys.all, 'grants', pageNum] as const,
  packVersion: () => [...membershipKeys.all, 'packVersion'] as const,
  disk: () => [...membershipKeys.all, 'disk'] as const,
  userGrants: (who: UserRef | null, pageNum: number) => [...membershipKeys.all, 'userGrants', who, pageNum] as const,
  audit: (pageNum: number) => [...membershipKeys.all, 'audit', pageNum] as const,
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

/** Operators: the packages given to one user (none asked until a user is named). */
export function useUserGrants(who: UserRef | null, pageNum: number) {
  return useQuery({
    queryKey: membershipKeys.userGrants(who, pageNum),
    queryFn: ({ signal }) => membershipApi.userGrants(who!, pageNum, { signal, silent: true }),
    enabled: who !== null,
    placeholderData: keepPreviousData,
  });
}

/** Operators: the audit log of grants, revocations and package edits, newest first. */
export function useAudit(pageNum: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: membershipKeys.audit(pageNum),
    queryFn: ({ signal }) => membershipApi.audit(pageNum, { signal, silent: true }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

/** An operator's change: every membership answer (packages, grants, checks, the log) is asked again. */
export function useMembershipMutation<I, R>(fn: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => void client.invalidateQueries({ queryKey: membershipKeys.all }) });
}
