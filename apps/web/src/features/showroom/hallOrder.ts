/**
 * /myhallOrderForm: ordering a custom showroom is a modelling demand of the service type "3D场景建模" (the demand
 * trade's own flow: review, bids, delivery). The form asks showroom words; this turns them into the demand.
 */
import {
  DEMAND_LIMITS,
  SHOW_INDUSTRIES,
  SHOW_KIND_LABELS,
  type ContactType,
  type CreateDemandInput,
  type ShowIndustry,
} from '@moxing/shared';

export const HALL_SERVICE_TYPE = '3D场景建模';

/** The demand trade (TRADES) a showroom industry belongs to. */
const TRADE_OF: Record<ShowIndustry, CreateDemandInput['trade']> = {
  furniture: '泛家居',
  jewellery: '珠宝首饰',
  shoes: '服装鞋包',
  exhibition: '其他',
  museum: '博物馆文创',
};

export interface HallOrderValues {
  brand: string;
  kind: number;
  industry: ShowIndustry;
  /** About how many models the showroom shows. */
  models: number;
  style: string;
  budget: number;
  /** YYYY-MM-DD */
  deadline: string;
  contactType: ContactType;
  contactValue?: string;
}

export const MODEL_COUNT_OPTIONS = [10, 20, 30, 50, 100] as const;

export function hallOrderDemand(v: HallOrderValues): CreateDemandInput {
  const industry = SHOW_INDUSTRIES.find((i) => i.code === v.industry);
  const kind = SHOW_KIND_LABELS[v.kind] ?? '3D展厅';
  const title = `定制${kind}：${v.brand.trim()}`.slice(0, DEMAND_LIMITS.titleMax);
  const description = [
    `为“${v.brand.trim()}”定制一个可在手机和电脑上漫游的${kind}。`,
    `行业：${industry?.name ?? '其他'}`,
    `展品数量：约 ${v.models} 件`,
    `风格与要求：${v.style.trim() || '无特别要求'}`,
    '交付：展厅场景模型（GLB），可在本站“我的展厅”中使用。',
  ].join('\n');
  return {
    title,
    serviceType: HALL_SERVICE_TYPE,
    trade: TRADE_OF[v.industry],
    budget: v.budget,
    deadline: v.deadline,
    description: description.slice(0, DEMAND_LIMITS.descriptionMax),
    imageIds: [],
    attachmentIds: [],
    contactType: v.contactType,
    ...(v.contactType === 'platform' ? {} : { contactValue: v.contactValue }),
  };
}
