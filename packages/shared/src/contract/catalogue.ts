import { z } from 'zod';
import {
  classificationData,
  modelListQuery,
  modelPage,
  nameCount,
  polymerization,
  searchFacets,
  searchFacetsQuery,
  suggestQuery,
  synonymList,
  suggestResult,
  typeGroups,
  typeListQuery,
} from '../library.js';
import { call } from './call.js';

const TAG = '模型库';

const listSummary =
  '模型列表：只含处理完成、公开且未删除的模型。筛选 type（分类）、trade（行业）、price（all/free/paid）、format（原始格式）；' +
  'sort 为 newest（最新）、views（最多浏览）、collects（最多收藏）、relevance（有关键词时默认按相关度）；keyword 为中文分词全文检索；' +
  'pageSize 最大 100，更大的值按 100 处理';

export const catalogueCalls = {
  list: call({
    method: 'GET',
    path: 'model/list',
    summary: listSummary,
    tag: TAG,
    auth: 'none',
    query: modelListQuery,
    response: modelPage,
  }),
  homeList: call({
    method: 'GET',
    path: 'home/getModelList',
    summary: `首页模型列表（与 model/list 相同）。${listSummary}`,
    tag: TAG,
    auth: 'none',
    query: modelListQuery,
    response: modelPage,
  }),
  suggest: call({
    method: 'GET',
    path: 'model/searchSuggest',
    summary: '搜索框输入提示：与已输入文字匹配的模型名称，最相关的在前',
    tag: TAG,
    auth: 'none',
    query: suggestQuery,
    response: suggestResult,
  }),
  searchFacets: call({
    method: 'GET',
    path: 'model/searchFacets',
    summary:
      '搜索结果的筛选项计数：与关键词匹配的公开模型在各分类、行业与原始格式中的数量（匹配很多时只数最新的一批，capped 为 true）',
    tag: TAG,
    auth: 'none',
    query: searchFacetsQuery,
    response: searchFacets,
  }),
  synonyms: call({
    method: 'GET',
    path: 'search/getSynonyms',
    summary: '搜索同义词表（运营）：每组中的词互相能搜到，如 沙发 = sofa = 长沙发；中文词的拼音也能搜到',
    tag: TAG,
    auth: 'operator',
    response: synonymList,
  }),
  saveSynonyms: call({
    method: 'POST',
    path: 'search/saveSynonyms',
    summary: '替换整张搜索同义词表（运营）：保存后立即用于搜索（其他服务进程一分钟内生效），无需重建索引',
    tag: TAG,
    auth: 'operator',
    body: synonymList,
    response: synonymList,
  }),
  homeLists: call({
    method: 'GET',
    path: 'model/getModelPolymerization',
    summary: '首页聚合数据：最新、最热、免费精选、各行业热门模型与总数（30 秒更新一次）',
    tag: TAG,
    auth: 'none',
    response: polymerization,
  }),
  trades: call({
    method: 'GET',
    path: 'model/getDistinctTrade',
    summary: '有公开模型的行业及其模型数',
    tag: TAG,
    auth: 'none',
    response: z.array(nameCount),
  }),
  filters: call({
    method: 'GET',
    path: 'classification/getDataAll',
    summary: '模型库筛选项：分类（分组）、行业、原始格式、价格与排序方式，各带模型数',
    tag: TAG,
    auth: 'none',
    response: classificationData,
  }),
  types: call({
    method: 'GET',
    path: 'model/typeList',
    summary: '有公开模型的分类及模型数（可按行业 trade），多的在前',
    tag: TAG,
    auth: 'none',
    query: typeListQuery,
    response: z.array(nameCount),
  }),
  typeGroups: call({
    method: 'GET',
    path: 'model/typeAllList',
    summary: '全部模型分类（分组），含各分类的公开模型数',
    tag: TAG,
    auth: 'none',
    response: typeGroups,
  }),
};
