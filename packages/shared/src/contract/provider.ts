import { z } from 'zod';
import { limitQuery } from '../demands.js';
import {
  providerInfo,
  providerInfoQuery,
  providerItem,
  providerListQuery,
  providerPage,
  providerProfileBody,
} from '../providers.js';
import { call } from './call.js';

const TAG = '建模交易';

/** Modelling providers (建模服务商): the directory, a provider's page, their own profile and the home lists. */
export const providerCalls = {
  list: call({
    method: 'GET',
    path: 'need/serverList',
    summary: '建模服务商目录（/modelServer）：个人建模师、工作室与服务企业，含完成需求数、评分、擅长与案例',
    tag: TAG,
    auth: 'none',
    query: providerListQuery,
    response: providerPage,
  }),
  detail: call({
    method: 'GET',
    path: 'need/serverInfo',
    summary: '建模服务商主页：资料、完成的需求（案例）与需求方评价',
    tag: TAG,
    auth: 'none',
    query: providerInfoQuery,
    response: providerInfo,
  }),
  saveProfile: call({
    method: 'POST',
    path: 'need/serverProfile/save',
    summary: '保存我的服务资料（建模服务方）：简介、擅长服务类型与行业、作品链接',
    tag: TAG,
    auth: 'user',
    bodyType: 'json',
    body: providerProfileBody,
    response: providerInfo,
  }),
  recommended: call({
    method: 'GET',
    path: 'home/getIndexJmsList',
    summary: '首页推荐建模师：按完成需求数与评分排序',
    tag: TAG,
    auth: 'none',
    query: limitQuery,
    response: z.array(providerItem),
  }),
  newest: call({
    method: 'GET',
    path: 'home/getNewJmsList',
    summary: '首页新入驻建模师：按入驻时间排序',
    tag: TAG,
    auth: 'none',
    query: limitQuery,
    response: z.array(providerItem),
  }),
};
