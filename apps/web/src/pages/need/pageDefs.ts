/** Route entries of modelling demands and bids (issue 5), spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

type NeedPagePath = Extract<
  PagePath,
  | '/need'
  | '/buildRequire'
  | '/chooseServer'
  | '/demandDetails'
  | '/myrequireDetails'
  | '/doingBid'
  | '/mybuildForm'
  | '/overOrder'
  | '/myorderForm'
  | '/modelServer'
  | '/industryCustom'
  | '/needHelp'
  | '/admin/needReview'
>;

export const NEED_PAGES: Record<NeedPagePath, PageDef> = {
  '/need': {
    title: '建模交易',
    description: '模型星球建模交易大厅：发布 3D 建模需求，专业建模师报价竞标；按服务类型、行业、预算筛选需求。',
    keywords: '3D建模需求,建模接单,建模外包,3D建模报价,建模师,模型定制',
    layout: 'main',
    desktop: lazyPage(() => import('./NeedHallPage')),
    mobile: lazyPage(() => import('../../mobile/need/MobileNeedPage')),
  },
  '/buildRequire': {
    title: '发布建模需求',
    layout: 'main',
    desktop: lazyPage(() => import('./BuildRequirePage')),
  },
  '/chooseServer': {
    title: '选择服务商',
    layout: 'main',
    desktop: lazyPage(() => import('./ChooseServerPage')),
  },
  '/demandDetails': {
    title: '需求详情',
    layout: 'main',
    desktop: lazyPage(() => import('./DemandDetailsPage')),
    mobile: lazyPage(() => import('../../mobile/need/MobileDemandDetailsPage')),
  },
  '/myrequireDetails': {
    title: '我的需求详情',
    layout: 'main',
    desktop: lazyPage(() => import('./MyRequireDetailsPage')),
    mobile: lazyPage(() => import('../../mobile/need/MobileRequireDetailsPage')),
  },
  '/doingBid': {
    title: '制作与交付',
    layout: 'main',
    desktop: lazyPage(() => import('./DoingBidPage')),
    mobile: lazyPage(() => import('../../mobile/need/MobileDoingBidPage')),
  },
  '/mybuildForm': {
    title: '我发布的需求',
    layout: 'main',
    desktop: lazyPage(() => import('./MyBuildFormPage')),
  },
  '/overOrder': {
    title: '已完成的订单',
    layout: 'main',
    desktop: lazyPage(() => import('./OverOrderPage')),
  },
  '/myorderForm': {
    title: '我的投标',
    layout: 'main',
    desktop: lazyPage(() => import('./MyOrderFormPage')),
  },
  '/modelServer': {
    title: '建模服务商',
    description: '模型星球建模服务商：个人建模师、建模工作室与建模服务企业，查看评分、完成案例与擅长领域。',
    keywords: '建模师,建模工作室,3D建模服务,建模外包公司',
    layout: 'main',
    desktop: lazyPage(() => import('./ModelServerPage')),
    mobile: lazyPage(() => import('../../mobile/need/MobileModelServerPage')),
  },
  '/industryCustom': {
    title: '行业定制建模',
    description: '家居、文博、鞋服、珠宝、机械、游戏等行业的 3D 建模定制：发布需求，专业建模师报价制作。',
    keywords: '行业定制建模,家具建模,文物建模,珠宝建模,鞋服建模',
    layout: 'main',
    desktop: lazyPage(() => import('./IndustryCustomPage')),
  },
  '/needHelp': {
    title: '建模交易帮助',
    description: '建模交易流程与常见问题：发布需求、审核、竞标、选择服务商、交付验收与评价。',
    layout: 'main',
    desktop: lazyPage(() => import('./NeedHelpPage')),
  },
  '/admin/needReview': {
    title: '需求审核',
    layout: 'main',
    desktop: lazyPage(() => import('../admin/NeedReviewPage')),
  },
};
