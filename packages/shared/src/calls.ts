// Written by `npm run calls` from src/contract/ (calls.test.ts checks it is current); do not edit.
// The web imports calls from here: the same calls without their schemas (see CallRef in contract/call.ts).
import type { CallRef } from './contract/call.js';
import type { accountCalls as account } from './contract/account.js';
import type { brandingCalls as branding } from './contract/branding.js';
import type { cashoutCalls as cashout } from './contract/cashout.js';
import type { businessCalls as business } from './contract/business.js';
import type { catalogueCalls as catalogue } from './contract/catalogue.js';
import type { contentCalls as content } from './contract/content.js';
import type { conversionCalls as conversion } from './contract/conversion.js';
import type { demandCalls as demand } from './contract/demand.js';
import type { downloadCalls as download } from './contract/download.js';
import type { embedCalls as embed } from './contract/embed.js';
import type { escrowCalls as escrow } from './contract/escrow.js';
import type { fileCalls as file } from './contract/file.js';
import type { imageModelCalls as imageModel } from './contract/imageModel.js';
import type { membershipCalls as membership } from './contract/membership.js';
import type { messageCalls as message } from './contract/message.js';
import type { modelCalls as model } from './contract/model.js';
import type { modelPageCalls as modelPage } from './contract/modelPage.js';
import type { openApiCalls as openApi } from './contract/openApi.js';
import type { orderCalls as order } from './contract/order.js';
import type { pointsCalls as points } from './contract/points.js';
import type { providerCalls as provider } from './contract/provider.js';
import type { shelfCalls as shelf } from './contract/shelf.js';
import type { showroomCalls as showroom } from './contract/showroom.js';
import type { socialCalls as social } from './contract/social.js';
import type { spaceCalls as space } from './contract/space.js';
import type { statisticsCalls as statistics } from './contract/statistics.js';
import type { systemCalls as system } from './contract/system.js';
import type { wechatCalls as wechat } from './contract/wechat.js';

export const accountCalls = {
  checkToken: { method: 'GET', path: 'account/checkToken', auth: 'none' } as CallRef<typeof account.checkToken>,
  captcha: { method: 'POST', path: 'sms/captcha', auth: 'none' } as CallRef<typeof account.captcha>,
  captchaImage: { method: 'GET', path: 'account/validCode', auth: 'none', raw: true } as CallRef<typeof account.captchaImage>,
  sendCode: { method: 'POST', path: 'account/sendCode', auth: 'none' } as CallRef<typeof account.sendCode>,
  register: { method: 'POST', path: 'account/regist', auth: 'none' } as CallRef<typeof account.register>,
  login: { method: 'POST', path: 'account/login', auth: 'none' } as CallRef<typeof account.login>,
  loginByCode: { method: 'POST', path: 'account/loginByCode', auth: 'none' } as CallRef<typeof account.loginByCode>,
  resetPassword: { method: 'POST', path: 'account/editPasswordByCode', auth: 'none' } as CallRef<typeof account.resetPassword>,
  checkLoginFree: { method: 'POST', path: 'account/check', auth: 'none' } as CallRef<typeof account.checkLoginFree>,
  changeLogin: { method: 'POST', path: 'account/changeLogin', auth: 'user' } as CallRef<typeof account.changeLogin>,
  user: { method: 'GET', path: 'account/getUser', auth: 'user' } as CallRef<typeof account.user>,
  rights: { method: 'GET', path: 'account/getRight', auth: 'user' } as CallRef<typeof account.rights>,
  userByLogin: { method: 'POST', path: 'account/getByLogin', auth: 'user' } as CallRef<typeof account.userByLogin>,
  userByToken: { method: 'GET', path: 'account/getUserInfoByToken', auth: 'none' } as CallRef<typeof account.userByToken>,
  logout: { method: 'GET', path: 'account/loginout', auth: 'user' } as CallRef<typeof account.logout>,
  addIdentity: { method: 'GET', path: 'account/addUserIdentity', auth: 'user' } as CallRef<typeof account.addIdentity>,
  identities: { method: 'GET', path: 'account/identityList', auth: 'user' } as CallRef<typeof account.identities>,
  centre: { method: 'GET', path: 'usercenter/user/info', auth: 'user' } as CallRef<typeof account.centre>,
  smsLog: { method: 'POST', path: 'wechat/getSmSendLog', auth: 'operator' } as CallRef<typeof account.smsLog>,
};

export const brandingCalls = {
  logo: { method: 'GET', path: 'model/logo', auth: 'user' } as CallRef<typeof branding.logo>,
  saveLogo: { method: 'POST', path: 'model/saveLogo', auth: 'user' } as CallRef<typeof branding.saveLogo>,
  removeLogo: { method: 'POST', path: 'model/removeLogo', auth: 'user' } as CallRef<typeof branding.removeLogo>,
  cover: { method: 'GET', path: 'model/cover', auth: 'user' } as CallRef<typeof branding.cover>,
  saveCover: { method: 'POST', path: 'model/saveCover', auth: 'user' } as CallRef<typeof branding.saveCover>,
  restoreCover: { method: 'POST', path: 'model/restoreCover', auth: 'user' } as CallRef<typeof branding.restoreCover>,
  watermark: { method: 'GET', path: 'model/watermark', auth: 'user' } as CallRef<typeof branding.watermark>,
  saveWatermark: { method: 'POST', path: 'model/saveWatermark', auth: 'user' } as CallRef<typeof branding.saveWatermark>,
};

export const cashoutCalls = {
  incomeList: { method: 'GET', path: 'modelorder/modelInocmelist', auth: 'user' } as CallRef<typeof cashout.incomeList>,
  earnings: { method: 'GET', path: 'modelorder/earningsSummary', auth: 'user' } as CallRef<typeof cashout.earnings>,
  uploadCardPic: { method: 'POST', path: 'modelorder/uploadCardPicFile', auth: 'user', multipart: true } as CallRef<typeof cashout.uploadCardPic>,
  addAccount: { method: 'POST', path: 'cashout/add', auth: 'user' } as CallRef<typeof cashout.addAccount>,
  accounts: { method: 'GET', path: 'cashout/list', auth: 'user' } as CallRef<typeof cashout.accounts>,
  deleteAccount: { method: 'POST', path: 'cashout/delete', auth: 'user' } as CallRef<typeof cashout.deleteAccount>,
  apply: { method: 'POST', path: 'cashout/addCashout', auth: 'user' } as CallRef<typeof cashout.apply>,
  myCashouts: { method: 'GET', path: 'modelorder/userCashoutOrderList', auth: 'user' } as CallRef<typeof cashout.myCashouts>,
  adminList: { method: 'GET', path: 'cashout/admin/list', auth: 'operator' } as CallRef<typeof cashout.adminList>,
  adminExport: { method: 'GET', path: 'cashout/admin/export', auth: 'operator', raw: true } as CallRef<typeof cashout.adminExport>,
  approve: { method: 'POST', path: 'cashout/admin/approve', auth: 'operator' } as CallRef<typeof cashout.approve>,
  reject: { method: 'POST', path: 'cashout/admin/reject', auth: 'operator' } as CallRef<typeof cashout.reject>,
};

export const businessCalls = {
  getCertification: { method: 'GET', path: 'user/getCertification', auth: 'user' } as CallRef<typeof business.getCertification>,
  commitCertification: { method: 'POST', path: 'user/commitCertification', auth: 'user' } as CallRef<typeof business.commitCertification>,
  certificationQueue: { method: 'GET', path: 'admin/certification/list', auth: 'operator' } as CallRef<typeof business.certificationQueue>,
  reviewCertification: { method: 'POST', path: 'admin/certification/review', auth: 'operator' } as CallRef<typeof business.reviewCertification>,
  sendCode: { method: 'POST', path: 'account/txSendCode', auth: 'user' } as CallRef<typeof business.sendCode>,
  editAccount: { method: 'POST', path: 'account/editAccount', auth: 'user' } as CallRef<typeof business.editAccount>,
  childList: { method: 'GET', path: 'account/childList', auth: 'user' } as CallRef<typeof business.childList>,
  deleteChild: { method: 'POST', path: 'account/deleteUser', auth: 'user' } as CallRef<typeof business.deleteChild>,
  activity: { method: 'GET', path: 'account/childActivity', auth: 'user' } as CallRef<typeof business.activity>,
  companyInfo: { method: 'GET', path: 'company/info', auth: 'user' } as CallRef<typeof business.companyInfo>,
  saveCompany: { method: 'POST', path: 'api/company/save', auth: 'user' } as CallRef<typeof business.saveCompany>,
  saveBrand: { method: 'POST', path: 'company/brand/save', auth: 'user' } as CallRef<typeof business.saveBrand>,
  deleteBrand: { method: 'POST', path: 'company/brand/delete', auth: 'user' } as CallRef<typeof business.deleteBrand>,
};

export const catalogueCalls = {
  list: { method: 'GET', path: 'model/list', auth: 'none' } as CallRef<typeof catalogue.list>,
  homeList: { method: 'GET', path: 'home/getModelList', auth: 'none' } as CallRef<typeof catalogue.homeList>,
  suggest: { method: 'GET', path: 'model/searchSuggest', auth: 'none' } as CallRef<typeof catalogue.suggest>,
  searchFacets: { method: 'GET', path: 'model/searchFacets', auth: 'none' } as CallRef<typeof catalogue.searchFacets>,
  synonyms: { method: 'GET', path: 'search/getSynonyms', auth: 'operator' } as CallRef<typeof catalogue.synonyms>,
  saveSynonyms: { method: 'POST', path: 'search/saveSynonyms', auth: 'operator' } as CallRef<typeof catalogue.saveSynonyms>,
  homeLists: { method: 'GET', path: 'model/getModelPolymerization', auth: 'none' } as CallRef<typeof catalogue.homeLists>,
  trades: { method: 'GET', path: 'model/getDistinctTrade', auth: 'none' } as CallRef<typeof catalogue.trades>,
  filters: { method: 'GET', path: 'classification/getDataAll', auth: 'none' } as CallRef<typeof catalogue.filters>,
  types: { method: 'GET', path: 'model/typeList', auth: 'none' } as CallRef<typeof catalogue.types>,
  typeGroups: { method: 'GET', path: 'model/typeAllList', auth: 'none' } as CallRef<typeof catalogue.typeGroups>,
};

export const contentCalls = {
  helpAll: { method: 'GET', path: 'helpManage/getHelpAll', auth: 'none' } as CallRef<typeof content.helpAll>,
  helpInfo: { method: 'GET', path: 'helpManage/getHelpInfo', auth: 'none' } as CallRef<typeof content.helpInfo>,
  versions: { method: 'GET', path: 'helpManage/getversionId', auth: 'none' } as CallRef<typeof content.versions>,
  list: { method: 'GET', path: 'content/list', auth: 'none' } as CallRef<typeof content.list>,
  page: { method: 'GET', path: 'content/page', auth: 'none' } as CallRef<typeof content.page>,
  homeBanners: { method: 'GET', path: 'home/getBannerList', auth: 'none' } as CallRef<typeof content.homeBanners>,
  bannerClick: { method: 'POST', path: 'home/banner/click', auth: 'none' } as CallRef<typeof content.bannerClick>,
  banners: { method: 'GET', path: 'public/banner', auth: 'none' } as CallRef<typeof content.banners>,
  ad: { method: 'GET', path: 'advertising/queryByAdvertisingId', auth: 'none' } as CallRef<typeof content.ad>,
  activityPopup: { method: 'GET', path: 'activity/getActivityPage', auth: 'optional' } as CallRef<typeof content.activityPopup>,
  activityBrowse: { method: 'POST', path: 'activity/addBrowseCount', auth: 'none' } as CallRef<typeof content.activityBrowse>,
  joinActivity: { method: 'POST', path: 'user/activity/add', auth: 'user' } as CallRef<typeof content.joinActivity>,
  myActivities: { method: 'GET', path: 'user/activity/brown', auth: 'user' } as CallRef<typeof content.myActivities>,
  cooperate: { method: 'POST', path: 'businessCooperation/create', auth: 'optional' } as CallRef<typeof content.cooperate>,
  feedback: { method: 'POST', path: 'feedback/create', auth: 'user' } as CallRef<typeof content.feedback>,
  myFeedback: { method: 'GET', path: 'feedback/my', auth: 'user' } as CallRef<typeof content.myFeedback>,
  myInvite: { method: 'GET', path: 'invite/my', auth: 'user' } as CallRef<typeof content.myInvite>,
  bindInvite: { method: 'POST', path: 'invite/bind', auth: 'user' } as CallRef<typeof content.bindInvite>,
  adminList: { method: 'GET', path: 'content/admin/list', auth: 'operator' } as CallRef<typeof content.adminList>,
  adminDetail: { method: 'GET', path: 'content/admin/detail', auth: 'operator' } as CallRef<typeof content.adminDetail>,
  save: { method: 'POST', path: 'content/admin/save', auth: 'operator' } as CallRef<typeof content.save>,
  act: { method: 'POST', path: 'content/admin/action', auth: 'operator' } as CallRef<typeof content.act>,
  preview: { method: 'POST', path: 'content/admin/preview', auth: 'operator' } as CallRef<typeof content.preview>,
  leads: { method: 'GET', path: 'businessCooperation/admin/list', auth: 'operator' } as CallRef<typeof content.leads>,
  feedbackList: { method: 'GET', path: 'feedback/admin/list', auth: 'operator' } as CallRef<typeof content.feedbackList>,
  replyFeedback: { method: 'POST', path: 'feedback/admin/reply', auth: 'operator' } as CallRef<typeof content.replyFeedback>,
};

export const conversionCalls = {
  upload: { method: 'POST', path: 'modelConvert/upload', auth: 'user', multipart: true } as CallRef<typeof conversion.upload>,
  save: { method: 'POST', path: 'modelConvert/save', auth: 'user' } as CallRef<typeof conversion.save>,
  list: { method: 'GET', path: 'modelConvert/list', auth: 'user' } as CallRef<typeof conversion.list>,
  counts: { method: 'GET', path: 'modelConvert/counts', auth: 'user' } as CallRef<typeof conversion.counts>,
  updateByStatus: { method: 'POST', path: 'modelConvert/updateByStatus', auth: 'user' } as CallRef<typeof conversion.updateByStatus>,
  remove: { method: 'POST', path: 'modelConvert/remove', auth: 'user' } as CallRef<typeof conversion.remove>,
  download: { method: 'GET', path: 'modelConvert/download', auth: 'user', raw: true } as CallRef<typeof conversion.download>,
};

export const demandCalls = {
  options: { method: 'GET', path: 'show/getTradeType', auth: 'none' } as CallRef<typeof demand.options>,
  list: { method: 'GET', path: 'need/getList', auth: 'optional' } as CallRef<typeof demand.list>,
  homeList: { method: 'GET', path: 'need/needList', auth: 'none' } as CallRef<typeof demand.homeList>,
  detail: { method: 'GET', path: 'need/getNeed', auth: 'optional' } as CallRef<typeof demand.detail>,
  bids: { method: 'GET', path: 'need/getBidList', auth: 'optional' } as CallRef<typeof demand.bids>,
  myBid: { method: 'GET', path: 'need/getBidVoByUser', auth: 'user' } as CallRef<typeof demand.myBid>,
  counts: { method: 'GET', path: 'need/getUserNeedCountData', auth: 'user' } as CallRef<typeof demand.counts>,
  mine: { method: 'GET', path: 'user/getUserNeedInfo', auth: 'user' } as CallRef<typeof demand.mine>,
  myBids: { method: 'GET', path: 'user/getJmsNeedInfo', auth: 'user' } as CallRef<typeof demand.myBids>,
  create: { method: 'POST', path: 'need/create', auth: 'user' } as CallRef<typeof demand.create>,
  update: { method: 'POST', path: 'need/update', auth: 'user' } as CallRef<typeof demand.update>,
  cancel: { method: 'POST', path: 'need/cancel', auth: 'user' } as CallRef<typeof demand.cancel>,
  bid: { method: 'POST', path: 'need/needBid', auth: 'user' } as CallRef<typeof demand.bid>,
  withdrawBid: { method: 'POST', path: 'need/cancelBid', auth: 'user' } as CallRef<typeof demand.withdrawBid>,
  chooseBid: { method: 'POST', path: 'need/chooseBid', auth: 'user' } as CallRef<typeof demand.chooseBid>,
  deliver: { method: 'POST', path: 'need/deliver', auth: 'user' } as CallRef<typeof demand.deliver>,
  requestChange: { method: 'POST', path: 'need/requestChange', auth: 'user' } as CallRef<typeof demand.requestChange>,
  accept: { method: 'POST', path: 'need/finishNeed', auth: 'user' } as CallRef<typeof demand.accept>,
  evaluate: { method: 'POST', path: 'need/userScore', auth: 'user' } as CallRef<typeof demand.evaluate>,
  reviewList: { method: 'GET', path: 'need/admin/reviewList', auth: 'operator' } as CallRef<typeof demand.reviewList>,
  approve: { method: 'POST', path: 'need/admin/approve', auth: 'operator' } as CallRef<typeof demand.approve>,
  reject: { method: 'POST', path: 'need/admin/reject', auth: 'operator' } as CallRef<typeof demand.reject>,
};

export const downloadCalls = {
  check: { method: 'GET', path: 'model/downloadCheck', auth: 'user' } as CallRef<typeof download.check>,
  download: { method: 'GET', path: 'model/download', auth: 'user', raw: true } as CallRef<typeof download.download>,
};

export const embedCalls = {
  view: { method: 'POST', path: 'embed/view', auth: 'optional' } as CallRef<typeof embed.view>,
  count: { method: 'GET', path: 'embed/count', auth: 'optional' } as CallRef<typeof embed.count>,
  leaderboard: { method: 'GET', path: 'embed/leaderboard', auth: 'none' } as CallRef<typeof embed.leaderboard>,
};

export const escrowCalls = {
  fund: { method: 'POST', path: 'need/escrow/fund', auth: 'user' } as CallRef<typeof escrow.fund>,
  dispute: { method: 'POST', path: 'need/dispute/open', auth: 'user' } as CallRef<typeof escrow.dispute>,
  respond: { method: 'POST', path: 'need/dispute/respond', auth: 'user' } as CallRef<typeof escrow.respond>,
  queue: { method: 'GET', path: 'need/admin/disputes', auth: 'operator' } as CallRef<typeof escrow.queue>,
  decide: { method: 'POST', path: 'need/admin/decideDispute', auth: 'operator' } as CallRef<typeof escrow.decide>,
};

export const fileCalls = {
  upload: { method: 'POST', path: 'common/file/upload', auth: 'user' } as CallRef<typeof file.upload>,
  usage: { method: 'GET', path: 'common/file/usage', auth: 'user' } as CallRef<typeof file.usage>,
  tusStatus: { method: 'GET', path: 'common/file/tusStatus', auth: 'user' } as CallRef<typeof file.tusStatus>,
  read: { method: 'GET', path: 'common/file/:fileId', auth: 'optional', raw: true } as CallRef<typeof file.read>,
};

export const imageModelCalls = {
  create: { method: 'POST', path: 'modelImg/createImgModel', auth: 'user' } as CallRef<typeof imageModel.create>,
  update: { method: 'POST', path: 'modelImg/updateImgModel', auth: 'user' } as CallRef<typeof imageModel.update>,
  info: { method: 'GET', path: 'modelImg/info', auth: 'optional' } as CallRef<typeof imageModel.info>,
  list: { method: 'GET', path: 'modelImg/list', auth: 'optional' } as CallRef<typeof imageModel.list>,
};

export const membershipCalls = {
  packages: { method: 'GET', path: 'combopack/detail', auth: 'optional' } as CallRef<typeof membership.packages>,
  roles: { method: 'GET', path: 'combopack/role', auth: 'none' } as CallRef<typeof membership.roles>,
  savePackage: { method: 'POST', path: 'combopack/save', auth: 'operator' } as CallRef<typeof membership.savePackage>,
  grant: { method: 'POST', path: 'rolerecord/recordrole', auth: 'operator' } as CallRef<typeof membership.grant>,
  revoke: { method: 'POST', path: 'rolerecord/revoke', auth: 'operator' } as CallRef<typeof membership.revoke>,
  audit: { method: 'GET', path: 'rolerecord/audit', auth: 'operator' } as CallRef<typeof membership.audit>,
  myRoles: { method: 'GET', path: 'rolerecord/find', auth: 'user' } as CallRef<typeof membership.myRoles>,
  checkRole: { method: 'GET', path: 'rolerecord/checkrole', auth: 'optional' } as CallRef<typeof membership.checkRole>,
  grants: { method: 'GET', path: 'rolerecord/list', auth: 'user' } as CallRef<typeof membership.grants>,
  checkDisk: { method: 'GET', path: 'rolerecord/checkroledisk', auth: 'user' } as CallRef<typeof membership.checkDisk>,
  diskRecords: { method: 'GET', path: 'rolerecord/recordroledisk', auth: 'user' } as CallRef<typeof membership.diskRecords>,
  packVersion: { method: 'GET', path: 'order/my/packversion', auth: 'user' } as CallRef<typeof membership.packVersion>,
};

export const messageCalls = {
  unread: { method: 'GET', path: 'message/getUnRead', auth: 'user' } as CallRef<typeof message.unread>,
  latestUnread: { method: 'GET', path: 'message/messageUnread', auth: 'user' } as CallRef<typeof message.latestUnread>,
  stream: { method: 'GET', path: 'message/stream', auth: 'user', raw: true } as CallRef<typeof message.stream>,
  list: { method: 'GET', path: 'message/getList', auth: 'user' } as CallRef<typeof message.list>,
  markRead: { method: 'POST', path: 'message/updateRead', auth: 'user' } as CallRef<typeof message.markRead>,
  markAllRead: { method: 'POST', path: 'message/updateAllRead', auth: 'user' } as CallRef<typeof message.markAllRead>,
  remove: { method: 'POST', path: 'message/delete', auth: 'user' } as CallRef<typeof message.remove>,
};

export const modelCalls = {
  upload: { method: 'POST', path: 'model/uploadModel', auth: 'user' } as CallRef<typeof model.upload>,
  processStatus: { method: 'GET', path: 'model/processStatus', auth: 'user' } as CallRef<typeof model.processStatus>,
  record: { method: 'GET', path: 'model/record', auth: 'user' } as CallRef<typeof model.record>,
  compress: { method: 'POST', path: 'modelextend/compress', auth: 'user' } as CallRef<typeof model.compress>,
  file: { method: 'GET', path: 'model/file/:modelCode/:name', auth: 'optional', raw: true } as CallRef<typeof model.file>,
  protectedFile: { method: 'GET', path: 'model/viewFile/:modelCode/:name', auth: 'optional', raw: true } as CallRef<typeof model.protectedFile>,
};

export const modelPageCalls = {
  detail: { method: 'GET', path: 'model/detail', auth: 'optional' } as CallRef<typeof modelPage.detail>,
  unlock: { method: 'POST', path: 'model/unlock', auth: 'none' } as CallRef<typeof modelPage.unlock>,
  viewerPresets: { method: 'GET', path: 'gbImage/queryImage', auth: 'none' } as CallRef<typeof modelPage.viewerPresets>,
  arCheck: { method: 'GET', path: 'armodel/checkArModel', auth: 'optional' } as CallRef<typeof modelPage.arCheck>,
};

export const openApiCalls = {
  createKey: { method: 'POST', path: 'account/createOpenUser', auth: 'user' } as CallRef<typeof openApi.createKey>,
  info: { method: 'GET', path: 'account/getOpenUserInfo', auth: 'user' } as CallRef<typeof openApi.info>,
  revokeKey: { method: 'POST', path: 'account/revokeOpenUser', auth: 'user' } as CallRef<typeof openApi.revokeKey>,
  signature: { method: 'GET', path: 'home/signature', auth: 'none' } as CallRef<typeof openApi.signature>,
  models: { method: 'GET', path: 'open/models', auth: 'openApi' } as CallRef<typeof openApi.models>,
  model: { method: 'GET', path: 'open/model', auth: 'openApi' } as CallRef<typeof openApi.model>,
  upload: { method: 'POST', path: 'open/model/upload', auth: 'openApi' } as CallRef<typeof openApi.upload>,
  stats: { method: 'GET', path: 'open/statistics', auth: 'openApi' } as CallRef<typeof openApi.stats>,
  shows: { method: 'GET', path: 'open/shows', auth: 'openApi' } as CallRef<typeof openApi.shows>,
  show: { method: 'GET', path: 'open/show', auth: 'openApi' } as CallRef<typeof openApi.show>,
  publishShow: { method: 'POST', path: 'open/show/publish', auth: 'openApi' } as CallRef<typeof openApi.publishShow>,
  unpublishShow: { method: 'POST', path: 'open/show/unpublish', auth: 'openApi' } as CallRef<typeof openApi.unpublishShow>,
};

export const orderCalls = {
  addCoinOrder: { method: 'POST', path: 'jianmo/coin/addCoinOrder', auth: 'user' } as CallRef<typeof order.addCoinOrder>,
  submitCoinOrder: { method: 'POST', path: 'jianmo/coin/submitCoinOrder', auth: 'user' } as CallRef<typeof order.submitCoinOrder>,
  findCoinOrder: { method: 'GET', path: 'jianmo/coin/findCoinOrder', auth: 'user' } as CallRef<typeof order.findCoinOrder>,
  coinQrCode: { method: 'GET', path: 'jianmo/coin/getWXPayQCode', auth: 'user' } as CallRef<typeof order.coinQrCode>,
  coinOrders: { method: 'GET', path: 'jianmo/coin/list', auth: 'user' } as CallRef<typeof order.coinOrders>,
  closeCoinOrder: { method: 'POST', path: 'jianmo/coin/closeCoinOrder', auth: 'user' } as CallRef<typeof order.closeCoinOrder>,
  addModelOrder: { method: 'POST', path: 'modelorder/addOrder', auth: 'user' } as CallRef<typeof order.addModelOrder>,
  submitModelOrder: { method: 'POST', path: 'modelorder/submitOrder', auth: 'user' } as CallRef<typeof order.submitModelOrder>,
  deals: { method: 'GET', path: 'modelorder/deallist', auth: 'user' } as CallRef<typeof order.deals>,
  feedback: { method: 'POST', path: 'modelorder/feedBack', auth: 'user' } as CallRef<typeof order.feedback>,
  confirm: { method: 'POST', path: 'modelorder/sureOrder', auth: 'user' } as CallRef<typeof order.confirm>,
  dealDetail: { method: 'GET', path: 'modelorder/dealDetail', auth: 'user' } as CallRef<typeof order.dealDetail>,
  myOrders: { method: 'GET', path: 'order/my/list', auth: 'user' } as CallRef<typeof order.myOrders>,
  myCounts: { method: 'GET', path: 'order/my/count', auth: 'user' } as CallRef<typeof order.myCounts>,
  detail: { method: 'GET', path: 'order/detail', auth: 'user' } as CallRef<typeof order.detail>,
  cancel: { method: 'POST', path: 'order/cancel', auth: 'user' } as CallRef<typeof order.cancel>,
  packageOrder: { method: 'POST', path: 'order/submit/order', auth: 'user' } as CallRef<typeof order.packageOrder>,
  changePayType: { method: 'POST', path: 'order/edit/payType', auth: 'user' } as CallRef<typeof order.changePayType>,
  pay: { method: 'POST', path: 'order/payPrice/order', auth: 'user' } as CallRef<typeof order.pay>,
  wxPay: { method: 'POST', path: 'pay/user/wxPay', auth: 'user' } as CallRef<typeof order.wxPay>,
  aliPay: { method: 'POST', path: 'pay/user/alipay', auth: 'user' } as CallRef<typeof order.aliPay>,
  wxPayNotify: { method: 'POST', path: 'pay/wxpay', auth: 'none', raw: true } as CallRef<typeof order.wxPayNotify>,
  aliPayNotify: { method: 'POST', path: 'pay/alipay', auth: 'none', raw: true } as CallRef<typeof order.aliPayNotify>,
  sandboxNotify: { method: 'POST', path: 'pay/notify/sandbox', auth: 'none', raw: true } as CallRef<typeof order.sandboxNotify>,
  payOptions: { method: 'GET', path: 'pay/options', auth: 'user' } as CallRef<typeof order.payOptions>,
  bills: { method: 'GET', path: 'pay/transaction/list', auth: 'user' } as CallRef<typeof order.bills>,
  recentShopping: { method: 'GET', path: 'recent/shopping', auth: 'user' } as CallRef<typeof order.recentShopping>,
  adminOrders: { method: 'GET', path: 'order/admin/list', auth: 'operator' } as CallRef<typeof order.adminOrders>,
  adminRefund: { method: 'POST', path: 'order/admin/refund', auth: 'operator' } as CallRef<typeof order.adminRefund>,
  adminNotices: { method: 'GET', path: 'pay/admin/notices', auth: 'operator' } as CallRef<typeof order.adminNotices>,
  adminResolveNotice: { method: 'POST', path: 'pay/admin/notice/resolve', auth: 'operator' } as CallRef<typeof order.adminResolveNotice>,
};

export const pointsCalls = {
  panel: { method: 'GET', path: 'userintegral/pannel', auth: 'user' } as CallRef<typeof points.panel>,
  add: { method: 'POST', path: 'userintegral/add', auth: 'user' } as CallRef<typeof points.add>,
  scoreList: { method: 'GET', path: 'userintegral/scoreList', auth: 'user' } as CallRef<typeof points.scoreList>,
  dayTaskList: { method: 'GET', path: 'userintegral/dayTaskList', auth: 'user' } as CallRef<typeof points.dayTaskList>,
  shareVisit: { method: 'POST', path: 'userintegral/shareVisit', auth: 'user' } as CallRef<typeof points.shareVisit>,
  goods: { method: 'GET', path: 'integral/list', auth: 'optional' } as CallRef<typeof points.goods>,
  saveGoods: { method: 'POST', path: 'integral/save', auth: 'operator' } as CallRef<typeof points.saveGoods>,
  exchange: { method: 'POST', path: 'integral/exchange', auth: 'user' } as CallRef<typeof points.exchange>,
  myRedemptions: { method: 'GET', path: 'integral/myExchangeList', auth: 'user' } as CallRef<typeof points.myRedemptions>,
  redemptions: { method: 'GET', path: 'integral/exchangeList', auth: 'operator' } as CallRef<typeof points.redemptions>,
  ship: { method: 'POST', path: 'integral/ship', auth: 'operator' } as CallRef<typeof points.ship>,
};

export const providerCalls = {
  list: { method: 'GET', path: 'need/serverList', auth: 'none' } as CallRef<typeof provider.list>,
  detail: { method: 'GET', path: 'need/serverInfo', auth: 'none' } as CallRef<typeof provider.detail>,
  saveProfile: { method: 'POST', path: 'need/serverProfile/save', auth: 'user' } as CallRef<typeof provider.saveProfile>,
  recommended: { method: 'GET', path: 'home/getIndexJmsList', auth: 'none' } as CallRef<typeof provider.recommended>,
  newest: { method: 'GET', path: 'home/getNewJmsList', auth: 'none' } as CallRef<typeof provider.newest>,
};

export const shelfCalls = {
  userModels: { method: 'GET', path: 'user/models', auth: 'optional' } as CallRef<typeof shelf.userModels>,
  updateInfo: { method: 'POST', path: 'model/updateModelInfo', auth: 'user' } as CallRef<typeof shelf.updateInfo>,
  saveViewerSettings: { method: 'POST', path: 'model/saveViewerSettings', auth: 'user' } as CallRef<typeof shelf.saveViewerSettings>,
  syncStates: { method: 'GET', path: 'model/getSycnStateModels', auth: 'user' } as CallRef<typeof shelf.syncStates>,
  setSynced: { method: 'POST', path: 'model/updateSyncState', auth: 'user' } as CallRef<typeof shelf.setSynced>,
  spaceModels: { method: 'GET', path: 'user/zoomModels', auth: 'optional' } as CallRef<typeof shelf.spaceModels>,
  recentUploads: { method: 'GET', path: 'usercenter/recent/upload', auth: 'user' } as CallRef<typeof shelf.recentUploads>,
  recentCollects: { method: 'GET', path: 'recent/favorite', auth: 'user' } as CallRef<typeof shelf.recentCollects>,
  collects: { method: 'GET', path: 'model/collectList', auth: 'user' } as CallRef<typeof shelf.collects>,
  purchases: { method: 'GET', path: 'user/selectBuyModel', auth: 'user' } as CallRef<typeof shelf.purchases>,
  remove: { method: 'POST', path: 'model/deleteModel', auth: 'user' } as CallRef<typeof shelf.remove>,
  restore: { method: 'POST', path: 'model/restoresModel', auth: 'user' } as CallRef<typeof shelf.restore>,
  recycleBin: { method: 'GET', path: 'user/userRecycleBin', auth: 'user' } as CallRef<typeof shelf.recycleBin>,
  purge: { method: 'POST', path: 'user/userRecycleClear', auth: 'user' } as CallRef<typeof shelf.purge>,
  purgeAll: { method: 'POST', path: 'user/userRecycleClearAll', auth: 'user' } as CallRef<typeof shelf.purgeAll>,
  statsChart: { method: 'GET', path: 'model/statsChart', auth: 'user' } as CallRef<typeof shelf.statsChart>,
};

export const showroomCalls = {
  hallList: { method: 'GET', path: 'exhibitionHall/getHallList', auth: 'none' } as CallRef<typeof showroom.hallList>,
  homeHallList: { method: 'GET', path: 'home/getHallList', auth: 'none' } as CallRef<typeof showroom.homeHallList>,
  themeShowPage: { method: 'GET', path: 'show/getThemeShowPage', auth: 'none' } as CallRef<typeof showroom.themeShowPage>,
  myShows: { method: 'GET', path: 'show/myShows', auth: 'user' } as CallRef<typeof showroom.myShows>,
  detail: { method: 'GET', path: 'show/getShow', auth: 'optional' } as CallRef<typeof showroom.detail>,
  save: { method: 'POST', path: 'show/save', auth: 'user' } as CallRef<typeof showroom.save>,
  saveModels: { method: 'POST', path: 'show/saveModels', auth: 'user' } as CallRef<typeof showroom.saveModels>,
  publish: { method: 'POST', path: 'show/publish', auth: 'user' } as CallRef<typeof showroom.publish>,
  unpublish: { method: 'POST', path: 'show/unpublish', auth: 'user' } as CallRef<typeof showroom.unpublish>,
  unlock: { method: 'POST', path: 'show/unlock', auth: 'optional' } as CallRef<typeof showroom.unlock>,
  scene: { method: 'GET', path: 'show/getScene', auth: 'optional' } as CallRef<typeof showroom.scene>,
  visit: { method: 'POST', path: 'show/visit', auth: 'optional' } as CallRef<typeof showroom.visit>,
  qrCode: { method: 'GET', path: 'show/qrCode', auth: 'none', raw: true } as CallRef<typeof showroom.qrCode>,
  showModels: { method: 'GET', path: 'show/getShowModels', auth: 'optional' } as CallRef<typeof showroom.showModels>,
  selectModels: { method: 'GET', path: 'show/selectModels', auth: 'user' } as CallRef<typeof showroom.selectModels>,
  caseList: { method: 'GET', path: 'show/getCaseList', auth: 'none' } as CallRef<typeof showroom.caseList>,
  setCase: { method: 'POST', path: 'show/setCase', auth: 'operator' } as CallRef<typeof showroom.setCase>,
  useCase: { method: 'POST', path: 'show/useCase', auth: 'user' } as CallRef<typeof showroom.useCase>,
  compilationList: { method: 'GET', path: 'compilation/getList', auth: 'none' } as CallRef<typeof showroom.compilationList>,
  compilationDetail: { method: 'GET', path: 'compilation/getDetail', auth: 'optional' } as CallRef<typeof showroom.compilationDetail>,
  myCompilations: { method: 'GET', path: 'compilation/myList', auth: 'user' } as CallRef<typeof showroom.myCompilations>,
  saveCompilation: { method: 'POST', path: 'compilation/save', auth: 'user' } as CallRef<typeof showroom.saveCompilation>,
  deleteCompilation: { method: 'POST', path: 'compilation/delete', auth: 'user' } as CallRef<typeof showroom.deleteCompilation>,
  featureCompilation: { method: 'POST', path: 'compilation/feature', auth: 'operator' } as CallRef<typeof showroom.featureCompilation>,
};

export const socialCalls = {
  like: { method: 'POST', path: 'model/like', auth: 'user' } as CallRef<typeof social.like>,
  collect: { method: 'POST', path: 'model/collect', auth: 'user' } as CallRef<typeof social.collect>,
  comments: { method: 'GET', path: 'model/comment/list', auth: 'optional' } as CallRef<typeof social.comments>,
  addComment: { method: 'POST', path: 'model/comment/add', auth: 'user' } as CallRef<typeof social.addComment>,
  deleteComment: { method: 'POST', path: 'model/comment/delete', auth: 'user' } as CallRef<typeof social.deleteComment>,
  follow: { method: 'POST', path: 'user/fans', auth: 'user' } as CallRef<typeof social.follow>,
  fanPanel: { method: 'GET', path: 'user/fans/pannel', auth: 'user' } as CallRef<typeof social.fanPanel>,
  people: { method: 'GET', path: 'user/fans/list', auth: 'optional' } as CallRef<typeof social.people>,
  userCard: { method: 'GET', path: 'user/fans/info', auth: 'optional' } as CallRef<typeof social.userCard>,
  myFans: { method: 'GET', path: 'user/getMyUserFans', auth: 'user' } as CallRef<typeof social.myFans>,
  setRemark: { method: 'POST', path: 'user/fans/update', auth: 'user' } as CallRef<typeof social.setRemark>,
};

export const spaceCalls = {
  gallery: { method: 'GET', path: 'user/getUserBanner', auth: 'none' } as CallRef<typeof space.gallery>,
  bannerConfig: { method: 'GET', path: 'user/getBannerConfig', auth: 'optional' } as CallRef<typeof space.bannerConfig>,
  saveBannerConfig: { method: 'POST', path: 'user/saveBannerConfig', auth: 'user' } as CallRef<typeof space.saveBannerConfig>,
  tourDone: { method: 'POST', path: 'user/spaceTourDone', auth: 'user' } as CallRef<typeof space.tourDone>,
  counts: { method: 'GET', path: 'personal/detialCount', auth: 'optional' } as CallRef<typeof space.counts>,
  showType: { method: 'GET', path: 'user/myShowType', auth: 'optional' } as CallRef<typeof space.showType>,
  visit: { method: 'POST', path: 'uservistor/add', auth: 'user' } as CallRef<typeof space.visit>,
  visitorPanel: { method: 'GET', path: 'uservistor/pannel', auth: 'user' } as CallRef<typeof space.visitorPanel>,
  visitors: { method: 'GET', path: 'uservistor/list', auth: 'user' } as CallRef<typeof space.visitors>,
};

export const statisticsCalls = {
  overview: { method: 'GET', path: 'statistics/overview', auth: 'user' } as CallRef<typeof statistics.overview>,
  daily: { method: 'GET', path: 'statistics/daily', auth: 'user' } as CallRef<typeof statistics.daily>,
  models: { method: 'GET', path: 'statistics/models', auth: 'user' } as CallRef<typeof statistics.models>,
  export: { method: 'GET', path: 'statistics/export', auth: 'user', raw: true } as CallRef<typeof statistics.export>,
  devices: { method: 'GET', path: 'device/getList', auth: 'user' } as CallRef<typeof statistics.devices>,
  addDevice: { method: 'POST', path: 'device/add', auth: 'user' } as CallRef<typeof statistics.addDevice>,
  linkModel: { method: 'POST', path: 'device/linkModel', auth: 'user' } as CallRef<typeof statistics.linkModel>,
  implementList: { method: 'GET', path: 'implement/getList', auth: 'none' } as CallRef<typeof statistics.implementList>,
  implementSave: { method: 'POST', path: 'implement/save', auth: 'operator' } as CallRef<typeof statistics.implementSave>,
  implementDelete: { method: 'POST', path: 'implement/delete', auth: 'operator' } as CallRef<typeof statistics.implementDelete>,
};

export const systemCalls = {
  health: { method: 'GET', path: 'health', auth: 'none' } as CallRef<typeof system.health>,
  siteInfo: { method: 'GET', path: 'system/siteInfo', auth: 'none' } as CallRef<typeof system.siteInfo>,
  openapi: { method: 'GET', path: 'openapi.json', auth: 'none', raw: true } as CallRef<typeof system.openapi>,
};

export const wechatCalls = {
  config: { method: 'GET', path: 'wechat/web/config', auth: 'none' } as CallRef<typeof wechat.config>,
  webLogin: { method: 'GET', path: 'wechat/web/getLoginUser', auth: 'none' } as CallRef<typeof wechat.webLogin>,
  bind: { method: 'POST', path: 'wechat/bindUser', auth: 'none' } as CallRef<typeof wechat.bind>,
  cancelBinding: { method: 'GET', path: 'wechat/web/cancelBinding', auth: 'user' } as CallRef<typeof wechat.cancelBinding>,
  h5Login: { method: 'GET', path: 'wechat/h5/login', auth: 'none', raw: true } as CallRef<typeof wechat.h5Login>,
  qrCode: { method: 'GET', path: 'wechat/publicaccount/qrcode', auth: 'none' } as CallRef<typeof wechat.qrCode>,
  pollQrCode: { method: 'GET', path: 'wechat/publicaccount/getUserInfo', auth: 'none' } as CallRef<typeof wechat.pollQrCode>,
  rebind: { method: 'POST', path: 'wechat/updateWxLogin', auth: 'user' } as CallRef<typeof wechat.rebind>,
  phoneFromCode: { method: 'GET', path: 'wechat/getPhoneCode', auth: 'none' } as CallRef<typeof wechat.phoneFromCode>,
  scheme: { method: 'GET', path: 'personal/generatescheme', auth: 'user' } as CallRef<typeof wechat.scheme>,
  quickMark: { method: 'GET', path: 'personal/quickMark', auth: 'user', raw: true } as CallRef<typeof wechat.quickMark>,
};
