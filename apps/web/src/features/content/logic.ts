/**
 * Logic the desktop and phone content pages share: which list a path shows, an article or an operator page on screen
 * (counted once, the server's first screen removed), signing up to an activity, the cooperation form's rules and
 * the invite links.
 */
import { INVITE_POINTS } from '@moxing/shared';
import { useBootPreviewDone } from '../../lib/bootPreview';
import { session, useSession } from '../../stores/session';
import { countView, useArticle, useJoinActivity, usePage, type Article, type ArticleKind } from './api';
import { dateText } from './ContentBody';
import { useCountOnce } from './useCountOnce';

export interface ArticleList {
  kind: ArticleKind;
  title: string;
  lead: string;
  empty: string;
}

const ARTICLE_LISTS: Record<string, ArticleList> = {
  '/news': { kind: 'news', title: '新闻资讯', lead: '平台动态与 3D 行业观察', empty: '暂无资讯' },
  '/updateList': { kind: 'update', title: '产品更新', lead: '模型星球的新功能与改进', empty: '暂无更新说明' },
  '/successfulcase': { kind: 'case', title: '成功案例', lead: '品牌与企业用 3D 展示产品的实践', empty: '案例正在整理中' },
  '/production': { kind: 'production', title: '制作案例', lead: '平台建模师的作品与制作过程', empty: '制作案例正在整理中' },
};

/** The article list a page path shows. */
export const articleListOf = (pathname: string): ArticleList => ARTICLE_LISTS[pathname] ?? ARTICLE_LISTS['/news']!;

/** The article named by ?id=, or null (the page shows its list). */
export function idParam(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** An article on screen: read once counted, and the server's first screen removed once it shows. */
export function useArticleView(id: number) {
  const article = useArticle(id);
  useBootPreviewDone(!article.isPending);
  useCountOnce(article.data?.id, countView);
  return article;
}

/** An operator's whole page (about, landing, activity) on screen, likewise. */
export function useOperatorPage(slug: string) {
  const page = usePage(slug);
  useBootPreviewDone(!page.isPending);
  useCountOnce(page.data?.id, countView);
  return page;
}

/** The line under an operator page's title: its summary, then an activity's views or the page's date. */
export function operatorPageMeta(p: Article): string {
  const tail = p.kind === 'activity' ? `${p.views} 人浏览` : `更新于 ${dateText(p.updatedAt)}`;
  return p.summary ? `${p.summary} · ${tail}` : tail;
}

/** Signing up to an activity; a visitor is asked to log in first. `count` is known once signed up. */
export function useActivitySignUp(onError: (e: unknown) => void) {
  const token = useSession((s) => s.token);
  const join = useJoinActivity();
  return {
    count: join.data?.count ?? null,
    pending: join.isPending,
    start: (id: number) => (token ? join.mutate(id, { onError }) : session.openLogin('password', window.location.pathname)),
  };
}

export interface CooperationValues {
  name: string;
  phone: string;
  company?: string;
  content: string;
}

/** The cooperation form's rules: antd's and antd-mobile's forms take the same rule objects. */
export const COOPERATION_RULES = {
  name: [{ required: true, whitespace: true, message: '请填写联系人' }],
  phone: [
    { required: true, message: '请填写联系电话' },
    { pattern: /^[\d+\-\s]{7,20}$/, message: '联系电话格式不正确' },
  ],
  content: [{ required: true, whitespace: true, message: '请填写合作内容' }],
};

/** The address a friend opens to register with my code. */
export const inviteLink = (code: string) => `${window.location.origin}/invitationPage?code=${code}`;
/** The code an invite link carries. */
export const invitationCode = (params: URLSearchParams) => (params.get('code') ?? '').toUpperCase();
/** Registration with the code filled in. */
export const registerLink = (code: string) => (code ? `/register?inviteCode=${encodeURIComponent(code)}` : '/register');
export const invitationText = (code: string) =>
  code ? `邀请码 ${code}：注册后即可浏览上万款 3D 模型、发布建模需求。` : '注册后即可浏览上万款 3D 模型、发布建模需求。';

/** What an invite earns, said on the desktop and phone invite pages. */
export const INVITE_REWARD_TEXT = `好友通过您的链接或邀请码注册，即记为您邀请的好友，每位可为您赢得 ${INVITE_POINTS} 积分。`;
