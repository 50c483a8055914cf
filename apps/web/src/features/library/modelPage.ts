/**
 * What every view of one model shares, desktop and phone alike: which model, its unlock token, its detail, the
 * viewer's actions (like, collect, follow) and the download check.
 */
import type { ModelDetail } from '@moxing/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { modelApi, modelKeys, type CollectResult, type FollowResult } from './api';
import { requireLogin, useModelCode, useUnlockToken } from './detailLogic';
import { useDetailHeadPlain } from './headPlain';
import { useCollect, useFollow, useLike, useModelDetail } from './hooks';

export function useModelPage() {
  const modelCode = useModelCode();
  const [unlock, setUnlock] = useUnlockToken(modelCode);
  const query = useModelDetail(modelCode, unlock);
  useDetailHeadPlain(query.data);
  return { modelCode, unlock, setUnlock, query };
}

/** Like, collect and follow toggle what the detail says; each asks for a login first. */
export function useModelActions(detail: ModelDetail) {
  const like = useLike(detail.modelCode);
  const collect = useCollect(detail.modelCode);
  const follow = useFollow(detail.modelCode, detail.authorInfo.id);
  return {
    like,
    collect,
    follow,
    toggleLike: () => requireLogin(() => like.mutate(!detail.me.liked)),
    toggleCollect: (done?: (result: CollectResult) => void) =>
      requireLogin(() => collect.mutate(!detail.me.collected, { onSuccess: done })),
    toggleFollow: (done?: (result: FollowResult) => void) =>
      requireLogin(() => follow.mutate(!detail.me.following, { onSuccess: done })),
  };
}

/** The download links, asked when the dialog opens; `notBought` when a paid model is not bought yet (code 100). */
export function useDownloadCheck(modelCode: string, unlock: string | null, open: boolean, staleTime = 0) {
  const check = useQuery({
    queryKey: [...modelKeys.downloads(modelCode), unlock ?? ''],
    queryFn: () => modelApi.downloadCheck(modelCode, unlock),
    enabled: open,
    retry: false,
    staleTime,
  });
  const notBought = check.error instanceof ApiError && check.error.code === '100';
  return { check, notBought };
}
