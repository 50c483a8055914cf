import {
  dayTaskList,
  exchangeBody,
  mallGoods,
  mallGoodsPage,
  mallListQuery,
  pointsAddBody,
  pointsAddResult,
  pointsPanel,
  redemptionListQuery,
  redemptionPage,
  redemptionView,
  saveGoodsBody,
  scorePage,
  shareVisitBody,
  shareVisitResult,
  shipBody,
} from '../points.js';
import { pageQuery } from '../fields.js';
import { call } from './call.js';

const TAG = '积分';
const MALL = '积分商城';

export const pointsCalls = {
  panel: call({
    method: 'GET',
    path: 'userintegral/pannel',
    summary: '我的积分面板：积分余额、今日是否已签到（北京时间的自然日）、连续签到天数、下次签到可得积分与 7 天签到奖励表',
    tag: TAG,
    auth: 'user',
    response: pointsPanel,
  }),
  add: call({
    method: 'POST',
    path: 'userintegral/add',
    summary:
      '领取积分：code 为 signIn（默认）时今日签到（每天一次，两台设备同时签到也只记一次，连续第 7 天奖励更多）；' +
      '为其他任务编号时领取该任务今日的奖励（任务须已完成，每天一次）。积分由服务端决定，请求不带数额',
    tag: TAG,
    auth: 'user',
    bodyType: 'form',
    body: pointsAddBody,
    response: pointsAddResult,
  }),
  scoreList: call({
    method: 'GET',
    path: 'userintegral/scoreList',
    summary: '我的积分明细（签到、任务奖励、兑换），最新的在前',
    tag: TAG,
    auth: 'user',
    query: pageQuery,
    response: scorePage,
  }),
  dayTaskList: call({
    method: 'GET',
    path: 'userintegral/dayTaskList',
    summary: '今日任务：每项的奖励、今日进度、是否已领取与可做的动作（signIn 签到、claim 领取奖励）',
    tag: TAG,
    auth: 'user',
    response: dayTaskList,
  }),
  shareVisit: call({
    method: 'POST',
    path: 'userintegral/shareVisit',
    summary:
      '打开了别人分享的链接（链接带 from=分享人编号）：分享人的“分享”任务进度加一，每位访客每天只计一次，分享人自己打开不计',
    tag: TAG,
    auth: 'user',
    body: shareVisitBody,
    response: shareVisitResult,
  }),
  goods: call({
    method: 'GET',
    path: 'integral/list',
    summary: '积分商城的商品（图片、兑换积分、库存）；运营人员传 all=1 时包含已下架的商品',
    tag: MALL,
    auth: 'optional',
    query: mallListQuery,
    response: mallGoodsPage,
  }),
  saveGoods: call({
    method: 'POST',
    path: 'integral/save',
    summary:
      '运营人员新增或修改（带 id）积分商品：类型 membership（兑换 packageId 套餐 days 天）、coins（兑换 coins 个金币）或 physical' +
      '（实物，需发货）；图片为站内图片地址 picture，或上传的图片 pictureFileId（PNG、JPEG、WebP，不超过 2 MB）',
    tag: MALL,
    auth: 'operator',
    body: saveGoodsBody,
    response: mallGoods,
  }),
  exchange: call({
    method: 'POST',
    path: 'integral/exchange',
    summary:
      '用积分兑换一件商品：扣积分与扣一件库存在同一事务中（库存不足或积分不足时整笔不生效）；虚拟商品立即发放，' +
      '实物须填写收货人、电话与地址，进入运营人员的发货列表',
    tag: MALL,
    auth: 'user',
    body: exchangeBody,
    response: redemptionView,
  }),
  myRedemptions: call({
    method: 'GET',
    path: 'integral/myExchangeList',
    summary: '我的兑换记录',
    tag: MALL,
    auth: 'user',
    query: redemptionListQuery,
    response: redemptionPage,
  }),
  redemptions: call({
    method: 'GET',
    path: 'integral/exchangeList',
    summary: '运营人员：全部兑换记录（status=toShip 为待发货的实物）',
    tag: MALL,
    auth: 'operator',
    query: redemptionListQuery,
    response: redemptionPage,
  }),
  ship: call({
    method: 'POST',
    path: 'integral/ship',
    summary: '运营人员：实物兑换标记为已发货（填写快递单号），用户收到消息',
    tag: MALL,
    auth: 'operator',
    body: shipBody,
    response: redemptionView,
  }),
};
