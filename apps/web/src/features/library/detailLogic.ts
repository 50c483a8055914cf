/** What the model pages (desktop, phone, full-window, embed) share: the model code, unlocking, labels. */
import { modelPriceText, type ModelDetail } from '@moxing/shared';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { unlockStore } from './hooks';
import { groupDigits } from '../../lib/number';
import { session } from '../../stores/session';

/** /modelinfo/:modelCode, /modeldetail?code=, /modelshow?modelCode= (and ?code=). */
export function useModelCode(): string | undefined {
  const params = useParams();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const raw = params.modelCode ?? search.get('modelCode') ?? search.get('code') ?? undefined;
  return raw?.trim() || undefined;
}

/** The unlock token of a password-protected model: remembered per model; set after a correct password. */
export function useUnlockToken(modelCode: string | undefined): [string | null, (token: string) => void] {
  const [token, setToken] = useState<string | null>(() => (modelCode ? unlockStore.get(modelCode) : null));
  const [forCode, setForCode] = useState(modelCode);
  if (forCode !== modelCode) {
    setForCode(modelCode);
    setToken(modelCode ? unlockStore.get(modelCode) : null);
  }
  return [token, setToken];
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.code === '404' || error.status === 404);
}

/** Runs the action when logged in, otherwise opens the login dialog (and returns here afterwards). */
export function requireLogin(action: () => void): void {
  if (session.isLoggedIn()) action();
  else session.openLogin('password', window.location.pathname + window.location.search);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** "3 分钟前", "昨天 14:05", "2025-03-01" */
export function relativeTime(iso: string, now = Date.now()): string {
  const t = Date.parse(iso);
  if (!Number.isFinite(t)) return '';
  const s = Math.max(0, Math.floor((now - t) / 1000));
  if (s < 60) return '刚刚';
  if (s < 3600) return `${Math.floor(s / 60)} 分钟前`;
  if (s < 86_400) return `${Math.floor(s / 3600)} 小时前`;
  if (s < 86_400 * 2) return '昨天';
  if (s < 86_400 * 30) return `${Math.floor(s / 86_400)} 天前`;
  return formatDate(iso);
}

/** The technical facts of a model as label/value rows. */
export function statRows(detail: ModelDetail): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [
    { label: '分类', value: detail.type },
    { label: '行业', value: detail.trade },
  ];
  if (detail.format) rows.push({ label: '原始格式', value: detail.format.toUpperCase() });
  const s = detail.stats;
  if (s) {
    rows.push(
      {
        label: '尺寸（长×宽×高）',
        value: `${Math.round(s.bboxMm.x)} × ${Math.round(s.bboxMm.z)} × ${Math.round(s.bboxMm.y)} mm`,
      },
      { label: '三角面', value: groupDigits(s.triangles) },
      { label: '顶点', value: groupDigits(s.vertices) },
      { label: '网格 / 材质', value: `${s.meshes} / ${s.materials}` },
      {
        label: '贴图',
        value: s.textures.length
          ? `${s.textures.length} 张（最大 ${Math.max(...s.textures.map((t) => Math.max(t.width, t.height)))}px）`
          : '无',
      },
      { label: '动画', value: s.animations ? `${s.animations} 段` : '无' },
      { label: '网页版大小', value: formatBytes(s.bytes.web) },
    );
  }
  rows.push({ label: '发布时间', value: formatDate(detail.publishedAt ?? detail.createdAt) });
  return rows;
}

/**
 * What the download dialog says before a model is bought, and the button under the price: a negotiable model
 * (price 0, not free) is sold by asking its author for a quote; a paid one is bought.
 */
export function purchaseText(detail: Pick<ModelDetail, 'price' | 'free'>): { title: string; description: string } {
  if (detail.free) return { title: '免费模型', description: '登录后即可下载。' };
  if (detail.price === 0) {
    return {
      title: '这个模型价格面议',
      description: '向作者询价：发布一条邀请作者报价的需求，审核通过后作者会收到通知；成交后即可下载原始文件与多种格式。',
    };
  }
  return {
    title: `这是付费模型（${modelPriceText(detail.price, detail.free)}）`,
    description: '购买后即可下载原始文件与多种格式，可用金币、微信支付或支付宝付款。',
  };
}

/** The checkout of a paid model (a price and not free); null for free and negotiable models. */
export function buyPath(detail: Pick<ModelDetail, 'price' | 'free' | 'modelCode'>): string | null {
  return !detail.free && detail.price > 0 ? `/confirmOrder?modelCode=${detail.modelCode}` : null;
}

/** The label of the model page's main download button. */
export function downloadLabel(detail: Pick<ModelDetail, 'price' | 'free' | 'me'>): string {
  if (detail.free) return '免费下载';
  if (detail.me.purchased || detail.me.isOwner) return '下载模型';
  return detail.price === 0 ? '询价' : `购买下载（${modelPriceText(detail.price, detail.free)}）`;
}
