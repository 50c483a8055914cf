import { z } from 'zod';
import { SERVICE_TYPES, TRADES } from './constants.js';
import { DEMAND_LIMITS, evaluationView, modellerBrief, pageOf } from './demands.js';
import { labelled, pageQuery, rowId } from './fields.js';

/** The modelling providers' directory (/modelServer): queries, the profile form and what a card or page shows. */

/** The modeller's own directory profile (/modelServer). */
export const providerProfileBody = z.strictObject({
  intro: labelled(z.string().trim().max(DEMAND_LIMITS.introMax, `简介最多 ${DEMAND_LIMITS.introMax} 个字`), '简介').default(''),
  specialities: labelled(
    z.array(z.enum(SERVICE_TYPES, { error: '擅长服务须从服务类型中选择' })).max(SERVICE_TYPES.length),
    '擅长服务',
  ).default([]),
  trades: labelled(z.array(z.enum(TRADES, { error: '擅长行业须从行业中选择' })).max(TRADES.length), '擅长行业').default([]),
  portfolioLinks: labelled(
    z
      .array(z.url({ protocol: /^https?$/, error: '作品链接须为 http(s) 网址' }).max(500, '作品链接过长'))
      .max(DEMAND_LIMITS.portfolioLinks, `作品链接最多 ${DEMAND_LIMITS.portfolioLinks} 个`),
    '作品链接',
  ).default([]),
});
export type ProviderProfileInput = z.input<typeof providerProfileBody>;

export const PROVIDER_SORTS = ['recommended', 'completed', 'score', 'newest'] as const;
export const providerListQuery = z.strictObject({
  ...pageQuery.shape,
  serviceType: labelled(z.enum(SERVICE_TYPES, { error: '服务类型不正确' }), '服务类型').optional(),
  trade: labelled(z.enum(TRADES, { error: '所属行业不正确' }), '所属行业').optional(),
  keyword: z.string().trim().max(30, '关键词最多 30 个字').optional(),
  /** recommended: completed demands, then score; completed; score; newest: recently joined. */
  sort: labelled(z.enum(PROVIDER_SORTS, { error: '排序方式不正确' }), '排序方式').default('recommended'),
});
export const providerInfoQuery = z.strictObject({
  userId: rowId('用户编号不正确'),
});

export const demandCaseView = z.object({
  code: z.string(),
  title: z.string(),
  serviceType: z.string(),
  trade: z.string(),
  coverUrl: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The buyer's score for this work, when given. */
  score: z.number().nullable(),
});

/** One of a provider's own public models in the library, shown on their card as a thumbnail. */
export const providerWorkView = z.object({
  modelCode: z.string(),
  title: z.string(),
  /** The picture the library's model cards show. */
  cover: z.string().nullable(),
});
export type ProviderWorkView = z.infer<typeof providerWorkView>;

export const providerItem = modellerBrief.extend({
  intro: z.string(),
  specialities: z.array(z.string()),
  trades: z.array(z.string()),
  portfolioLinks: z.array(z.string()),
  inProductionCount: z.number(),
  scoreCount: z.number(),
  /** Up to three recent completed demands. */
  cases: z.array(demandCaseView),
  /** Up to four of their newest public, ready library models. */
  works: z.array(providerWorkView),
  /** How many public, ready library models they have. */
  worksCount: z.number(),
  joinedAt: z.string(),
});
export type ProviderItem = z.infer<typeof providerItem>;
export const providerPage = pageOf(providerItem);

export const providerInfo = providerItem.extend({
  /** Up to twenty evaluations received from buyers, newest first. */
  evaluations: z.array(evaluationView),
});
export type ProviderInfo = z.infer<typeof providerInfo>;
