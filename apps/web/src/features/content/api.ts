/**
 * Site content (issue 16): the calls of packages/shared/src/contract/content.ts, their query keys and hooks. Visitors
 * read help, articles, pages and banners; users send feedback, cooperation forms and use invite codes; operators
 * run everything from the console (/admin/content).
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentKind, ContentSaveInput, ResultOf } from '@moxing/shared';
import { contentCalls } from '@moxing/shared/calls';
import { callApi } from '../../api/client';
import { useSession } from '../../stores/session';

export type ArticleKind = 'update' | 'news' | 'case' | 'production';
export type BannerPosition = 'home' | 'help' | 'news' | 'need' | 'good' | 'mobileHome';
export type ConsoleItem = ResultOf<typeof contentCalls.adminList>['list'][number];
export type ConsoleDetail = ResultOf<typeof contentCalls.adminDetail>;
/** A published article or page with its cleaned HTML. */
export type Article = ResultOf<typeof contentCalls.helpInfo>;

const quiet = { silent: true };

export const contentKeys = {
  all: ['content'] as const,
  help: (keyword: string) => ['content', 'help', keyword] as const,
  article: (id: number) => ['content', 'article', id] as const,
  list: (kind: ArticleKind, pageNum: number) => ['content', 'list', kind, pageNum] as const,
  feed: (kind: ArticleKind) => ['content', 'list', kind, 'feed'] as const,
  page: (slug: string) => ['content', 'page', slug] as const,
  banners: (position: BannerPosition) => ['content', 'banners', position] as const,
  popup: () => ['content', 'popup'] as const,
  myFeedback: () => ['content', 'feedback', 'mine'] as const,
  invite: () => ['content', 'invite'] as const,
  console: () => ['content', 'console'] as const,
  consoleList: (kind: ContentKind | undefined, keyword: string, pageNum: number) =>
    ['content', 'console', 'list', kind ?? 'all', keyword, pageNum] as const,
  consoleDetail: (id: number) => ['content', 'console', 'detail', id] as const,
  leads: (pageNum: number) => ['content', 'console', 'leads', pageNum] as const,
  feedbackQueue: (pageNum: number) => ['content', 'console', 'feedback', pageNum] as const,
};

export const useHelp = (keyword: string) =>
  useQuery({
    queryKey: contentKeys.help(keyword),
    queryFn: () => callApi(contentCalls.helpAll, { query: keyword ? { keyword } : {} }, quiet),
    placeholderData: (prev) => prev,
  });

export const useArticle = (id: number | null) =>
  useQuery({
    queryKey: contentKeys.article(id ?? 0),
    queryFn: () => callApi(contentCalls.helpInfo, { query: { id: id! } }, quiet),
    enabled: id !== null,
    retry: false,
  });

export const useArticles = (kind: ArticleKind, pageNum: number) =>
  useQuery({
    queryKey: contentKeys.list(kind, pageNum),
    queryFn: () => callApi(contentCalls.list, { query: { kind, pageNum, pageSize: 10 } }, quiet),
  });

/** The phones' list: pages of 10 appended as the reader scrolls. */
export const useArticlePages = (kind: ArticleKind) =>
  useInfiniteQuery({
    queryKey: contentKeys.feed(kind),
    queryFn: ({ pageParam }) => callApi(contentCalls.list, { query: { kind, pageNum: pageParam, pageSize: 10 } }, quiet),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
  });

export const usePage = (slug: string) =>
  useQuery({
    queryKey: contentKeys.page(slug),
    queryFn: () => callApi(contentCalls.page, { query: { slug } }, quiet),
    retry: false,
  });

export const useBanners = (position: BannerPosition) =>
  useQuery({
    queryKey: contentKeys.banners(position),
    queryFn: () =>
      position === 'home'
        ? callApi(contentCalls.homeBanners, {}, quiet)
        : callApi(contentCalls.banners, { query: { position } }, quiet),
    staleTime: 60_000,
  });

export const useActivityPopup = (enabled: boolean) =>
  useQuery({
    queryKey: contentKeys.popup(),
    queryFn: () => callApi(contentCalls.activityPopup, {}, quiet),
    enabled,
    staleTime: 5 * 60_000,
  });

/** Counters: fire and forget (a failed count is not the visitor's problem). */
export const countClick = (id: number) => void callApi(contentCalls.bannerClick, { body: { id } }, quiet).catch(() => undefined);
export const countView = (id: number) =>
  void callApi(contentCalls.activityBrowse, { body: { id } }, quiet).catch(() => undefined);

export function useJoinActivity() {
  return useMutation({ mutationFn: (id: number) => callApi(contentCalls.joinActivity, { body: { id } }, quiet) });
}

export function useCooperate() {
  return useMutation({
    mutationFn: (body: { name: string; phone: string; company?: string; content: string }) =>
      callApi(contentCalls.cooperate, { body }, quiet),
  });
}

export const useMyFeedback = () => {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: contentKeys.myFeedback(),
    queryFn: () => callApi(contentCalls.myFeedback, { query: { pageSize: 50 } }, quiet),
    enabled: Boolean(token),
  });
};

export function useSendFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { type: '建议' | '问题' | '投诉' | '其他'; content: string; contact?: string; images: string[] }) =>
      callApi(contentCalls.feedback, { body }, quiet),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.myFeedback() }),
  });
}

export const useMyInvite = () => {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: contentKeys.invite(),
    queryFn: () => callApi(contentCalls.myInvite, {}, quiet),
    enabled: Boolean(token),
  });
};

export function useBindInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (inviteCode: string) => callApi(contentCalls.bindInvite, { body: { inviteCode } }, quiet),
    onSuccess: (data) => client.setQueryData(contentKeys.invite(), data),
  });
}

// --- console ---------------------------------------------------------------------------------

export const useConsoleList = (kind: ContentKind | undefined, keyword: string, pageNum: number) =>
  useQuery({
    queryKey: contentKeys.consoleList(kind, keyword, pageNum),
    queryFn: () =>
      callApi(contentCalls.adminList, { query: { kind, keyword: keyword || undefined, pageNum, pageSize: 20 } }, quiet),
    placeholderData: (prev) => prev,
  });

export const useConsoleDetail = (id: number | null) =>
  useQuery({
    queryKey: contentKeys.consoleDetail(id ?? 0),
    queryFn: () => callApi(contentCalls.adminDetail, { query: { id: id! } }, quiet),
    enabled: id !== null,
  });

export function useSaveContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentSaveInput) => callApi(contentCalls.save, { body }, quiet),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useContentAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; action: 'edit' | 'publish' | 'unpublish' | 'delete' }) =>
      callApi(contentCalls.act, { body }, quiet),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function usePreview() {
  return useMutation({ mutationFn: (body: string) => callApi(contentCalls.preview, { body: { body } }, quiet) });
}

export const useLeads = (pageNum: number) =>
  useQuery({
    queryKey: contentKeys.leads(pageNum),
    queryFn: () => callApi(contentCalls.leads, { query: { pageNum, pageSize: 20 } }, quiet),
  });

export const useFeedbackQueue = (pageNum: number) =>
  useQuery({
    queryKey: contentKeys.feedbackQueue(pageNum),
    queryFn: () => callApi(contentCalls.feedbackList, { query: { pageNum, pageSize: 20 } }, quiet),
  });

export function useReplyFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; reply: string }) => callApi(contentCalls.replyFeedback, { body }, quiet),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.console() }),
  });
}
