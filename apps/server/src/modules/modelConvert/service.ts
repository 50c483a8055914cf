import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  CONVERSION_STATUSES,
  CONVERSION_STATUS_LABELS,
  type ConversionRecord,
  type ConversionStatus,
  type ConvertTarget,
  type Page,
  type UploadedFile,
} from '@moxing/shared';
import type { Db } from '../../db/index.js';
import type { ModelConversionRow } from '../../db/schema.js';
import { PipelineInputError } from '../../pipeline/types.js';
import { AppError, errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import {
  makeWorkDir,
  type AppJobs,
  type JobContext,
  type JobHandlers,
  type JobOutcome,
  type JobQueue,
} from '../../platform/jobs/index.js';
import type { SandboxLimits } from '../../platform/sandbox.js';
import type { FileService } from '../file/service.js';
import { safeFsName } from '../file/workspace.js';
import { checkModelFiles, newCode } from '../model/plan.js';
import { finalReason, INTERNAL_FAILURE, type PipelineRunner } from '../model/service.js';
import { glbConverter, type GlbConverter } from './convert.js';
import * as q from './queries.js';
import { assertTransition, canDownload, canRemove, conversionActions, sourcesOf } from './transitions.js';

export interface ModelConvertDeps {
  db: Db;
  files: FileService;
  jobs: JobQueue<AppJobs>;
  runPipeline: PipelineRunner;
  workDir: string;
  /** When given, the format conversion runs in a sandboxed child process under these limits (as the pipeline does). */
  limits?: SandboxLimits;
  clock?: () => number;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function presentConversion(row: ModelConversionRow): ConversionRecord {
  const status = row.status as ConversionStatus;
  return {
    code: row.code,
    sourceName: row.source_name,
    sourceSize: Number(row.source_size),
    targetFormat: row.target_format as ConvertTarget | null,
    status,
    statusLabel: CONVERSION_STATUS_LABELS[status] ?? row.status,
    failureReason: row.failure_reason,
    resultName: row.result_name,
    resultSize: row.result_size === null ? null : Number(row.result_size),
    downloadUrl: canDownload(status) && row.result_file_id ? `/api/modelConvert/download?code=${row.code}` : null,
    createdAt: row.created_at,
    queuedAt: row.queued_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    actions: conversionActions(status),
  };
}

/** The record was removed while the worker converted it: its result is dropped. */
class RecordGone extends Error {}

/**
 * The format transform service: a model upload becomes a conversion record; `save` picks the target and
 * queues `modelConvert.run`, which runs the 3D pipeline (with all its input checks) and converts the web
 * GLB with convert.ts. Status changes go through transitions.ts only.
 */
export class ModelConvertService {
  private readonly db: Db;
  private readonly files: FileService;
  private readonly jobs: JobQueue<AppJobs>;
  private readonly run: PipelineRunner;
  private readonly workDir: string;
  private readonly convertFile: GlbConverter;
  private readonly clock: () => number;

  constructor(deps: ModelConvertDeps) {
    this.db = deps.db;
    this.files = deps.files;
    this.jobs = deps.jobs;
    this.run = deps.runPipeline;
    this.workDir = deps.workDir;
    this.convertFile = glbConverter(deps.limits);
    this.clock = deps.clock ?? Date.now;
  }

  private get k() {
    return this.db.kysely;
  }

  private now() {
    return iso(this.clock());
  }

  /** modelConvert/upload with files already uploaded (one model, a zip, or a model with its resources). */
  async createFromFiles(user: AuthUser, fileIds: string[]): Promise<ConversionRecord> {
    const rows = await this.files.requireOwnedRows(user.id, fileIds);
    const { main } = checkModelFiles(rows);
    const at = this.now();
    const row = await q.insertConversion(this.k, {
      code: newCode(),
      user_id: user.id,
      source_file_ids: JSON.stringify(rows.map((r) => r.file_id)),
      source_name: main.name,
      source_size: rows.reduce((n, r) => n + Number(r.size), 0),
      target_format: null,
      status: 'uploaded',
      failure_reason: null,
      result_file_id: null,
      result_name: null,
      result_size: null,
      created_at: at,
      updated_at: at,
      queued_at: null,
      started_at: null,
      finished_at: null,
    });
    return presentConversion(row);
  }

  /** modelConvert/upload with a multipart file: a file that is no model is refused and not kept. */
  async createFromUpload(user: AuthUser, file: UploadedFile): Promise<ConversionRecord> {
    try {
      return await this.createFromFiles(user, [file.fileId]);
    } catch (e) {
      await this.files.removeFiles([file.fileId]);
      throw e;
    }
  }

  private async own(user: AuthUser, codes: string[]): Promise<ModelConversionRow[]> {
    const unique = [...new Set(codes)];
    const rows = await q.findOwnByCodes(this.k, user.id, unique);
    if (rows.length !== unique.length) throw errors.notFound('转换记录不存在或已删除');
    return rows;
  }

  private async queue(row: ModelConversionRow, target: ConvertTarget | null): Promise<void> {
    const format = target ?? row.target_format;
    if (!format) throw errors.validation('请先选择目标格式');
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      const moved = await q.transition(trx, row.id, sourcesOf('queued', 'user'), {
        status: 'queued',
        target_format: format,
        failure_reason: null,
        queued_at: at,
        started_at: null,
        finished_at: null,
        updated_at: at,
      });
      if (!moved) throw errors.conflict('转换记录的状态刚刚发生了变化，请刷新后重试');
      await this.jobs.enqueue(
        'modelConvert.run',
        { conversionId: row.id },
        { dedupeKey: `modelConvert.run:${row.id}`, requeueFinished: true },
        trx,
      );
    });
  }

  /** modelConvert/save: choose the target format and queue the conversion. */
  async save(user: AuthUser, code: string, target: ConvertTarget): Promise<ConversionRecord> {
    const [row] = await this.own(user, [code]);
    if (!row) throw errors.notFound('转换记录不存在或已删除');
    if (row.status === 'queued') {
      // Still waiting: only the target changes; the queued job reads it when it starts.
      await q.transition(this.k, row.id, ['queued'], { target_format: target, updated_at: this.now() });
    } else {
      assertTransition(row.status as ConversionStatus, 'queued', 'user');
      await this.queue(row, target);
    }
    return presentConversion((await q.findById(this.k, row.id)) as ModelConversionRow);
  }

  async list(
    user: AuthUser,
    query: { pageNum: number; pageSize: number; status?: ConversionStatus },
  ): Promise<Page<ConversionRecord>> {
    const { rows, total } = await q.listOwn(this.k, user.id, {
      status: query.status,
      offset: (query.pageNum - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { list: rows.map(presentConversion), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  async counts(user: AuthUser): Promise<Record<ConversionStatus | 'total', number>> {
    const out = Object.fromEntries([...CONVERSION_STATUSES, 'total'].map((s) => [s, 0])) as Record<
      ConversionStatus | 'total',
      number
    >;
    for (const r of await q.countsByStatus(this.k, user.id)) {
      const n = Number(r.n);
      if (r.status in out) out[r.status as ConversionStatus] = n;
      out.total += n;
    }
    return out;
  }

  /**
   * modelConvert/updateByStatus: moves the listed records (or all own records in `fromStatus`) to `status`
   * (queued = convert again, cancelled = cancel waiting ones). All-or-nothing when records are listed.
   */
  async updateByStatus(
    user: AuthUser,
    body: { codes?: string[]; fromStatus?: ConversionStatus; status: 'queued' | 'cancelled' },
  ): Promise<{ updated: number; list: ConversionRecord[] }> {
    const rows = body.codes
      ? await this.own(user, body.codes)
      : await q.findOwnByStatus(this.k, user.id, body.fromStatus as string);
    if (body.fromStatus && body.codes) {
      const other = rows.find((r) => r.status !== body.fromStatus);
      if (other)
        throw errors.conflict(
          `转换记录“${other.source_name}”当前为“${CONVERSION_STATUS_LABELS[other.status as ConversionStatus]}”`,
        );
    }
    for (const r of rows) {
      assertTransition(r.status as ConversionStatus, body.status, 'user');
      if (body.status === 'queued' && !r.target_format) throw errors.validation(`请先为“${r.source_name}”选择目标格式`);
    }
    let updated = 0;
    for (const r of rows) {
      if (body.status === 'queued') {
        await this.queue(r, null);
        updated += 1;
      } else if (
        await q.transition(this.k, r.id, sourcesOf('cancelled', 'user'), { status: 'cancelled', updated_at: this.now() })
      ) {
        updated += 1;
      }
    }
    const after = await q.findOwnByCodes(
      this.k,
      user.id,
      rows.map((r) => r.code),
    );
    return { updated, list: after.map(presentConversion) };
  }

  /** modelConvert/remove: deletes records and their converted files (not while converting). */
  async remove(user: AuthUser, codes: string[]): Promise<{ removed: number }> {
    const rows = await this.own(user, codes);
    const busy = rows.find((r) => !canRemove(r.status as ConversionStatus));
    if (busy) throw errors.conflict(`“${busy.source_name}”正在转换，完成后才能删除`);
    await q.deleteByIds(
      this.k,
      rows.map((r) => r.id),
    );
    const results = rows.map((r) => r.result_file_id).filter((id): id is string => Boolean(id));
    await this.files.removeFiles(results);
    return { removed: rows.length };
  }

  /** modelConvert/download: the converted file of a finished record. */
  async download(user: AuthUser, code: string) {
    const [row] = await this.own(user, [code]);
    if (!row) throw errors.notFound('转换记录不存在或已删除');
    if (!canDownload(row.status as ConversionStatus) || !row.result_file_id) {
      throw errors.conflict(`转换尚未完成（当前：${CONVERSION_STATUS_LABELS[row.status as ConversionStatus]}）`);
    }
    const file = await this.files.findRow(row.result_file_id);
    if (!file || !(await this.files.store.stat(file.storage_key))) throw errors.notFound('转换结果已丢失，请重新转换');
    return { key: file.storage_key, size: Number(file.size), mime: file.mime, name: row.result_name ?? file.name };
  }

  // --- job ---------------------------------------------------------------------------------------

  jobHandlers(): JobHandlers<AppJobs> {
    return {
      'modelConvert.run': {
        run: ({ conversionId }, ctx) => this.convert(conversionId, ctx),
        onGiveUp: async ({ conversionId }) => {
          const at = this.now();
          await q.transition(this.k, conversionId, sourcesOf('failed', 'worker'), {
            status: 'failed',
            failure_reason: INTERNAL_FAILURE.replace('模型处理', '格式转换'),
            finished_at: at,
            updated_at: at,
          });
        },
      },
    };
  }

  /** Idempotent: cancelled, removed or finished records are skipped; a record left converting by a crash is redone. */
  async convert(conversionId: number, ctx: Pick<JobContext, 'attempt' | 'maxAttempts' | 'signal'>): Promise<JobOutcome> {
    const row = await q.findById(this.k, conversionId);
    if (!row) return { status: 'skipped', reason: 'conversion removed' };
    if (row.status === 'queued') {
      const at = this.now();
      const started = await q.transition(this.k, row.id, sourcesOf('converting', 'worker'), {
        status: 'converting',
        started_at: at,
        updated_at: at,
      });
      if (!started) return { status: 'skipped', reason: 'conversion changed before start' };
    } else if (row.status !== 'converting') {
      return { status: 'skipped', reason: `conversion is ${row.status}` };
    }
    const target = row.target_format as ConvertTarget;
    const ids = JSON.parse(row.source_file_ids) as string[];
    const dir = await makeWorkDir(this.workDir, `convert-${row.id}`);
    try {
      const sources = await this.files.requireOwnedRows(row.user_id, ids).catch((e: unknown) => {
        if (e instanceof AppError) throw new PipelineInputError('源文件已被删除，无法转换，请重新上传');
        throw e;
      });
      const input = await this.files.materialise(sources, path.join(dir, 'input'));
      const result = await this.run(input, path.join(dir, 'out'), { signal: ctx.signal });
      const base = safeFsName(row.source_name).replace(/\.[A-Za-z0-9]{1,10}$/, '') || 'model';
      const converted = await this.convertFile(result.files.web, target, path.join(dir, 'result'), base, ctx.signal);
      const kind = converted.mime === 'application/zip' ? 'zip' : 'model';
      await this.files.saveArtefacts(
        row.user_id,
        [{ path: converted.path, name: converted.name, mime: converted.mime, kind, format: kind === 'model' ? target : null }],
        async (trx, files) => {
          const file = files[0];
          if (!file) throw new Error('conversion result missing');
          const at = this.now();
          const moved = await q.transition(trx, row.id, sourcesOf('done', 'worker'), {
            status: 'done',
            failure_reason: null,
            result_file_id: file.file_id,
            result_name: converted.name,
            result_size: Number(file.size),
            finished_at: at,
            updated_at: at,
          });
          if (!moved) throw new RecordGone();
        },
      );
      if (row.result_file_id) await this.files.removeFiles([row.result_file_id]);
      return { status: 'done', result: { target } };
    } catch (e) {
      if (e instanceof RecordGone) return { status: 'skipped', reason: 'conversion removed while converting' };
      const reason = finalReason(e, ctx);
      if (reason) {
        const at = this.now();
        await q.transition(this.k, row.id, sourcesOf('failed', 'worker'), {
          status: 'failed',
          failure_reason: reason,
          finished_at: at,
          updated_at: at,
        });
        return { status: 'failed', reason };
      }
      throw e;
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  }
}
