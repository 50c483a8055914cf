/** Rules of the build-requirement form (docs/spec/SPEC.md section 9), shared by the desktop and phone pages. */
import { DEMAND_SIDE_TYPES, DEMAND_LIMITS, USER_TYPE_LABELS, type UserInfo, type UserTypeValue } from '@moxing/shared';

export const DEMAND_FORM_FIELDS = [
  'title',
  'serviceType',
  'trade',
  'budget',
  'deadline',
  'description',
  'imageIds',
  'attachmentIds',
  'contactType',
  'contactValue',
] as const;
export type DemandFormField = (typeof DEMAND_FORM_FIELDS)[number];

/** Words in a refusal without `fields` that say which field it is about. */
export const DEMAND_FORM_HINTS: Partial<Record<DemandFormField, readonly string[]>> = {
  title: ['标题'],
  budget: ['预算'],
  deadline: ['截止日期', '截止时间'],
  description: ['描述'],
  imageIds: ['参考图片', '图片'],
  attachmentIds: ['附件'],
  contactValue: ['联系方式', '微信号', '电话'],
};

export const BID_FORM_FIELDS = ['price', 'days', 'message', 'portfolioLinks'] as const;
export type BidFormField = (typeof BID_FORM_FIELDS)[number];
export const BID_FORM_HINTS: Partial<Record<BidFormField, readonly string[]>> = {
  price: ['报价'],
  days: ['工期'],
  message: ['投标说明'],
  portfolioLinks: ['作品链接'],
};

/** Why this account cannot publish a demand, or null when it can. */
export function publishBlockedReason(user: UserInfo | null): string | null {
  if (!user) return null;
  if (DEMAND_SIDE_TYPES.includes(user.type)) return null;
  const name = USER_TYPE_LABELS[user.type as UserTypeValue] ?? '当前身份';
  return `你当前的身份是“${name}”，发布需求需要需求方身份（个人需求方、企业需求方或品牌方）。可以在个人中心添加需求方身份后再发布。`;
}

/** Deadline limits: from today (until 24:00 China time) to one year ahead. */
export function deadlineAllowed(day: string, today: string): boolean {
  if (day < today) return false;
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + 365);
  return day <= limit.toISOString().slice(0, 10);
}

/** Portfolio links typed one per line (or separated by spaces / commas). */
export function splitLinks(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\s,，]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function checkLinks(text: string | undefined): string | null {
  const links = splitLinks(text);
  if (links.length > DEMAND_LIMITS.portfolioLinks) return `作品链接最多 ${DEMAND_LIMITS.portfolioLinks} 个`;
  const bad = links.find((l) => !/^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(l));
  return bad ? `“${bad}”不是有效的网址，请以 http:// 或 https:// 开头` : null;
}

/**
 * A request for a quote from a model's author: a demand addressed to them (need/create's invitedUserId), whose
 * author is told once it is approved. The model page links to /buildRequire with it in the address.
 */
export interface QuoteRequest {
  invitedUserId: number;
  authorName: string;
  title: string;
  description: string;
}

export function quotePath(author: { id: number; nickname: string }, model: { modelCode: string; title: string }): string {
  const p = new URLSearchParams({
    invite: String(author.id),
    author: author.nickname,
    model: model.modelCode,
    modelTitle: model.title,
  });
  return `/buildRequire?${p.toString()}`;
}

export function readQuoteRequest(search: string): QuoteRequest | null {
  const p = new URLSearchParams(search);
  const id = Number(p.get('invite'));
  if (!Number.isInteger(id) || id <= 0) return null;
  const modelTitle = (p.get('modelTitle') ?? '').trim();
  const model = p.get('model') ?? '';
  const named = modelTitle ? `「${modelTitle}」` : '';
  return {
    invitedUserId: id,
    authorName: (p.get('author') ?? '').slice(0, 30) || '该作者',
    title: `询价：${modelTitle || '模型'}`.slice(0, DEMAND_LIMITS.titleMax),
    description: `想购买或定制模型${named}${/^[a-z0-9]{6,24}$/.test(model) ? `（/modelinfo/${model}）` : ''}，请报价并说明交付格式和工期。`,
  };
}
