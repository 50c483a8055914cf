import { createHash, randomBytes } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import { MODEL_FORMATS, type ModelStage, type ModelStats, type ModelStatus } from '@moxing/shared';
import type { Db, Executor } from '../db/index.js';
import type { ModelsTable } from '../db/schema.js';
import { ftsRowid, indexTerms, pgVector, titleTerms } from '../platform/search/index.js';

/**
 * Benchmark data (`npm run seed:bench -- --models 100000 --comments 1000000`): users, models with fake
 * artefact keys (no pipeline, no files), their search index rows, likes, collects and comments, written
 * in batches inside transactions. Counters equal their rows, as the services keep them. Deterministic for
 * a given seed, so two databases get the same catalogue.
 */
export interface BenchOptions {
  models: number;
  comments: number;
  users?: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface BenchResult {
  users: number;
  models: number;
  listed: number;
  likes: number;
  collects: number;
  comments: number;
  seconds: number;
}

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** [object, category, trade] */
const OBJECTS: [string, string, string][] = [
  ['沙发', '家具', '泛家居'],
  ['餐椅', '家具', '泛家居'],
  ['茶几', '家具', '泛家居'],
  ['书柜', '家具', '泛家居'],
  ['双人床', '家具', '泛家居'],
  ['吊灯', '灯具', '泛家居'],
  ['台灯', '灯具', '泛家居'],
  ['落地灯', '灯具', '泛家居'],
  ['戒指', '首饰', '珠宝首饰'],
  ['项链', '首饰', '珠宝首饰'],
  ['耳环', '首饰', '珠宝首饰'],
  ['手镯', '首饰', '珠宝首饰'],
  ['运动鞋', '鞋靴箱包', '服装鞋包'],
  ['高跟鞋', '鞋靴箱包', '服装鞋包'],
  ['双肩包', '鞋靴箱包', '服装鞋包'],
  ['花瓶', '花瓶器皿', '日用百货'],
  ['茶壶', '餐具', '日用百货'],
  ['餐盘', '餐具', '日用百货'],
  ['齿轮箱', '机械零件', '机械五金'],
  ['轴承座', '机械零件', '机械五金'],
  ['电机', '机械零件', '机械五金'],
  ['扳手', '五金工具', '机械五金'],
  ['跑车', '交通工具', '其他'],
  ['自行车', '交通工具', '日用百货'],
  ['青铜鼎', '文创摆件', '博物馆文创'],
  ['佛像', '雕塑', '博物馆文创'],
  ['玩偶', '玩具', '游戏动漫'],
  ['机甲', '游戏道具', '游戏动漫'],
  ['坦克', '交通工具', '军工'],
  ['无人机', '设备仪器', '军工'],
];
const STYLES = ['现代', '北欧', '中式', '复古', '轻奢', '工业', '日式', '美式', '极简', '法式', '新中式', '赛博朋克'];
const MATERIALS = ['布艺', '实木', '真皮', '金属', '陶瓷', '玻璃', '大理石', '黄铜', '树脂', '碳纤维', '竹编', '亚克力'];
const SUFFIXES = ['', '', '', '套装', '高精度', '低面数', '带贴图', 'PBR', '三人位', '2024款', '精品', '写实'];
const COMMENT_WORDS = [
  '做工很精细',
  '贴图很清晰',
  '比例准确',
  '已收藏',
  '面数控制得好',
  '求同系列',
  '材质真实',
  '很实用',
  '细节到位',
  '好评',
];
const FORMAT_WEIGHTS = [30, 8, 25, 20, 10, 2, 3, 2];

const hex = (s: string) => createHash('sha256').update(s).digest('hex');

export async function seedBench(db: Db, opts: BenchOptions): Promise<BenchResult> {
  const started = Date.now();
  const log = opts.log ?? (() => undefined);
  const rnd = mulberry32(opts.seed ?? 20240601);
  const k = db.kysely;
  // Loading data: a crash during the load loses the load, nothing else, so SQLite need not sync each commit.
  if (db.dialect === 'sqlite') await sql`PRAGMA synchronous = OFF`.execute(k);
  const userCount = opts.users ?? Math.max(200, Math.min(5000, Math.round(opts.models / 50)));
  const run = randomBytes(4).toString('hex');
  const now = Date.now();
  const span = 2 * 365 * 86_400_000;

  // --- users ---
  const firstLogin =
    Number(
      (
        await k
          .selectFrom('users')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirst()
      )?.m ?? 0,
    ) + 1;
  const userIds: number[] = [];
  for (let i = 0; i < userCount; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, userCount - i) }, (_, j) => {
      const n = firstLogin + i + j;
      const at = new Date(now - span + Math.floor(rnd() * span * 0.5)).toISOString();
      return {
        login: `170${String(n).padStart(8, '0')}`,
        user_token: `bench${run}${n}`.slice(0, 40),
        password_hash: null,
        nickname: `${STYLES[n % STYLES.length]}建模师${n}`,
        avatar: null,
        type: [0, 2, 3, 4][n % 4]!,
        identity_id: null,
        address: null,
        full_address: null,
        status: 1,
        utm_from: null,
        utm_campaign: null,
        utm_content: null,
        utm_keyword: null,
        utm_url: null,
        bd_vid: null,
        track_id: null,
        created_at: at,
        updated_at: at,
      };
    });
    const ids = await k.insertInto('users').values(rows).returning('id').execute();
    userIds.push(...ids.map((r) => r.id));
  }
  log(`用户 ${userIds.length}`);
  const nicknames = new Map<number, string>(
    (await k.selectFrom('users').select(['id', 'nickname']).where('id', '>=', userIds[0]!).execute()).map((r) => [
      r.id,
      r.nickname,
    ]),
  );

  // --- per-model numbers, drawn up front so counters equal rows ---
  const n = opts.models;
  const pickUser = () => userIds[Math.floor(rnd() * userIds.length)]!;
  const skew = (max: number, power: number) => Math.floor(max * Math.pow(rnd(), power));
  // 97% ready, 1.5% processing, 1.5% failed; comments go to ready models only, a few models get many.
  const statuses = Array.from({ length: n }, () => {
    const r = rnd();
    return r < 0.97 ? 'ready' : r < 0.985 ? 'processing' : 'failed';
  });
  const readyIdx = statuses.flatMap((s, i) => (s === 'ready' ? [i] : []));
  for (let i = readyIdx.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [readyIdx[i], readyIdx[j]] = [readyIdx[j]!, readyIdx[i]!];
  }
  const commentCounts = new Uint32Array(n);
  if (readyIdx.length > 0) {
    for (let c = 0; c < opts.comments; c++)
      commentCounts[readyIdx[Math.min(readyIdx.length - 1, Math.floor(readyIdx.length * Math.pow(rnd(), 3)))]!]! += 1;
  }
  const formatTotal = FORMAT_WEIGHTS.reduce((a, b) => a + b, 0);
  const pickFormat = () => {
    let r = rnd() * formatTotal;
    for (let i = 0; i < FORMAT_WEIGHTS.length; i++) {
      r -= FORMAT_WEIGHTS[i]!;
      if (r < 0) return MODEL_FORMATS[i]!;
    }
    return 'glb';
  };

  let listed = 0;
  let likeTotal = 0;
  let collectTotal = 0;
  let commentTotal = 0;
  const BATCH = 400;
  for (let i = 0; i < n; i += BATCH) {
    const size = Math.min(BATCH, n - i);
    const models: Insertable<ModelsTable>[] = [];
    const social: { likes: number[]; collects: number[]; comments: number }[] = [];
    for (let j = 0; j < size; j++) {
      const idx = i + j;
      const [object, type, trade] = OBJECTS[Math.floor(rnd() * OBJECTS.length)]!;
      const style = STYLES[Math.floor(rnd() * STYLES.length)]!;
      const material = MATERIALS[Math.floor(rnd() * MATERIALS.length)]!;
      const suffix = SUFFIXES[Math.floor(rnd() * SUFFIXES.length)]!;
      const title = `${style}${material}${object}${suffix ? ` ${suffix}` : ''}`;
      const code = hex(`${run}:${idx}`)
        .slice(0, 12)
        .replace(/[01lo]/g, 'x');
      const status = statuses[idx]!;
      const visibility = rnd() < 0.97 ? 'public' : 'private';
      const deleted = rnd() < 0.01;
      const ready = status === 'ready';
      const at = new Date(now - span + Math.floor((idx / n) * span)).toISOString();
      const likeUsers = new Set<number>();
      const collectUsers = new Set<number>();
      if (ready) {
        for (let l = skew(24, 4); l > 0; l--) likeUsers.add(pickUser());
        for (let l = skew(18, 5); l > 0; l--) collectUsers.add(pickUser());
      }
      const comments = ready ? commentCounts[idx]! : 0;
      if (ready && visibility === 'public' && !deleted) listed += 1;
      const format = pickFormat();
      // Most models without a price are free to download; the rest are negotiable (price 0 alone).
      const price = rnd() < 0.6 ? 0 : (1 + Math.floor(rnd() * 100)) * 990;
      models.push({
        model_code: code,
        user_id: pickUser(),
        title,
        description: `${style}风格的${material}${object}，适用于${trade}行业的产品展示、电商主图与场景搭建。${suffix ? `${suffix}版本。` : ''}`,
        type,
        trade,
        price,
        free_download: price === 0 && rnd() < 0.85 ? 1 : 0,
        status,
        stage: stageFor(status),
        failure_reason: status === 'failed' ? '文件已损坏或格式无法识别' : null,
        queued_at: at,
        ready_at: ready ? at : null,
        source_file_ids: '[]',
        original_key: null,
        original_name: `${code}.${format}`,
        web_key: ready ? hex(`${code}web`) : null,
        light_key: ready ? hex(`${code}light`) : null,
        cover_key: ready ? hex(`${code}cover`) : null,
        thumb_key: ready ? hex(`${code}thumb`) : null,
        list_key: ready ? hex(`${code}list`) : null,
        stats: ready ? JSON.stringify(placeholderStats(format, 1000 + Math.floor(rnd() * 500_000))) : null,
        visibility,
        deleted_at: deleted ? new Date(now - Math.floor(rnd() * 20) * 86_400_000).toISOString() : null,
        tags: JSON.stringify([object, style, material]),
        source_format: ready ? format : null,
        view_count: ready ? skew(100_000, 6) + likeUsers.size * 3 : 0,
        like_count: likeUsers.size,
        collect_count: collectUsers.size,
        comment_count: comments,
        created_at: at,
        updated_at: at,
      });
      social.push({ likes: [...likeUsers], collects: [...collectUsers], comments });
    }
    await k.transaction().execute(async (trx) => {
      const ids = (await trx.insertInto('models').values(models).returning('id').execute()).map((r) => r.id);
      const docs = models
        .map((m, j) => ({ m, id: ids[j]! }))
        .filter(({ m }) => m.status === 'ready')
        .map(({ m, id }) => ({
          id,
          title: m.title,
          titleTerms: titleTerms(m.title),
          bodyTerms: indexTerms(
            [
              m.description,
              (JSON.parse(m.tags ?? '[]') as string[]).join(' '),
              m.type,
              m.trade,
              nicknames.get(m.user_id) ?? '',
            ].join(' '),
          ),
        }));
      await insertSearchDocs(trx, db.dialect, docs);
      const likes = ids.flatMap((id, j) =>
        social[j]!.likes.map((u) => ({ user_id: u, model_id: id, created_at: models[j]!.created_at })),
      );
      const collects = ids.flatMap((id, j) =>
        social[j]!.collects.map((u) => ({ user_id: u, model_id: id, created_at: models[j]!.created_at })),
      );
      for (let b = 0; b < likes.length; b += 5000)
        await trx
          .insertInto('model_likes')
          .values(likes.slice(b, b + 5000))
          .execute();
      for (let b = 0; b < collects.length; b += 5000)
        await trx
          .insertInto('model_collects')
          .values(collects.slice(b, b + 5000))
          .execute();
      likeTotal += likes.length;
      collectTotal += collects.length;
      const comments = ids.flatMap((id, j) =>
        Array.from({ length: social[j]!.comments }, (_, c) => ({
          model_id: id,
          user_id: pickUser(),
          content: `${COMMENT_WORDS[(id + c) % COMMENT_WORDS.length]}，${COMMENT_WORDS[(id * 7 + c) % COMMENT_WORDS.length]}！`,
          reply_to_id: null,
          reply_to_user_id: null,
          created_at: new Date(Date.parse(models[j]!.created_at) + c * 60_000).toISOString(),
        })),
      );
      for (let b = 0; b < comments.length; b += 4000)
        await trx
          .insertInto('model_comments')
          .values(comments.slice(b, b + 4000))
          .execute();
      commentTotal += comments.length;
    });
    if ((i / BATCH) % 25 === 0 || i + BATCH >= n) log(`模型 ${Math.min(n, i + BATCH)} / ${n}，评论 ${commentTotal}`);
  }

  if (db.dialect === 'sqlite') await sql`PRAGMA synchronous = NORMAL`.execute(k);
  log('更新统计信息 (ANALYZE)…');
  if (db.dialect === 'postgres')
    await sql`VACUUM ANALYZE users, models, search_docs, model_likes, model_collects, model_comments`.execute(k);
  else await sql`ANALYZE`.execute(k);
  return {
    users: userIds.length,
    models: n,
    listed,
    likes: likeTotal,
    collects: collectTotal,
    comments: commentTotal,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}

/** Search rows in bulk: the same terms SearchIndex.upsert writes, many documents per statement. */
async function insertSearchDocs(
  db: Executor,
  dialect: Db['dialect'],
  docs: { id: number; title: string; titleTerms: string; bodyTerms: string }[],
) {
  if (docs.length === 0) return;
  if (dialect === 'postgres') {
    const values = docs.map((d) => sql`('model', ${d.id}, ${d.title}, ${pgVector(d.id, d.titleTerms, d.bodyTerms)})`);
    await sql`INSERT INTO search_docs (doc_type, doc_id, title, terms) VALUES ${sql.join(values)}`.execute(db);
    return;
  }
  const values = docs.map((d) => sql`('model', ${d.id}, ${d.title})`);
  await sql`INSERT INTO search_docs (doc_type, doc_id, title) VALUES ${sql.join(values)}`.execute(db);
  const fts = docs.map((d) => sql`(${ftsRowid('model', d.id)}, ${d.titleTerms}, ${d.bodyTerms})`);
  await sql`INSERT INTO search_fts (rowid, title_terms, body_terms) VALUES ${sql.join(fts)}`.execute(db);
}

/** The pipeline stage of a model row made without running it: a processing one is somewhere in the middle. */
export function stageFor(status: ModelStatus): ModelStage {
  return status === 'processing' ? 'convert' : status;
}

/** Statistics shaped as the pipeline writes them (modelStats), for model rows made without running it. */
export function placeholderStats(format: string, triangles: number): ModelStats {
  return {
    triangles,
    vertices: Math.round(triangles * 0.6),
    meshes: 1,
    materials: 1,
    textures: [],
    animations: 0,
    bboxMm: { x: 100, y: 100, z: 100 },
    bytes: { original: 4096, web: 2048, light: 1024, cover: 512, thumb: 256 },
    warnings: [],
    format,
  };
}
