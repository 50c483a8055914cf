import {
  auditPage,
  featureCheckQuery,
  featureChecks,
  grantBody,
  grantListQuery,
  grantPage,
  packageGrant,
  packageList,
  packageListQuery,
  packageView,
  packVersion,
  revokeBody,
  roleOfferList,
  roleOfferQuery,
  roleRecordList,
  savePackageBody,
  storageCheck,
} from '../membership.js';
import { pageQuery } from '../fields.js';
import { call } from './call.js';

const TAG = '会员套餐';
const ADMIN = '运营：会员套餐';

export const membershipCalls = {
  packages: call({
    method: 'GET',
    path: 'combopack/detail',
    summary:
      '套餐列表（/upgrade、/active/vip）：在售套餐及各自包含的权益（roleCode、数值 value 与单位），价格 priceFen 为分，' +
      'durationDays 为有效天数；带 id 只返回该套餐。运营人员还能看到已下架的套餐',
    tag: TAG,
    auth: 'optional',
    query: packageListQuery,
    response: packageList,
  }),
  roles: call({
    method: 'GET',
    path: 'combopack/role',
    summary: '权益一览：每个权益代码的名称、单位、免费额度，以及开通它的在售套餐（按价格从低到高）',
    tag: TAG,
    auth: 'none',
    query: roleOfferQuery,
    response: roleOfferList,
  }),
  savePackage: call({
    method: 'POST',
    path: 'combopack/save',
    summary: '新建或修改套餐（运营）：名称、类型、价格（分）、有效天数、是否在售与所含权益；写入操作日志。已售出的权益不受影响',
    tag: ADMIN,
    auth: 'operator',
    body: savePackageBody,
    response: packageView,
  }),
  grant: call({
    method: 'POST',
    path: 'rolerecord/recordrole',
    summary:
      '为用户开通套餐（运营）：按套餐的有效天数记录其全部权益，已有同一套餐且未到期时顺延；须填写原因，写入操作日志，并给用户发消息',
    tag: ADMIN,
    auth: 'operator',
    body: grantBody,
    response: packageGrant,
  }),
  revoke: call({
    method: 'POST',
    path: 'rolerecord/revoke',
    summary: '撤销用户的一次套餐开通（运营）：其权益立即失效；须填写原因，写入操作日志，并给用户发消息',
    tag: ADMIN,
    auth: 'operator',
    body: revokeBody,
    response: packageGrant,
  }),
  audit: call({
    method: 'GET',
    path: 'rolerecord/audit',
    summary: '套餐操作日志（运营）：开通、撤销与套餐修改，谁在何时因何操作',
    tag: ADMIN,
    auth: 'operator',
    query: pageQuery,
    response: auditPage,
  }),
  myRoles: call({
    method: 'GET',
    path: 'rolerecord/find',
    summary: '我当前生效的权益记录（每条含权益代码、数值、来源套餐与到期时间）',
    tag: TAG,
    auth: 'user',
    response: roleRecordList,
  }),
  checkRole: call({
    method: 'GET',
    path: 'rolerecord/checkrole',
    summary:
      '功能检查：当前用户现在能否使用各受限功能（embed、watermark、logo、cover、password、storage、upload、arPro），' +
      '数量上限与已用量，不能用时的原因与可开通它的最便宜套餐（upgrade）。带 feature 只检查该功能；未登录时全部为不可用',
    tag: TAG,
    auth: 'optional',
    query: featureCheckQuery,
    response: featureChecks,
  }),
  grants: call({
    method: 'GET',
    path: 'rolerecord/list',
    summary:
      '我的套餐记录（/myPackageOrder）：每次购买或赠送的套餐、订单号、金额、起止时间、状态及其权益；运营人员可带 userId 查看某用户的',
    tag: TAG,
    auth: 'user',
    query: grantListQuery,
    response: grantPage,
  }),
  checkDisk: call({
    method: 'GET',
    path: 'rolerecord/checkroledisk',
    summary: '我的存储空间：当前总空间（随“存储空间”权益 CCKJ10 变化）、已用、剩余、单个文件上限，以及扩容套餐',
    tag: TAG,
    auth: 'user',
    response: storageCheck,
  }),
  diskRecords: call({
    method: 'GET',
    path: 'rolerecord/recordroledisk',
    summary: '我的存储空间权益记录（CCKJ10）：每条的容量（GB）、起止时间与状态',
    tag: TAG,
    auth: 'user',
    response: roleRecordList,
  }),
  packVersion: call({
    method: 'GET',
    path: 'order/my/packversion',
    summary: '我的会员版本：到期最晚的生效套餐（免费用户为 null）及全部生效中的套餐',
    tag: TAG,
    auth: 'user',
    response: packVersion,
  }),
};
