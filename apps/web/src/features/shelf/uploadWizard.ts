/**
 * The wizard's rules without UI: yuan typed by a person -> integer fen, the model/uploadModel body checked with
 * the shared zod schema, and the processing stages as the steps the page shows.
 */
import { uploadModelBody, type ModelStage, type ProcessStatus, type UploadModelBody } from '@moxing/shared';

/** Free to download, negotiable (price 0: buyers ask the author for a quote), or a price. */
export type PriceMode = 'free' | 'negotiable' | 'paid';

export interface WizardValues {
  title?: string;
  type?: string;
  trade?: string;
  priceMode?: PriceMode;
  /** Yuan, as the number input gives it. */
  priceYuan?: number | string | null;
  description?: string;
  /** One of the company's brands; empty: none. */
  brandId?: number | null;
}

/** "12.5" -> 1250. Null when it is not an amount of yuan with at most two decimals. */
export function yuanToFen(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A title from the model's file name: "chair_v2.final.fbx" -> "chair v2.final". */
export function titleFromFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  return stem.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 100);
}

export type BuildResult =
  { ok: true; body: UploadModelBody } | { ok: false; errors: Partial<Record<keyof WizardValues | 'fileIds', string>> };

/** The body of model/uploadModel, or the Chinese message for each field that is wrong. */
export function buildUploadBody(values: WizardValues, fileIds: string[]): BuildResult {
  const errors: Partial<Record<keyof WizardValues | 'fileIds', string>> = {};
  let price = 0;
  if (values.priceMode === 'paid') {
    const fen = yuanToFen(values.priceYuan ?? null);
    if (fen === null) errors.priceYuan = '请填写价格（元），最多两位小数';
    else if (fen <= 0) errors.priceYuan = '付费模型的价格须大于 0；免费请选“免费下载”，议价请选“面议”';
    else price = fen;
  }
  const parsed = uploadModelBody.safeParse({
    fileIds,
    title: values.title ?? '',
    description: values.description ?? '',
    type: values.type || '其他',
    trade: values.trade,
    price,
    freeDownload: values.priceMode === 'free',
    brandId: values.brandId ?? undefined,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      const key = field === 'price' ? 'priceYuan' : (field as keyof WizardValues | 'fileIds');
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

// --- processing, as the user sees it -----------------------------------------------------------------------------

export const PROCESS_STEPS = ['排队中', '转换中', '优化中', '生成轻量模型', '渲染封面', '完成'] as const;

const STEP_OF_STAGE: Record<ModelStage, number> = {
  queued: 0,
  detect: 1,
  convert: 1,
  optimize: 2,
  light: 3,
  render: 4,
  inspect: 4,
  store: 4,
  ready: 5,
  failed: 0,
};

/** Which step is under way (or failed). A failure is placed at the last stage that started. */
export function stepOf(status: Pick<ProcessStatus, 'status' | 'stage' | 'timestamps'>): {
  current: number;
  failed: boolean;
  done: boolean;
} {
  if (status.status === 'ready') return { current: 5, failed: false, done: true };
  if (status.status === 'failed') {
    const t = status.timestamps;
    const current = t.renderingAt ? 4 : t.optimizingAt ? 2 : t.convertingAt ? 1 : 0;
    return { current, failed: true, done: false };
  }
  return { current: STEP_OF_STAGE[status.stage] ?? 0, failed: false, done: false };
}

/** "1 分 05 秒" */
export function elapsedText(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} 秒`;
  return `${Math.floor(s / 60)} 分 ${String(s % 60).padStart(2, '0')} 秒`;
}

/** The processing screen's lightweight button: the pipeline makes a light model already, so it is re-made to a size. */
export function lightweightAction(record: { files: { light: string | null } } | undefined): string {
  return record?.files.light ? '调整轻量模型' : '生成轻量模型';
}
