/** Business accounts (packages/shared/src/contract/business.ts): certification, sub-accounts, company and brands. */
import { businessCalls } from '@moxing/shared/calls';
import { ResultCode, type CommitCertificationBody } from '@moxing/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../api/client';

type EditChild = {
  childId?: number;
  login?: string;
  password?: string;
  nickname: string;
  rights: string[];
  coinLimit: number;
  enabled: boolean;
  code: string;
};

export const businessApi = {
  /** 'pending' while the application waits (the server's quiet code 100), else the certification or null. */
  certification: async (signal?: AbortSignal) => {
    try {
      return await callApi(businessCalls.getCertification, {}, { signal });
    } catch (e) {
      if (e instanceof ApiError && e.code === ResultCode.quiet) return 'pending' as const;
      throw e;
    }
  },
  commit: (body: CommitCertificationBody) => callApi(businessCalls.commitCertification, { body }),
  queue: (query: { pageNum: number; pageSize: number; status?: 'pending' | 'approved' | 'rejected' }, signal?: AbortSignal) =>
    callApi(businessCalls.certificationQueue, { query }, { signal }),
  review: (body: { id: number; action: 'approve' | 'reject'; reason?: string }) =>
    callApi(businessCalls.reviewCertification, { body }),
  sendCode: () => callApi(businessCalls.sendCode, { body: {} }),
  children: (signal?: AbortSignal) => callApi(businessCalls.childList, {}, { signal }),
  editChild: (body: EditChild) => callApi(businessCalls.editAccount, { body }),
  deleteChild: (body: { childId: number; code: string }) => callApi(businessCalls.deleteChild, { body }),
  activity: (query: { pageNum: number; pageSize: number }, signal?: AbortSignal) =>
    callApi(businessCalls.activity, { query }, { signal }),
  company: (signal?: AbortSignal) => callApi(businessCalls.companyInfo, {}, { signal }),
  saveCompany: (body: { name: string; licenceNumber: string; address: string; industry: string; logoFileId?: string }) =>
    callApi(businessCalls.saveCompany, { body }),
  saveBrand: (body: { id?: number; name: string; logoFileId?: string }) => callApi(businessCalls.saveBrand, { body }),
  deleteBrand: (id: number) => callApi(businessCalls.deleteBrand, { body: { id } }),
};

export const businessKeys = {
  all: ['business'] as const,
  certification: () => [...businessKeys.all, 'certification'] as const,
  queue: (query: object) => [...businessKeys.all, 'queue', query] as const,
  children: () => [...businessKeys.all, 'children'] as const,
  activity: (query: object) => [...businessKeys.all, 'activity', query] as const,
  company: () => [...businessKeys.all, 'company'] as const,
};

export const useCertification = () =>
  useQuery({ queryKey: businessKeys.certification(), queryFn: ({ signal }) => businessApi.certification(signal) });

export const useCommitCertification = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: businessApi.commit,
    onSuccess: () => qc.invalidateQueries({ queryKey: businessKeys.certification() }),
  });
};

export const useCertificationQueue = (query: {
  pageNum: number;
  pageSize: number;
  status?: 'pending' | 'approved' | 'rejected';
}) =>
  useQuery({
    queryKey: businessKeys.queue(query),
    queryFn: ({ signal }) => businessApi.queue(query, signal),
    placeholderData: keepPreviousData,
  });

export const useReview = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: businessApi.review, onSuccess: () => qc.invalidateQueries({ queryKey: businessKeys.all }) });
};

export const useChildren = () =>
  useQuery({ queryKey: businessKeys.children(), queryFn: ({ signal }) => businessApi.children(signal) });

export const useActivity = (query: { pageNum: number; pageSize: number }, enabled: boolean) =>
  useQuery({ queryKey: businessKeys.activity(query), queryFn: ({ signal }) => businessApi.activity(query, signal), enabled });

export const useEditChild = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: businessApi.editChild,
    onSuccess: () => qc.invalidateQueries({ queryKey: businessKeys.all }),
  });
};

export const useDeleteChild = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: businessApi.deleteChild,
    onSuccess: () => qc.invalidateQueries({ queryKey: businessKeys.all }),
  });
};

export const useCompany = () =>
  useQuery({ queryKey: businessKeys.company(), queryFn: ({ signal }) => businessApi.company(signal) });

export const useCompanyMutations = () => {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: businessKeys.company() });
  return {
    save: useMutation({ mutationFn: businessApi.saveCompany, onSuccess }),
    saveBrand: useMutation({ mutationFn: businessApi.saveBrand, onSuccess }),
    deleteBrand: useMutation({ mutationFn: businessApi.deleteBrand, onSuccess }),
  };
};
