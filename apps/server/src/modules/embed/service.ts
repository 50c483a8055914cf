import { formatCount, type ModelDetail } from '@moxing/shared';
import type { ModelRow } from '../../db/schema.js';
import { AppError, errors } from '../../platform/errors.js';
import type { ListFilter, LibraryCore } from '../library/core.js';
import { isListed, DAY_MS, dayOf, type Viewer } from '../library/core.js';
import { presentCard } from '../library/present.js';
import * as q from './queries.js';
import type { ModelPageService } from '../modelPage/service.js';

/** Only the host of the page an embed sits in is kept. */
export function embedHost(referrer: string | undefined): string {
  if (!referrer) return '直接访问';
  try {
    const u = new URL(referrer);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return '其他';
    return u.host.toLowerCase().slice(0, 255) || '其他';
  } catch {
    return '其他';
  }
}

/** Embeds: the embed page's model (counting embed views by host), embed counts and the leaderboard. */
export class EmbedService {
  constructor(
    private readonly core: LibraryCore,
    private readonly modelPage: ModelPageService,
  ) {}

  /** The embed page's call: the model for the iframe, counting one embed view (not for locked models). */
  async embedView(code: string, referrer: string | undefined, unlock: string | undefined, viewer: Viewer): Promise<ModelDetail> {
    const detail = await this.modelPage.detail(code, viewer, unlock, false);
    if (detail.status !== 'ready' || detail.visibility !== 'public') throw errors.notFound('模型不存在或已删除');
    if (!detail.locked) {
      const row = await this.core.findModelByCode(code);
      if (row && isListed(row)) {
        await this.countEmbed(row, embedHost(referrer));
        detail.counts.embeds += 1;
        detail.countsText.embeds = formatCount(detail.counts.embeds);
      }
    }
    return detail;
  }

  /**
   * Counts one embed view. Embedding is the owner's feature (NQ1) and a model embedded for the first time counts
   * against the owner's embed allowance (MXNQGS), checked and taken in one transaction (`writeFirstEmbed`); models
   * already embedded keep working and their views are buffered like page views.
   */
  private async countEmbed(row: Pick<ModelRow, 'id' | 'user_id' | 'embed_count'>, host: string): Promise<void> {
    const gate = this.core.features;
    if (gate && row.embed_count + this.core.counters.pendingEmbeds(row.id) === 0) {
      const first = await this.core.writeFirstEmbed(row, host, async (trx, embedded) => {
        const d = await gate.claim(trx, row.user_id, 'embed', embedded);
        if (!d.allowed) throw errors.forbidden(`该模型暂不能嵌入：作者的${d.reason ?? '模型嵌入未开通'}`);
      });
      if (first) return;
    }
    this.core.counters.addEmbed(row.id, host);
  }

  /** embed/count: one model's embed views (anyone, for a listed model), or all of mine. */
  async embedCount(viewer: Viewer, code: string | undefined) {
    const t = this.core.clock();
    const today = dayOf(t);
    const weekAgo = dayOf(t - 6 * DAY_MS);
    if (code) {
      const row = await this.core.visibleRow(code, viewer);
      const pending = this.core.counters.pendingEmbeds(row.id);
      const scope = { modelId: row.id };
      const [todayN, week, sources] = await Promise.all([
        q.embedsSince(this.core.k, scope, today),
        q.embedsSince(this.core.k, scope, weekAgo),
        this.core.canManage(row, viewer) ? q.embedSources(this.core.k, scope, 20) : Promise.resolve([]),
      ]);
      return {
        total: row.embed_count + pending,
        today: todayN + pending,
        last7Days: week + pending,
        modelsEmbedded: row.embed_count + pending > 0 ? 1 : 0,
        sources,
      };
    }
    if (!viewer) throw new AppError('unauthorized', '请先登录');
    const scope = { userId: viewer.id };
    const [totals, todayN, week, sources] = await Promise.all([
      this.core.ownerTotals(viewer.id),
      q.embedsSince(this.core.k, scope, today),
      q.embedsSince(this.core.k, scope, weekAgo),
      q.embedSources(this.core.k, scope, 20),
    ]);
    return { total: Number(totals.embeds), today: todayN, last7Days: week, modelsEmbedded: Number(totals.embedded), sources };
  }

  /** embed/leaderboard: the most embedded listed models, overall or over the last 7 / 30 days. */
  async leaderboard(query: { pageNum: number; pageSize: number; range: 'all' | '7d' | '30d' }) {
    const { pageNum, pageSize } = query;
    const offset = (pageNum - 1) * pageSize;
    let entries: { id: number; n: number }[];
    let total: number;
    if (query.range === 'all') {
      const filter: ListFilter = {};
      const [ids, n] = await Promise.all([
        this.core.listIds({ ...filter }, 'embeds', offset, pageSize),
        this.core.cachedCount('embedded', () => this.core.countEmbedded()),
      ]);
      const cards = await this.core.cardsByIds(ids);
      entries = cards.filter((c) => c.embed_count > 0).map((c) => ({ id: c.id, n: c.embed_count }));
      total = n;
    } else {
      const from = dayOf(this.core.clock() - ((query.range === '7d' ? 7 : 30) - 1) * DAY_MS);
      const r = await this.core.embedLeadersSince(from, offset, pageSize);
      entries = r.rows;
      total = r.total;
    }
    const cards = new Map((await this.core.cardsByIds(entries.map((e) => e.id))).map((c) => [c.id, c]));
    const list = entries.flatMap((e, i) => {
      const c = cards.get(e.id);
      return c ? [{ ...presentCard(c), rank: offset + i + 1, embedViews: e.n }] : [];
    });
    return { list, total, pageNum, pageSize };
  }
}
