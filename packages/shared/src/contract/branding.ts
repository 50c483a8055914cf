import { modelCover, modelCoverQuery, myLogo, myWatermark, saveCoverBody, saveLogoBody, saveWatermarkBody } from '../branding.js';
import { call } from './call.js';

const MINE = '我的模型';

export const brandingCalls = {
  logo: call({
    method: 'GET',
    path: 'model/logo',
    summary: '我的 Logo（/mymodel/logo）：图片、点击链接与显示位置，以及是否已开通“自定义 Logo”套餐（allowed）',
    tag: MINE,
    auth: 'user',
    response: myLogo,
  }),
  saveLogo: call({
    method: 'POST',
    path: 'model/saveLogo',
    summary:
      '设置我的 Logo（需“自定义 Logo”套餐 LG3，否则 403）：fileId 为 common/file/upload 上传的 PNG/JPEG/WebP 图片（最大 2 MB，' +
      '不传则保留当前图片），link 为点击跳转的 http(s) 网址（可为空），position 为 topLeft/topRight/bottomLeft/bottomRight。' +
      '我的所有模型的查看器与嵌入页都会显示它',
    tag: MINE,
    auth: 'user',
    body: saveLogoBody,
    response: myLogo,
  }),
  removeLogo: call({
    method: 'POST',
    path: 'model/removeLogo',
    summary: '删除我的 Logo，查看器恢复显示平台标志',
    tag: MINE,
    auth: 'user',
    response: myLogo,
  }),
  cover: call({
    method: 'GET',
    path: 'model/cover',
    summary: '模型封面（/mymodel/thumb）：当前封面、是否为自定义封面，以及是否已开通“自定义封面”套餐（allowed）；仅上传者',
    tag: MINE,
    auth: 'user',
    query: modelCoverQuery,
    response: modelCover,
  }),
  saveCover: call({
    method: 'POST',
    path: 'model/saveCover',
    summary:
      '用上传的图片替换模型封面（需“自定义封面”套餐 ZDYJZFM12，否则 403；仅上传者，模型须处理完成）：fileId 为 PNG/JPEG/WebP 图片' +
      '（最大 10 MB，至少 400×300），裁成 4:3 的 1024×768 封面、400×300 列表图和 60×60 缩略图；focus 0-1 为裁剪位置（0 左/上，1 右/下）',
    tag: MINE,
    auth: 'user',
    body: saveCoverBody,
    response: modelCover,
  }),
  restoreCover: call({
    method: 'POST',
    path: 'model/restoreCover',
    summary: '恢复系统渲染的封面（删除自定义封面），仅上传者',
    tag: MINE,
    auth: 'user',
    body: modelCoverQuery,
    response: modelCover,
  }),
  watermark: call({
    method: 'GET',
    path: 'model/watermark',
    summary:
      '我的模型水印（/mymodel/logo）：未开通“去除水印”（SY2）时，模型查看器与嵌入页显示平台水印；开通后按我的选择' +
      '（mode：off 不显示，默认；name 显示我的昵称；platform 显示平台水印）。allowed 为是否已开通，shown 为访客现在看到的水印',
    tag: MINE,
    auth: 'user',
    response: myWatermark,
  }),
  saveWatermark: call({
    method: 'POST',
    path: 'model/saveWatermark',
    summary: '设置我的模型水印（需“去除水印”套餐 SY2，否则 403）：mode 为 off、name 或 platform，对我的全部模型生效',
    tag: MINE,
    auth: 'user',
    body: saveWatermarkBody,
    response: myWatermark,
  }),
};
