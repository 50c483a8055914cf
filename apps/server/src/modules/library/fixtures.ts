import { createHash } from 'node:crypto';
import { placeholderStats, stageFor } from '../../seed/bench.js';
import sharp from 'sharp';
import type { TestApp } from '../../../test/harness.js';
import { makeUser, ok, post, type TestUser } from '../../../test/requests.js';
import { newCode } from '../model/plan.js';

/** Test factories for the library and social tests (not loaded by the server). */

export { get, makeUser, ok, post, refused, type TestUser } from '../../../test/requests.js';

export interface ModelSpec {
  title: string;
  description?: string;
  type?: string;
  trade?: string;
  price?: number;
  /** Default: free when the price is 0 (set false for a negotiable model). */
  freeDownload?: boolean;
  tags?: readonly string[];
  format?: string;
  status?: 'queued' | 'processing' | 'ready' | 'failed';
  visibility?: 'public' | 'private';
  views?: number;
  collects?: number;
  /** A row id of its own, to place the model far from the others (the search's id ranges). */
  id?: number;
}

const fakeKey = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * A model record as the pipeline leaves it (artefact keys point at nothing: list and search tests need no
 * files). Ready models go through the library's ready hook, exactly as the model service calls it.
 */
export async function insertModel(t: TestApp, owner: TestUser, spec: ModelSpec): Promise<{ id: number; modelCode: string }> {
  const at = new Date().toISOString();
  const code = newCode();
  const status = spec.status ?? 'ready';
  const ready = status === 'ready';
  const row = await t.db.kysely
    .insertInto('models')
    .values({
      ...(spec.id === undefined ? {} : { id: spec.id }),
      model_code: code,
      user_id: owner.id,
      title: spec.title,
      description: spec.description ?? '',
      type: spec.type ?? '其他',
      trade: spec.trade ?? '其他',
      price: spec.price ?? 0,
      free_download: (spec.freeDownload ?? !spec.price) ? 1 : 0,
      status,
      stage: stageFor(status),
      failure_reason: status === 'failed' ? '文件已损坏' : null,
      queued_at: at,
      ready_at: ready ? at : null,
      source_file_ids: '[]',
      original_key: null,
      original_name: `${code}.${spec.format ?? 'glb'}`,
      web_key: ready ? fakeKey(`${code}web`) : null,
      light_key: ready ? fakeKey(`${code}light`) : null,
      cover_key: ready ? fakeKey(`${code}cover`) : null,
      thumb_key: ready ? fakeKey(`${code}thumb`) : null,
      list_key: ready ? fakeKey(`${code}list`) : null,
      stats: ready ? JSON.stringify(placeholderStats(spec.format ?? 'glb', 1200)) : null,
      tags: JSON.stringify(spec.tags ?? []),
      visibility: spec.visibility ?? 'public',
      view_count: spec.views ?? 0,
      collect_count: spec.collects ?? 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (ready) await t.db.kysely.transaction().execute((trx) => t.services.library.onModelReady(trx, row.id));
  return { id: row.id, modelCode: code };
}

export type Page<T> = {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  totalCapped?: boolean;
  relaxedKeyword?: string;
};

/** Uploads through the real POST /api/common/file/upload (multipart, field "file"). */
export async function upload(
  t: TestApp,
  token: string,
  name: string,
  bytes: Buffer | Uint8Array,
): Promise<{ fileId: string; url: string }> {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/common/file/upload',
    payload,
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return ok<{ fileId: string; url: string }>(res);
}

/** A small real PNG (uploads are sniffed), a different colour per seed. */
export const tinyPng = (seed: number) =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: { r: (seed * 40) % 256, g: (seed * 90) % 256, b: 120 } } })
    .png()
    .toBuffer();

/** Titles that must never show to other people: a private, an unfinished, a failed and a deleted model. */
export const LEAKS = ['私人沙发草图', '处理中的沙发', '失败的沙发', '已删除的沙发'];

/**
 * The library the catalogue, model page, shelf and image model tests share: four users and ten models (listed ones,
 * and the hidden ones of LEAKS), the last moved to the recycle bin.
 */
export async function seedLibrary(t: TestApp) {
  const ann = await makeUser(t, 2, '安家具工作室');
  const bob = await makeUser(t, 3, '博珠宝');
  const visitor = await makeUser(t, 0, '路人甲');
  const op = await makeUser(t, 5, '运营小李');
  const specs = [
    [
      'sofa',
      ann,
      {
        title: '现代风格布艺沙发',
        description: '三人位 客厅 北欧风',
        type: '家具',
        trade: '泛家居',
        tags: ['沙发', '客厅'],
        views: 500,
        collects: 3,
        format: 'fbx',
      },
    ],
    [
      'sofabed',
      ann,
      {
        title: '北欧沙发床',
        description: '可折叠 小户型',
        type: '家具',
        trade: '泛家居',
        price: 1990,
        views: 90,
        collects: 30,
        format: 'obj',
      },
    ],
    ['table', ann, { title: '中式实木茶几', description: '红木 客厅', type: '家具', trade: '泛家居', views: 40, collects: 1 }],
    [
      'ring',
      bob,
      {
        title: '钻石戒指',
        description: '18K金 求婚',
        type: '首饰',
        trade: '珠宝首饰',
        price: 5000,
        tags: ['钻戒'],
        views: 1200,
        collects: 12,
        format: 'stl',
      },
    ],
    [
      'necklace',
      bob,
      { title: '珍珠项链', description: '淡水珍珠', type: '首饰', trade: '珠宝首饰', views: 10, collects: 0, format: 'stl' },
    ],
    ['gear', bob, { title: '工业齿轮组', description: '机械 传动', type: '机械零件', trade: '机械五金', views: 5, collects: 50 }],
    [
      'privateSofa',
      ann,
      {
        title: '私人沙发草图',
        description: '沙发 秘密',
        type: '家具',
        trade: '泛家居',
        visibility: 'private' as const,
        views: 9999,
      },
    ],
    ['processing', ann, { title: '处理中的沙发', type: '家具', trade: '泛家居', status: 'processing' as const }],
    ['failed', ann, { title: '失败的沙发', type: '家具', trade: '泛家居', status: 'failed' as const }],
    ['deletedSofa', ann, { title: '已删除的沙发', type: '家具', trade: '泛家居', views: 8888 }],
  ] as const;
  const made: Record<string, string> = {};
  for (const [key, owner, spec] of specs) made[key] = (await insertModel(t, owner, spec)).modelCode;

  ok(await post(t, '/api/model/deleteModel', { modelCodes: [made.deletedSofa] }, ann.token));
  return { ann, bob, visitor, op, codes: made };
}
