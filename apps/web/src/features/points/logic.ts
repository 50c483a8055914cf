/** The logic the points pages share on desktop and phone: hooks without markup and small pure helpers. */
import {
  BRANDING_IMAGE_MIMES,
  MALL_PICTURE_MAX_BYTES,
  type DayTask,
  type DayTaskCode,
  type ExchangeBody,
  type MallGoods,
  type SaveGoodsBody,
} from '@moxing/shared';
import { useRef, useState, type ChangeEvent } from 'react';
import { uploadMultipart } from '../../api/uploads';
import { errorText } from '../../lib/errorText';
import { pointsApi, useDayTasks, useMallGoods, usePointsHistory, usePointsMutation, usePointsPanel } from './api';

/** The button a day task shows, from its actions (never from its progress). */
export function taskButton(task: DayTask): { label: string; action: DayTaskCode | null } {
  if (task.actions.includes('signIn')) return { label: '签到', action: 'signIn' };
  if (task.actions.includes('claim')) return { label: '领取', action: task.code };
  return { label: task.claimed ? '已完成' : '去完成', action: null };
}

/** Where a task's "去完成" leads. */
export const TASK_LINKS: Partial<Record<DayTaskCode, string>> = {
  upload: '/mymodel/addGoods',
  comment: '/good',
  // Share a model from its page: a friend opening the link finishes the task.
  share: '/good',
  collect: '/good',
  demandDone: '/need',
};

export const progressText = (task: DayTask) => `${task.progress}/${task.target}`;

/** Days of the current 7-day sign-in cycle already signed (a streak of 8 is day 1 of the next cycle). */
export const cycleDays = (streak: number) => (streak === 0 ? 0 : ((streak - 1) % 7) + 1);

export const signedPoints = (n: number) => (n > 0 ? `+${n}` : String(n));

/** /myIntegral/list: the panel, today's tasks, the history and the sign-in and claim actions. */
export function usePointsPage() {
  const [pageNum, setPageNum] = useState(1);
  const panel = usePointsPanel();
  const tasks = useDayTasks();
  const history = usePointsHistory(pageNum);
  const add = usePointsMutation(pointsApi.add);
  return { panel, tasks, history, pageNum, setPageNum, add };
}

/** What a redemption dialog needs: physical goods ask for an address. */
export const needsAddress = (g: MallGoods) => g.kind === 'physical';

/** Whether the user can afford the goods now, and why not. */
export function redeemBlock(g: MallGoods, integral: number | undefined): string | null {
  if (g.stock <= 0) return '已兑完';
  if (integral !== undefined && integral < g.pointsPrice) return '积分不足';
  return null;
}

/** /integralMall: the goods, my points and the redemption. */
export function useMallPage() {
  const goods = useMallGoods();
  const panel = usePointsPanel();
  const [chosen, setChosen] = useState<MallGoods | null>(null);
  const exchange = usePointsMutation((body: ExchangeBody) => pointsApi.exchange(body));
  return { goods, panel, chosen, setChosen, exchange };
}

/** The pictures the web app serves for mall goods (public/mall/). */
export const MALL_PICTURES = [
  { src: '/mall/coins.svg', name: '金币' },
  { src: '/mall/vip.svg', name: '会员卡' },
  { src: '/mall/mug.svg', name: '马克杯' },
  { src: '/mall/tshirt.svg', name: 'T 恤' },
] as const;

/** What the goods give, in a few words: "会员套餐 · 30 天", "金币 · 10 个", "实物". */
export function goodsGives(g: MallGoods): string {
  if (g.kind === 'membership' && g.days) return `${g.kindName} · ${g.days} 天`;
  if (g.kind === 'coins' && g.coins) return `${g.kindName} · ${g.coins} 个`;
  return g.kindName;
}

/** Why a picture cannot be the goods' picture, before it is sent (the server checks the same). */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(BRANDING_IMAGE_MIMES as readonly string[]).includes(file.type)) return '商品图片只支持 PNG、JPEG、WebP 图片';
  if (file.size > MALL_PICTURE_MAX_BYTES) return `商品图片不能超过 ${MALL_PICTURE_MAX_BYTES / 1024 / 1024} MB，请压缩后再上传`;
  return null;
}

/**
 * The operator's own picture for goods: checked here first, then sent (the server sniffs and size-checks it again).
 * Spread `inputProps` on a hidden file input and call `choose()` from a button; `fail` shows what went wrong.
 */
export function useGoodsPictureUpload(onUploaded: (sent: { fileId: string; url: string }) => void, fail: (text: string) => void) {
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const pick = async (file: File) => {
    const problem = pictureProblem(file);
    if (problem) return fail(problem);
    setUploading(true);
    try {
      onUploaded(await uploadMultipart(file));
    } catch (e) {
      fail(errorText(e));
    } finally {
      setUploading(false);
    }
  };
  const inputProps = {
    ref: input,
    type: 'file',
    accept: BRANDING_IMAGE_MIMES.join(','),
    'aria-label': '上传商品图片',
    style: { display: 'none' },
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const file = e.target.files?.[0];
      // Cleared so that choosing the same file again still fires a change.
      e.target.value = '';
      if (file) void pick(file);
    },
  } as const;
  return { uploading, choose: () => input.current?.click(), inputProps };
}

/** The editor's starting values: the goods being edited, or a new one's defaults. */
export function goodsForm(g: Partial<MallGoods>): Partial<SaveGoodsBody> {
  return {
    title: g.title ?? '',
    kind: g.kind ?? 'coins',
    pointsPrice: g.pointsPrice ?? 100,
    stock: g.stock ?? 10,
    packageId: g.packageId ?? undefined,
    days: g.days ?? 30,
    coins: g.coins ?? undefined,
    picture: g.picture ?? MALL_PICTURES[0].src,
    description: g.description ?? '',
    onSale: g.onSale ?? true,
  };
}
