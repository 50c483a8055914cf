/**
 * The web pages that exist, as paths of spec/routes.txt (":x" is a parameter). The web route table is built
 * from it, and the server answers any other path with the 404 page and HTTP 404.
 */
export const PAGE_PATHS = [
  '/',
  '/login',
  '/forget',
  '/register',
  '/404',
  '/mycenter',
  '/myaccount/personal',
  '/wechatBind',
  '/APIDocument',
  // the developer centre of the open API (issue 18)
  '/api',
  // model library (issue 4)
  '/good',
  '/freeModel',
  '/search',
  '/modeldetail',
  '/modelinfo/:modelCode',
  '/modeldetailXcx',
  '/modelshow',
  '/modelshow2',
  '/imgdetail',
  '/modelEditInfo',
  '/mymodel/good',
  '/mymodel/individual',
  '/mymodel/chart',
  '/mymodel/logo',
  '/mymodel/thumb',
  // creating and editing an image model: the spec has only its calls (modelImg/createImgModel, updateImgModel)
  '/mymodel/imageModel',
  '/mycollect/model',
  // membership packages (issue 19)
  '/upgrade',
  '/active/vip',
  '/active/vip2',
  '/active/getVipSuccess',
  '/myPackageOrder',
  // model upload and the format transform (issue 3)
  '/mymodel/addGoods',
  '/toolCabinet',
  // modelling demands and bids (issue 5)
  '/need',
  '/buildRequire',
  '/chooseServer',
  '/demandDetails',
  '/myrequireDetails',
  '/doingBid',
  '/mybuildForm',
  '/overOrder',
  '/myorderForm',
  '/modelServer',
  '/industryCustom',
  '/needHelp',
  '/admin/needReview',
  // orders, payments and bills (issue 19)
  '/voucherCenter',
  '/myaccount/toRecharge',
  '/payWebchat',
  '/alipayComponent',
  '/confirmOrder',
  '/myorder',
  '/myorderDetail',
  '/myaccount/account/bills',
  '/myPurchaseService',
  '/admin/orders',
  '/admin/payNotices',
  '/admin/cashouts',
  '/myassets/list',
  '/myassets/withdraw',
  '/myassets/account',
  '/mycard',
  '/admin/packages',
  '/admin/memberships',
  // points, sign-in, day tasks and the points mall (issue 15)
  '/myIntegral/list',
  '/integralMall',
  '/admin/mall',
  '/admin/needDisputes',
  // the platform's own pages: contact, agreements (routes.txt has /contactUs and /useProtocol)
  '/contactUs',
  '/useProtocol',
  '/agreement/user',
  '/agreement/privacy',
  // personal spaces and messages (issue 16)
  '/myspace/index',
  '/myspace/type',
  '/myspace/fan',
  '/myspace/follow',
  '/hisspace',
  // showrooms (issue 17)
  '/hall',
  '/show',
  '/showDetail',
  '/showDetailTwo',
  '/exhibitionLink',
  '/compilationList',
  '/compilationDetail',
  '/case',
  '/industrySolution',
  '/myhallOrderForm',
  '/myaccount/myMsg',
  // business accounts (issue 18)
  '/myaccount/authentication',
  '/myaccount/toAuthentication',
  '/myaccount/subaccount',
  '/myaccount/brandMannager',
  '/admin/certifications',
  // content pages run by operators (issue 16)
  '/helpWord',
  '/helpList',
  '/updateList',
  '/introduce',
  '/cooperation',
  '/feedback',
  '/news',
  '/production',
  '/successfulcase',
  '/invite',
  '/invitationPage',
  '/land',
  '/party',
  '/websiteSource',
  '/bilibili',
  '/remNew',
  '/animation',
  '/exhibition',
  '/furniture',
  '/meeting',
  '/ces',
  '/cestwice',
  '/wisdom',
  '/museum',
  '/furnishShow',
  '/commerce',
  '/science',
  '/createModel',
  '/admin/content',
  '/myaccount/statistics',
  '/statistics',
  '/myaccount/equipment',
  '/implement',
  '/admin/implement',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

function toRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

const MATCHERS = PAGE_PATHS.map(toRegExp);

export function isKnownPage(pathname: string): boolean {
  return MATCHERS.some((re) => re.test(pathname));
}

const STATIC_PATHS = new Map<string, string>(PAGE_PATHS.filter((p) => !p.includes(':')).map((p) => [p.toLowerCase(), p]));

/** The page a path names in another letter case ("/apidocument" -> "/APIDocument"), or null. */
export function pageInOtherCase(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const page = STATIC_PATHS.get(trimmed.toLowerCase());
  return page && page !== trimmed ? page : null;
}
