/** Route entries of modelling demands and bids (issue 5), spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

type DemandPagePath = Extract<
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
  | '/admin/needDisputes'
>;

export const DEMAND_PAGES: Record<DemandPagePath, PageDef> = {
  '/need': {
    title: '建模交易',
    description: '模型星球建模交易大厅：发布 3D 建模需求，专业建模师报价竞标；按服务类型、行业、预算筛选需求。',
    keywords: '3D建模需求,建模接单,建模外包,3D建模报价,建模师,模型定制',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/DemandHallPage')),
    mobile: lazyPage(() => import('./phone/DemandHallPage')),
  },
  '/buildRequire': {
    title: '发布建模需求',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/PublishDemandPage')),
  },
  '/chooseServer': {
    title: '选择服务商',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/ChooseProviderPage')),
  },
  '/demandDetails': {
    title: '需求详情',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/DemandDetailsPage')),
    mobile: lazyPage(() => import('./phone/DemandDetailsPage')),
  },
  '/myrequireDetails': {
    title: '我的需求详情',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/MyDemandDetailsPage')),
    mobile: lazyPage(() => import('./phone/MyDemandDetailsPage')),
  },
  '/doingBid': {
    title: '制作与交付',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/DeliverPage')),
    mobile: lazyPage(() => import('./phone/DeliverPage')),
  },
  '/mybuildForm': {
    title: '我发布的需求',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/MyDemandsPage')),
  },
  '/overOrder': {
    title: '已完成的订单',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/FinishedDemandsPage')),
  },
  '/myorderForm': {
    title: '我的投标',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/MyBidsPage')),
  },
  '/modelServer': {
    title: '建模服务商',
    description: '模型星球建模服务商：个人建模师、建模工作室与建模服务企业，查看评分、完成案例与擅长领域。',
    keywords: '建模师,建模工作室,3D建模服务,建模外包公司',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/ProvidersPage')),
    mobile: lazyPage(() => import('./phone/ProvidersPage')),
  },
  '/industryCustom': {
    title: '行业定制建模',
    description: '家居、文博、鞋服、珠宝、机械、游戏等行业的 3D 建模定制：发布需求，专业建模师报价制作。',
    keywords: '行业定制建模,家具建模,文物建模,珠宝建模,鞋服建模',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/IndustryCustomPage')),
  },
  '/needHelp': {
    title: '建模交易帮助',
    description: '建模交易流程与常见问题：发布需求、审核、竞标、选择服务商、交付验收与评价。',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/DemandHelpPage')),
  },
  '/admin/needReview': {
    title: '需求审核',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/DemandReviewPage')),
    mobile: lazyPage(() => import('./phone/MobileDemandReviewPage')),
  },
  '/admin/needDisputes': {
    title: '需求纠纷',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/DisputeQueuePage')),
    mobile: lazyPage(() => import('./phone/MobileDisputeQueuePage')),
  },
};
