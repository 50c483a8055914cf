import fsp from 'node:fs/promises';
import path from 'node:path';
import { DOWNLOAD_FORMATS, DOWNLOAD_FORMAT_LABELS, type ConvertTarget, type DownloadFormat } from '@moxing/shared';
import type { ModelRow } from '../../db/schema.js';
import { AppError, errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import { makeWorkDir } from '../../platform/jobs/index.js';
import type { LibraryCore } from '../library/core.js';
import { isListed, dayOf } from '../library/core.js';
import { originalMime } from '../model/files.js';
import * as q from './queries.js';

const MIME: Record<string, string> = { glb: 'model/gltf-binary', zip: 'application/zip', stl: 'model/stl' };

/** The formats a model can be downloaded in: the original when kept, the converted ones once the web GLB exists. */
export function downloadFormats(row: Pick<ModelRow, 'original_key' | 'web_key'>): DownloadFormat[] {
  return DOWNLOAD_FORMATS.filter((f) => (f === 'original' ? row.original_key !== null : row.web_key !== null));
}

/** Downloads of a model: who may, the formats with their sizes, and the files (converted once, then kept). */
export class DownloadService {
  private readonly converting = new Map<string, Promise<{ key: string; name: string; mime: string; size: number }>>();

  constructor(private readonly core: LibraryCore) {}

  /**
   * The download check (docs/spec/SPEC.md section 8): free models for anyone logged in, paid models for their
   * buyers, negotiable ones (price 0, not free) for those the author sold them to; everyone else gets the quiet
   * code 100. Private, deleted and unfinished models are "not found".
   */
  private async downloadable(user: AuthUser, code: string, unlock: string | undefined): Promise<ModelRow> {
    const row = await this.core.findModelByCode(code);
    if (!row || row.deleted_at || !(isListed(row) || this.core.canManage(row, user))) throw errors.notFound('模型不存在或已删除');
    if (row.status !== 'ready') throw errors.conflict('模型还在处理中，完成后才能下载');
    if (this.core.canManage(row, user)) return row;
    if (!this.core.unlocked(row, unlock)) throw errors.forbidden('该模型需要密码访问，请先输入密码');
    if (row.free_download !== 1 && !(await q.findPurchase(this.core.k, await this.core.companyOf(user.id), row.id))) {
      throw new AppError(
        'quiet',
        row.price > 0 ? '该模型为付费模型，购买后即可下载' : '该模型价格面议，请先向作者询价，成交后即可下载',
      );
    }
    return row;
  }

  async downloadCheck(user: AuthUser, code: string, unlock?: string) {
    const row = await this.downloadable(user, code, unlock);
    const cached = new Map((await this.core.listFormats(row.id)).map((f) => [f.format, Number(f.size)]));
    const originalSize = row.original_key ? ((await this.core.files.store.stat(row.original_key))?.size ?? null) : null;
    return {
      modelCode: row.model_code,
      formats: downloadFormats(row).map((format) => ({
        format,
        label: DOWNLOAD_FORMAT_LABELS[format],
        url: `/api/model/download?modelCode=${row.model_code}&format=${format}${unlock ? `&unlock=${encodeURIComponent(unlock)}` : ''}`,
        size: format === 'original' ? originalSize : (cached.get(format) ?? null),
      })),
    };
  }

  /** A file to download; `count` is false for resumed (ranged) requests, so one download counts once. */
  async download(user: AuthUser, code: string, format: DownloadFormat, unlock: string | undefined, count: boolean) {
    const row = await this.downloadable(user, code, unlock);
    let blob: { key: string; name: string; mime: string; size: number };
    if (format === 'original') {
      if (!row.original_key) throw errors.notFound('原始文件不存在');
      const stat = await this.core.files.store.stat(row.original_key);
      if (!stat) throw errors.notFound('文件内容已丢失');
      blob = {
        key: row.original_key,
        name: row.original_name ?? `${row.model_code}.zip`,
        mime: await originalMime(this.core.files, row),
        size: stat.size,
      };
    } else {
      blob = await this.converted(row, format);
    }
    if (count) {
      await this.core.k.transaction().execute(async (trx) => {
        await q.insertDownload(trx, { user_id: user.id, model_id: row.id, format, created_at: this.core.now() });
        await this.core.addCounter(trx, row.id, 'download_count', 1);
        await this.core.bumpDaily(trx, row.id, dayOf(this.core.clock()), 'downloads', 1);
      });
    }
    return blob;
  }

  /** The web GLB converted to `format`, made once and kept (two requests at once share the work). */
  private async converted(
    row: ModelRow,
    format: ConvertTarget,
  ): Promise<{ key: string; name: string; mime: string; size: number }> {
    const existing = await q.findFormat(this.core.k, row.id, format);
    if (existing && (await this.core.files.store.stat(existing.storage_key))) {
      return { key: existing.storage_key, name: existing.name, mime: existing.mime, size: Number(existing.size) };
    }
    const flight = `${row.id}:${format}`;
    let p = this.converting.get(flight);
    if (!p) {
      p = this.convert(row, format).finally(() => this.converting.delete(flight));
      this.converting.set(flight, p);
    }
    return p;
  }

  private async convert(row: ModelRow, format: ConvertTarget) {
    if (!row.web_key) throw errors.notFound('模型仍在处理中，请稍后再试');
    const dir = await makeWorkDir(this.core.workDir, `download-${row.id}`);
    try {
      const glb = path.join(dir, 'web.glb');
      await this.core.files.store.copyToFile(row.web_key, glb);
      const baseName = row.title.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60) || row.model_code;
      const out = await this.core.convertGlb(glb, format, path.join(dir, 'out'), baseName);
      const mime = out.mime || MIME[path.extname(out.name).slice(1)] || 'application/octet-stream';
      const kind = out.name.endsWith('.zip') ? 'zip' : 'model';
      return await this.core.files.saveArtefacts(
        row.user_id,
        [{ path: out.path, name: out.name, mime, kind, format: kind === 'model' ? format : null }],
        async (trx, files) => {
          const f = files[0]!;
          await q.insertFormat(trx, {
            model_id: row.id,
            format,
            storage_key: f.storage_key,
            name: out.name,
            mime,
            size: Number(f.size),
            created_at: this.core.now(),
          });
          return { key: f.storage_key, name: out.name, mime, size: Number(f.size) };
        },
      );
    } catch (e) {
      if (e instanceof AppError) throw e;
      this.core.log.warn({ err: e, modelId: row.id, format }, '模型格式转换失败');
      throw new AppError('unavailable', `转换为 ${format.toUpperCase()} 格式失败，请下载其他格式或稍后再试`);
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  }
}
