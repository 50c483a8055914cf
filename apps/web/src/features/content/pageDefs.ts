/** Route entries of the content pages (issue 16), spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

const help = lazyPage(() => import('./desktop/HelpPage'));
const articles = lazyPage(() => import('./desktop/ArticlesPage'));
const operatorPage = lazyPage(() => import('./desktop/OperatorPage'));
const invite = lazyPage(() => import('./desktop/InvitePage'));
const mobileHelp = lazyPage(() => import('./phone/MobileHelpPage'));
const mobileArticles = lazyPage(() => import('./phone/MobileArticlesPage'));
const mobileOperatorPage = lazyPage(() => import('./phone/MobileOperatorPage'));
const mobileInvite = lazyPage(() => import('./phone/MobileInvitePage'));

type ContentPath = Extract<
  PagePath,
  | '/helpWord'
  | '/helpList'
  | '/updateList'
  | '/introduce'
  | '/cooperation'
  | '/feedback'
  | '/news'
  | '/production'
  | '/successfulcase'
  | '/invite'
  | '/invitationPage'
  | '/land'
  | '/party'
  | '/websiteSource'
  | '/bilibili'
  | '/remNew'
  | '/animation'
  | '/exhibition'
  | '/furniture'
  | '/meeting'
  | '/ces'
  | '/cestwice'
  | '/wisdom'
  | '/museum'
  | '/furnishShow'
  | '/commerce'
  | '/science'
  | '/createModel'
  | '/admin/content'
>;

const page = (title: string, description?: string): PageDef => ({
  title,
  description,
  layout: 'main',
  desktop: operatorPage,
  mobile: mobileOperatorPage,
});
const articleList = (title: string, description: string): PageDef => ({
  title,
  description,
  layout: 'main',
  desktop: articles,
  mobile: mobileArticles,
});

export const CONTENT_PAGES: Record<ContentPath, PageDef> = {
  '/helpWord': {
    title: '帮助中心',
    description: '模型星球帮助中心：注册登录、上传模型、购买下载、建模交易等常见问题解答。',
    layout: 'main',
    desktop: help,
    mobile: mobileHelp,
  },
  '/helpList': { title: '帮助中心', layout: 'main', desktop: help, mobile: mobileHelp },
  '/updateList': articleList('产品更新', '模型星球的新功能与改进。'),
  '/news': articleList('新闻资讯', '模型星球平台动态与 3D 行业观察。'),
  '/successfulcase': articleList('成功案例', '品牌与企业用 3D 展示产品的实践。'),
  '/production': articleList('制作案例', '平台建模师的作品与制作过程。'),
  '/introduce': page('关于我们', '模型星球：3D 模型交易、建模服务与 3D 展示平台。'),
  '/cooperation': {
    title: '商务合作',
    description: '品牌 3D 展示、批量建模、渠道与内容合作。',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/CooperationPage')),
    mobile: lazyPage(() => import('./phone/MobileCooperationPage')),
  },
  '/feedback': {
    title: '意见反馈',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/FeedbackPage')),
    mobile: lazyPage(() => import('./phone/MobileFeedbackPage')),
  },
  '/invite': { title: '邀请好友', layout: 'main', desktop: invite, mobile: mobileInvite },
  '/invitationPage': { title: '好友邀请您加入模型星球', layout: 'main', desktop: invite, mobile: mobileInvite },
  '/land': page('模型星球'),
  '/party': page('活动'),
  '/websiteSource': page('模型星球'),
  '/bilibili': page('模型星球'),
  '/remNew': page('新品推荐'),
  '/animation': page('3D 动画'),
  '/exhibition': page('线上展会'),
  '/furniture': page('家具 3D 展'),
  '/meeting': page('会议活动'),
  '/ces': page('CES 展'),
  '/cestwice': page('CES 展'),
  '/wisdom': page('智慧展示'),
  '/museum': page('数字博物馆'),
  '/furnishShow': page('家居展'),
  '/commerce': page('电商 3D'),
  '/science': page('科普展'),
  '/createModel': page('建模大赛'),
  '/admin/content': {
    title: '内容运营',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/ConsolePage')),
    mobile: lazyPage(() => import('./phone/MobileConsolePage')),
  },
};
