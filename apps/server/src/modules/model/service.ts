import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { Zip, ZipPassThrough } from 'fflate';
import { UserType, type ModelProgress, type ModelRecord, type ProcessStatus, type UploadModelBody } from '@moxing/shared';
import type { Db, Executor } from '../../db/index.js';
import type { FileRow, ModelRow } from '../../db/schema.js';
import type { PipelineOptions, PipelineResult, PipelineStage } from '../../pipeline/types.js';
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
import { SandboxLimitError } from '../../platform/sandbox.js';
import type { ArtefactInput, FileService } from '../file/service.js';
import type { FeatureGate } from '../membership/gate.js';
import type { DayTaskRecorder } from '../points/port.js';
import { ARTEFACTS, isViewerFile, originalMime, parseStats, type ArtefactName, type ServedFile } from './files.js';
import { checkModelFiles, isCompanion, isModelEntry, newCode, SELF_CONTAINED, type ModelPlan } from './plan.js';
import { fileUrl, presentModel, stateOf } from './present.js';
import type { ModelAccounts, ModelLibrary, ModelViewers } from './ports.js';
import * as q from './queries.js';
import { zipEntryNames } from './zipEntries.js';

export type PipelineRunner = (input: string, outDir: string, opts?: PipelineOptions) => Promise<PipelineResult>;

export interface ModelDeps {
  db: Db;
  files: FileService;
  jobs: JobQueue<AppJobs>;
  runPipeline: PipelineRunner;
  /** Work folders for processing live under `<workDir>` (same disk as storage, so results are moved, not copied). */
  workDir: string;
  clock?: () => number;
  log?: { warn: (obj: object, msg: string) => void };
  /** The library: told when a model is ready, and asked who may see a model's files. */
  library?: ModelLibrary;
  /** The membership feature check: the upload count (MXUNUM) limits new models. */
  features?: FeatureGate;
  /** The points module's day tasks (upload). */
  dayTasks?: DayTaskRecorder;
  /** Sub-accounts (issue 18): who may upload, and for which company's library. */
  accounts?: ModelAccounts;
}

const iso = (ms: number) => new Date(ms).toISOString();

const STAGE_COLUMN: Record<PipelineStage, 'converting_at' | 'optimizing_at' | 'rendering_at' | null> = {
  detect: 'converting_at',
  convert: 'converting_at',
  optimize: 'optimizing_at',
  light: 'optimizing_at',
  render: 'rendering_at',
  inspect: null,
};

/** Shown when processing failed for a reason that is ours, not the file's. */
export const INTERNAL_FAILURE = '模型处理失败（服务器内部错误），请稍后重新上传；如仍失败请联系客服';

/**
 * Whether the error ends the job with its own Chinese reason: refused input at once, a run over its time or
 * memory limit on its last attempt (earlier ones are retried: the machine may just have been busy).
 */
export function finalReason(e: unknown, ctx: Pick<JobContext, 'attempt' | 'maxAttempts'>): string | null {
  if (e instanceof PipelineInputError) return e.message;
  if (e instanceof SandboxLimitError && ctx.attempt >= ctx.maxAttempts) return e.message;
  return null;
}

/** A handler's context when a job is run directly rather than by the worker. */
const DIRECT_RUN: Pick<JobContext, 'attempt' | 'maxAttempts' | 'signal'> = {
  attempt: 1,
  maxAttempts: 1,
  signal: new AbortController().signal,
};

/**
 * Model records and their processing: uploadModel creates the record and enqueues `model.process` in one
 * transaction; the job runs the 3D pipeline in a private work folder and stores its outputs through the
 * storage interface. Refused input marks the model failed with the pipeline's Chinese reason and touches
 * nothing else; unexpected errors are retried with backoff and, when retries run out, fail the model with
 * a generic reason.
 */
/** The job priority of processing no one waits for. */
const BACKGROUND_PRIORITY = -10;

export class ModelService {
  private readonly db: Db;
  private readonly files: FileService;
  private readonly jobs: JobQueue<AppJobs>;
  private readonly run: PipelineRunner;
  private readonly workDir: string;
  private readonly clock: () => number;
  private readonly log: NonNullable<ModelDeps['log']>;
  private readonly library: ModelLibrary | undefined;
  private readonly features: FeatureGate | undefined;
  private readonly dayTasks: DayTaskRecorder | undefined;
  private readonly accounts: ModelAccounts | undefined;
  private viewers: ModelViewers | undefined;

  constructor(deps: ModelDeps) {
    this.db = deps.db;
    this.files = deps.files;
    this.jobs = deps.jobs;
    this.run = deps.runPipeline;
    this.workDir = deps.workDir;
    this.clock = deps.clock ?? Date.now;
    this.log = deps.log ?? { warn: () => undefined };
    this.library = deps.library;
    this.features = deps.features;
    this.dayTasks = deps.dayTasks;
    this.accounts = deps.accounts;
  }

  private get k() {
    return this.db.kysely;
  }

  private now() {
    return iso(this.clock());
  }

  // --- records -----------------------------------------------------------------------------------

  /** Inserts the record and queues its processing, in the caller's transaction. */
  private async insert(
    trx: Executor,
    userId: number,
    rows: FileRow[],
    main: FileRow,
    fields: q.ListingFields,
    priority = 0,
  ): Promise<ModelRow> {
    const at = this.now();
    const model = await q.insertModel(trx, {
      ...fields,
      model_code: newCode(),
      user_id: userId,
      status: 'queued',
      stage: 'queued',
      failure_reason: null,
      queued_at: at,
      source_file_ids: JSON.stringify(rows.map((r) => r.file_id)),
      // One file (or a zip) is its own original; several are zipped together by the job.
      original_key: rows.length === 1 ? main.storage_key : null,
      original_name: rows.length === 1 ? main.name : null,
      created_at: at,
      updated_at: at,
    });
    await this.jobs.enqueue('model.process', { modelId: model.id }, { dedupeKey: `model.process:${model.id}`, priority }, trx);
    return model;
  }

  /** The user's models that count against the upload allowance (MXUNUM). */
  countOwn(userId: number): Promise<number> {
    return q.countOwnModels(this.k, userId);
  }

  /** `background`: processed after the uploads people wait for (the demo catalogue). */
  async uploadModel(user: AuthUser, body: UploadModelBody, { background = false } = {}): Promise<ModelRecord> {
    // A sub-account uploads into its company's library: the parent owns the model, the child is its creator.
    const { ownerId, actorId } = this.accounts
      ? await this.accounts.authorize(user.id, 'upload')
      : { ownerId: user.id, actorId: user.id };
    if (body.brandId) await this.library?.requireBrand(ownerId, body.brandId);
    const rows = await this.files.requireOwnedRows(user.id, body.fileIds);
    const { main } = checkModelFiles(rows);
    const row = await this.k.transaction().execute(async (trx) => {
      // The upload count (MXUNUM) is checked and taken in this transaction: two uploads at once cannot pass it.
      if (this.features) {
        const d = await this.features.claim(trx, ownerId, 'upload', (db) => q.countOwnModels(db, ownerId));
        if (!d.allowed) throw this.features.refusal(d);
      }
      if (ownerId !== actorId) {
        await this.files.handOver(
          trx,
          actorId,
          ownerId,
          rows.map((r) => r.file_id),
        );
        await this.accounts?.record(actorId, 'upload', `上传模型“${body.title}”`, trx);
      }
      const inserted = await this.insert(
        trx,
        ownerId,
        rows,
        main,
        {
          title: body.title,
          description: body.description,
          type: body.type || '其他',
          trade: body.trade,
          price: body.price,
          free_download: body.freeDownload ? 1 : 0,
          created_by: ownerId !== actorId ? actorId : null,
          brand_id: body.brandId ?? null,
        },
        background ? BACKGROUND_PRIORITY : 0,
      );
      await this.dayTasks?.record(trx, user.id, 'upload');
      return inserted;
    });
    return presentModel(row, true);
  }

  /**
   * For other modules (demand deliveries): which of the user's files are 3D models the pipeline can take, in
   * the given order. Every model file is one model; a zip is one when its listing holds a model file. Reads
   * zip listings, so call it before the transaction that creates the records.
   */
  async planModels(userId: number, fileIds: string[]): Promise<ModelPlan[]> {
    const rows = await this.files.requireOwnedRows(userId, fileIds);
    const companions = rows.filter(isCompanion);
    const plans: ModelPlan[] = [];
    for (const r of rows) {
      if (r.kind === 'model' && r.format) {
        plans.push({ fileId: r.file_id, main: r, sources: SELF_CONTAINED.has(r.format) ? [r] : [r, ...companions] });
      } else if (r.kind === 'zip') {
        const names = await zipEntryNames(this.files.store, r.storage_key, Number(r.size));
        if (names?.some(isModelEntry)) plans.push({ fileId: r.file_id, main: r, sources: [r] });
      }
    }
    return plans;
  }

  /**
   * For other modules: a private model record (never listed, searched or shown on the owner's public pages)
   * from a plan, queued for processing in the caller's transaction. Answers its code.
   */
  async createPrivate(
    trx: Executor,
    input: { userId: number; plan: ModelPlan; title: string; description: string; trade: string },
  ): Promise<string> {
    const { plan } = input;
    const row = await this.insert(trx, input.userId, plan.sources, plan.main, {
      title: input.title.slice(0, 100),
      description: input.description,
      type: '其他',
      trade: input.trade,
      price: 0,
      visibility: 'private',
      delivery: 1,
    });
    return row.model_code;
  }

  /** For other modules: processing state and artefact addresses of these models (unknown codes are left out). */
  async progress(modelCodes: string[]): Promise<ModelProgress[]> {
    if (modelCodes.length === 0) return [];
    const rows = await q.findModelsByCodes(this.k, modelCodes);
    return rows.map((row) => ({
      ...stateOf(row),
      web: fileUrl(row, 'web.glb'),
      light: fileUrl(row, 'light.glb'),
      cover: fileUrl(row, 'cover.webp'),
    }));
  }

  private async ownModel(user: AuthUser, modelCode: string): Promise<ModelRow> {
    const row = await q.findModelByCode(this.k, modelCode);
    if (!row) throw errors.notFound('模型不存在或已删除');
    // The sub-account that uploaded it follows its processing too.
    if (row.user_id !== user.id && row.created_by !== user.id && user.type !== UserType.operator) {
      throw errors.forbidden('这不是你的模型');
    }
    return row;
  }

  /** For other modules: the model row by its public code. */
  async findByCode(modelCode: string): Promise<ModelRow | undefined> {
    return q.findModelByCode(this.k, modelCode);
  }

  async record(user: AuthUser, modelCode: string): Promise<ModelRecord> {
    const row = await this.ownModel(user, modelCode);
    return presentModel(row, true);
  }

  async processStatus(user: AuthUser, modelCode: string): Promise<ProcessStatus> {
    const row = await this.ownModel(user, modelCode);
    const light = row.light_status as ProcessStatus['light']['status'] | null;
    return {
      ...stateOf(row),
      timestamps: presentModel(row, true).timestamps,
      light: {
        status: light ?? (row.light_key ? 'ready' : 'none'),
        targetBytes: row.light_target_bytes === null ? null : Number(row.light_target_bytes),
        error: row.light_error,
      },
    };
  }

  /** modelextend/compress: queue a new lightweight level aiming at `targetBytes`. */
  async compress(user: AuthUser, modelCode: string, targetBytes: number): Promise<ProcessStatus> {
    const row = await this.ownModel(user, modelCode);
    if (row.user_id !== user.id) throw errors.forbidden('只有模型的上传者可以生成轻量模型');
    if (row.status !== 'ready') throw errors.conflict('模型还没有处理完成，完成后才能生成轻量模型');
    if (row.light_status === 'queued' || row.light_status === 'processing') throw errors.conflict('轻量模型正在生成中，请稍候');
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      await q.updateModel(trx, row.id, {
        light_status: 'queued',
        light_target_bytes: targetBytes,
        light_error: null,
        updated_at: at,
      });
      await this.jobs.enqueue(
        'model.compress',
        { modelId: row.id, targetBytes },
        { dedupeKey: `model.compress:${row.id}`, requeueFinished: true },
        trx,
      );
    });
    return this.processStatus(user, modelCode);
  }

  /**
   * The demand module is built after this one (it creates models through it), so it is handed over once built:
   * the people it names may see a model's files the library would hide.
   */
  admitViewers(viewers: ModelViewers): void {
    this.viewers = viewers;
  }

  /** The library's rule for model/file, unless another module admits the viewer. */
  private async checkArtefact(row: ModelRow, name: ArtefactName, viewer: AuthUser | null): Promise<void> {
    try {
      await this.library?.checkArtefact(row, name, viewer);
    } catch (e) {
      if (!(await this.viewers?.seesDeliveredModel(viewer, row.model_code))) throw e;
    }
  }

  /**
   * A model's file to serve; both routes that serve model files come here. model/file serves every artefact:
   * generated files are public once ready (within the library's rule), the original is the owner's.
   * model/viewFile (`viaUnlock`) serves the viewer files of a model with an access password to whoever unlocked it.
   * `version` is the `?v=` of a versioned address, which may be cached for ever.
   */
  async file(
    modelCode: string,
    name: string,
    viewer: AuthUser | null,
    ask: { viaUnlock: boolean; unlock?: string; version?: string },
  ): Promise<ServedFile> {
    if (!(name in ARTEFACTS) || (ask.viaUnlock && !isViewerFile(name))) throw errors.notFound('文件不存在');
    const spec = ARTEFACTS[name as ArtefactName];
    const row = await q.findModelByCode(this.k, modelCode);
    if (!row) throw errors.notFound('模型不存在或已删除');
    if (ask.viaUnlock) this.library?.checkUnlocked(row, viewer, ask.unlock);
    else await this.checkArtefact(row, name as ArtefactName, viewer);
    if (!spec.public) {
      if (!viewer) throw new AppError('unauthorized', '请先登录');
      if (viewer.id !== row.user_id && viewer.type !== UserType.operator)
        throw errors.forbidden('只有模型的上传者可以下载原始文件');
    }
    const key = row[spec.column];
    if (!key) {
      const failed = row.status === 'failed' && !ask.viaUnlock;
      throw errors.notFound(failed ? '模型处理失败，没有可用的文件' : '模型仍在处理中，请稍后再试');
    }
    const stat = await this.files.store.stat(key);
    if (!stat) throw errors.notFound('文件内容已丢失');
    const downloadName = name === 'original' ? (row.original_name ?? `${row.model_code}.zip`) : `${row.model_code}-${name}`;
    const mime = spec.mime || (name === 'original' ? await originalMime(this.files, row) : 'application/octet-stream');
    const served = { key, size: stat.size, mime, name: downloadName };
    if (ask.viaUnlock) return { ...served, inline: true, cacheControl: 'private, max-age=3600' };
    if (!spec.public) return { ...served, inline: false, cacheControl: 'private, no-store' };
    const versioned = ask.version !== undefined && key.startsWith(ask.version) && ask.version.length >= 8;
    // Files of a private model (a delivery not yet accepted, a draft) are served to the few allowed to see them, who
    // may lose that right: no cache, shared or the browser's, may keep a copy.
    if (row.visibility !== 'public') return { ...served, inline: true, cacheControl: 'private, no-store' };
    return {
      ...served,
      inline: true,
      cacheControl: `public, ${versioned ? 'max-age=31536000, immutable' : 'max-age=60, must-revalidate'}`,
    };
  }

  // --- jobs --------------------------------------------------------------------------------------

  jobHandlers(): JobHandlers<AppJobs> {
    return {
      'model.process': {
        run: ({ modelId }, ctx) => this.process(modelId, ctx),
        onGiveUp: async ({ modelId }) => {
          const at = this.now();
          await q.updateUnfinished(this.k, modelId, {
            status: 'failed',
            stage: 'failed',
            failure_reason: INTERNAL_FAILURE,
            failed_at: at,
            updated_at: at,
          });
        },
      },
      'model.compress': {
        run: ({ modelId, targetBytes }, ctx) => this.makeLight(modelId, targetBytes, ctx),
        onGiveUp: async ({ modelId }) => {
          await q.updateModel(this.k, modelId, {
            light_status: 'failed',
            light_error: '轻量模型生成失败（服务器内部错误），请稍后再试',
            updated_at: this.now(),
          });
        },
      },
    };
  }

  private async sources(row: ModelRow): Promise<FileRow[]> {
    const ids = JSON.parse(row.source_file_ids) as string[];
    const rows = await this.files.requireOwnedRows(row.user_id, ids).catch((e: unknown) => {
      if (e instanceof AppError) throw new PipelineInputError('模型的源文件已被删除，无法处理，请重新上传');
      throw e;
    });
    return rows;
  }

  private async withWorkDir<T>(label: string, fn: (dir: string) => Promise<T>): Promise<T> {
    const dir = await makeWorkDir(this.workDir, label);
    try {
      return await fn(dir);
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  }

  /** The `model.process` job. Idempotent: a finished model is skipped; a rerun after a crash starts over. */
  async process(modelId: number, ctx = DIRECT_RUN): Promise<JobOutcome> {
    const row = await q.findModelById(this.k, modelId);
    if (!row) return { status: 'skipped', reason: 'model deleted' };
    if (row.status === 'ready' || row.status === 'failed') return { status: 'skipped', reason: `model already ${row.status}` };
    await q.updateUnfinished(this.k, modelId, { status: 'processing', stage: 'detect', updated_at: this.now() });
    try {
      return await this.withWorkDir(`model-${modelId}`, async (dir) => {
        const sources = await this.sources(row);
        const input = await this.files.materialise(sources, path.join(dir, 'input'));
        // Stage marks are written in order, off the pipeline's path.
        let marks = Promise.resolve();
        const onStage = (stage: PipelineStage) => {
          marks = marks
            .then(() => q.markStage(this.k, modelId, stage, STAGE_COLUMN[stage], this.now()))
            .then(() => undefined)
            .catch((e: unknown) => this.log.warn({ err: e }, '记录处理阶段失败'));
        };
        const result = await this.run(input, path.join(dir, 'out'), { onStage, signal: ctx.signal });
        await marks;
        await q.markStage(this.k, modelId, 'store', null, this.now());
        const items: ArtefactInput[] = [
          { path: result.files.web, name: 'web.glb', mime: 'model/gltf-binary', kind: 'model', format: 'glb' },
          { path: result.files.light, name: 'light.glb', mime: 'model/gltf-binary', kind: 'model', format: 'glb' },
          { path: result.files.cover, name: 'cover.webp', mime: 'image/webp', kind: 'image' },
          { path: result.files.thumb, name: 'thumb.webp', mime: 'image/webp', kind: 'image' },
        ];
        const listPath = (result.files as Partial<PipelineResult['files']>).list;
        const hasList = Boolean(listPath && fs.existsSync(listPath));
        if (hasList && listPath) items.push({ path: listPath, name: 'list.webp', mime: 'image/webp', kind: 'image' });
        const zipOriginal = sources.length > 1;
        if (zipOriginal)
          items.push({
            ...(await this.zipSources(sources, dir)),
            name: `${row.model_code}.zip`,
            mime: 'application/zip',
            kind: 'zip',
          });
        const done = await this.files.saveArtefacts(row.user_id, items, async (trx: Executor, files) => {
          const key = (name: string) => files.find((f) => f.name === name)?.storage_key ?? null;
          const at = this.now();
          const marked = await q.updateUnfinished(trx, modelId, {
            status: 'ready',
            stage: 'ready',
            ready_at: at,
            updated_at: at,
            failure_reason: null,
            web_key: key('web.glb'),
            light_key: key('light.glb'),
            cover_key: key('cover.webp'),
            thumb_key: key('thumb.webp'),
            list_key: hasList ? key('list.webp') : null,
            stats: JSON.stringify(result.stats),
            light_status: 'ready',
            ...(zipOriginal ? { original_key: key(`${row.model_code}.zip`), original_name: `${row.model_code}.zip` } : {}),
          });
          if (marked) await this.library?.onModelReady(trx, modelId);
          return marked;
        });
        if (!done) throw new Error('model record changed while processing');
        return { status: 'done', result: { triangles: result.stats.triangles } };
      });
    } catch (e) {
      const reason = finalReason(e, ctx);
      if (reason) {
        const at = this.now();
        await q.updateUnfinished(this.k, modelId, {
          status: 'failed',
          stage: 'failed',
          failure_reason: reason,
          failed_at: at,
          updated_at: at,
        });
        return { status: 'failed', reason };
      }
      throw e;
    }
  }

  /** Several source files become one zip (stored, streamed), the model's downloadable original. */
  private async zipSources(sources: FileRow[], dir: string): Promise<{ path: string }> {
    const target = path.join(dir, 'original.zip');
    const out = fs.createWriteStream(target);
    const written = new Promise<void>((resolve, reject) => {
      out.on('finish', resolve);
      out.on('error', reject);
    });
    const zip = new Zip((err, chunk, final) => {
      if (err) {
        out.destroy(err);
        return;
      }
      out.write(chunk);
      if (final) out.end();
    });
    const used = new Set<string>();
    for (const s of sources) {
      let name = s.name.replace(/[\\/]/g, '_');
      for (let i = 2; used.has(name); i++) name = `${i}-${s.name.replace(/[\\/]/g, '_')}`;
      used.add(name);
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      for await (const chunk of this.files.store.stream(s.storage_key)) {
        entry.push(chunk as Uint8Array);
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
    await written;
    return { path: target };
  }

  /** The `model.compress` job: a new light.glb from the original with a target size; the rest of the model is kept. */
  async makeLight(modelId: number, targetBytes: number, ctx = DIRECT_RUN): Promise<JobOutcome> {
    const row = await q.findModelById(this.k, modelId);
    if (!row || row.status !== 'ready') return { status: 'skipped', reason: 'model not ready' };
    if (row.light_status !== 'queued' && row.light_status !== 'processing')
      return { status: 'skipped', reason: 'nothing requested' };
    await q.updateModel(this.k, modelId, { light_status: 'processing', updated_at: this.now() });
    try {
      return await this.withWorkDir(`light-${modelId}`, async (dir) => {
        const sources = await this.sources(row);
        const input = await this.files.materialise(sources, path.join(dir, 'input'));
        const result = await this.run(input, path.join(dir, 'out'), { lightTargetBytes: targetBytes, signal: ctx.signal });
        const oldKey = row.light_key;
        const newKey = await this.files.saveArtefacts(
          row.user_id,
          [{ path: result.files.light, name: 'light.glb', mime: 'model/gltf-binary', kind: 'model', format: 'glb' }],
          async (trx, files) => {
            const stats = parseStats(row.stats);
            const light = files[0];
            if (!light) throw new Error('light artefact missing');
            const warnings = result.stats.warnings.filter((w) => w.includes('轻量'));
            await q.updateModel(trx, modelId, {
              light_key: light.storage_key,
              light_status: 'ready',
              light_error: warnings[0] ?? null,
              stats: stats ? JSON.stringify({ ...stats, bytes: { ...stats.bytes, light: Number(light.size) } }) : row.stats,
              updated_at: this.now(),
            });
            return light.storage_key;
          },
        );
        if (oldKey && oldKey !== newKey) await this.files.removeArtefact(row.user_id, oldKey);
        return { status: 'done', result: { lightBytes: result.stats.bytes.light } };
      });
    } catch (e) {
      const reason = finalReason(e, ctx);
      if (reason) {
        await q.updateModel(this.k, modelId, { light_status: 'failed', light_error: reason, updated_at: this.now() });
        return { status: 'failed', reason };
      }
      throw e;
    }
  }
}
