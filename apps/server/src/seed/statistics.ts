import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../db/index.js';
import type { ModelDailyStatsTable } from '../db/schema.js';

/**
 * Demo history for the statistics dashboards: 60 days of plausible daily figures for every demo model (weekday
 * rhythm, a slow rise, a few busy days), their owners' day rows, one capture device per demo author linked to some
 * of their models, and the hardware showcase of /implement. Figures are stable across runs (hashed, not random).
 */

const HISTORY_DAYS = 60;
const DAY_MS = 86_400_000;

const unit = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0) / 0xffffffff;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const SHOWCASE = [
  {
    code: 'MP80',
    big_title: 'MP80 手持三维扫描仪',
    small_title: '适合 5-50 厘米的小物件：首饰、文创、零件',
    text: '蓝光多线扫描，单帧精度 0.05 毫米，自动拼接纹理。扫描完成后一键上传到模型库，自动生成网页三维展示与嵌入代码。',
  },
  {
    code: 'MP80 Pro',
    big_title: 'MP80 Pro 手持三维扫描仪',
    small_title: '高精度版：适合反光、深色与细小结构',
    text: '在 MP80 的基础上加入红外模式与高动态曝光，深色皮革、金属与透明件无需喷粉即可扫描。',
  },
  {
    code: 'MP200',
    big_title: 'MP200 立式扫描系统',
    small_title: '适合 50-180 厘米的家具、雕塑与人像',
    text: '立柱与转台联动，三分钟完成一圈扫描；配合补光灯箱，得到可直接上架的高清贴图模型。',
  },
  {
    code: 'MP200 Pro',
    big_title: 'MP200 Pro 立式扫描系统',
    small_title: '双相机同步：大件物品一次成型',
    text: '双相机同步采集，适合电商批量建模；支持按型号批量命名与自动上传。',
  },
  {
    code: 'Magic Box',
    big_title: 'Magic Box 箱式拍摄台',
    small_title: '放进去，关上门，自动生成 360° 图片模型',
    text: '内置均匀光源与转盘，适合鞋包、首饰与小家电的 360° 展示，拍摄结果直接生成图片模型。',
  },
  {
    code: 'Magic Wand',
    big_title: 'Magic Wand 测量笔',
    small_title: '0.1 毫米精度的手持测量',
    text: '为模型标注真实尺寸：轻触两点即可测量距离，数据同步到模型的尺寸信息。',
  },
] as const;

/** Writes the demo history (rows already there are kept). */
export async function seedDemoStatistics(db: Db, clock: () => number, authorLogins: string[]): Promise<void> {
  const k = db.kysely;
  const now = clock();
  const at = new Date(now).toISOString();
  if (!(await k.selectFrom('implement_entries').select('id').limit(1).executeTakeFirst())) {
    await k
      .insertInto('implement_entries')
      .values(SHOWCASE.map((s, i) => ({ ...s, desc_url: '/helpWord', video: '', sort: i, updated_at: at })))
      .execute();
  }
  const authors = await k.selectFrom('users').select(['id', 'login']).where('login', 'in', authorLogins).execute();
  if (authors.length === 0) return;
  const models = await k
    .selectFrom('models')
    .select(['id', 'user_id', 'model_code', 'price'])
    .where(
      'user_id',
      'in',
      authors.map((a) => a.id),
    )
    .where('status', '=', 'ready')
    .orderBy('id')
    .execute();
  const owners = new Map<string, Record<string, number>>();
  const rows: Insertable<ModelDailyStatsTable>[] = [];
  for (const m of models) {
    const popularity = 2 + unit(`pop:${m.model_code}`) * 30;
    for (let back = HISTORY_DAYS; back >= 1; back--) {
      const ms = now - back * DAY_MS;
      const day = dayOf(ms);
      const weekday = new Date(ms).getUTCDay();
      const rhythm = weekday === 0 || weekday === 6 ? 1.4 : 1;
      const rise = 0.6 + (HISTORY_DAYS - back) / HISTORY_DAYS;
      const busy = unit(`busy:${m.model_code}:${day}`) > 0.95 ? 3 : 1;
      const noise = 0.5 + unit(`n:${m.model_code}:${day}`);
      const views = Math.round(popularity * rhythm * rise * busy * noise);
      const pick = (salt: string, ratio: number) => Math.floor(views * ratio + unit(`${salt}:${m.model_code}:${day}`));
      const sales = m.price > 0 ? pick('sale', 0.01) : 0;
      const row = {
        model_id: m.id,
        day,
        views,
        embeds: pick('embed', 0.3),
        downloads: m.price > 0 ? 0 : pick('dl', 0.06),
        likes: pick('like', 0.08),
        collects: pick('collect', 0.05),
        comments: pick('comment', 0.01),
        sales,
        sales_amount: sales * m.price,
      };
      rows.push(row);
      const key = `${m.user_id}|${day}`;
      const o = owners.get(key) ?? { visitors: Math.round(3 + unit(`v:${key}`) * 12) };
      for (const f of ['views', 'embeds', 'downloads', 'likes', 'collects', 'comments', 'sales', 'sales_amount'] as const) {
        o[f] = (o[f] ?? 0) + Number(row[f] ?? 0);
      }
      owners.set(key, o);
    }
  }
  await k.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('model_daily_stats')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) => oc.columns(['model_id', 'day']).doNothing())
        .execute();
    }
    const ownerRows = [...owners].map(([key, o]) => {
      const [userId, day] = key.split('|');
      return {
        user_id: Number(userId),
        day: day!,
        views: 0,
        embeds: 0,
        downloads: 0,
        likes: 0,
        collects: 0,
        comments: 0,
        sales: 0,
        sales_amount: 0,
        visitors: 0,
        ...o,
      };
    });
    for (let i = 0; i < ownerRows.length; i += 500) {
      await trx
        .insertInto('owner_daily_stats')
        .values(ownerRows.slice(i, i + 500))
        .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
        .execute();
    }
    // One scanner per author, with their first few models captured by it.
    for (const [i, a] of authors.entries()) {
      const serial = `DEMO-${i % 2 ? 'MP200' : 'MP80'}-${a.login.slice(-4)}`;
      const existing = await trx.selectFrom('devices').select('id').where('serial', '=', serial).executeTakeFirst();
      if (existing) continue;
      const { id } = await trx
        .insertInto('devices')
        .values({
          user_id: a.id,
          serial,
          type: i % 2 ? '3' : '1',
          name: i % 2 ? 'MP200 立式扫描系统' : 'MP80 手持扫描仪',
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const own = models
        .filter((m) => m.user_id === a.id)
        .slice(0, 3)
        .map((m) => m.id);
      if (own.length) await trx.updateTable('models').set({ device_id: id }).where('id', 'in', own).execute();
    }
  });
}
