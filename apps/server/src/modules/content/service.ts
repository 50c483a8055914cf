import {
  type contentSaveBody,
  type ContentAction,
  type ContentAdminDetail,
  type ContentAdminItem,
  type ContentDetail,
  type ContentItem,
  type ContentKind,
  type ContentState,
} from '@moxing/shared';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import type { ContentsTable } from '../../db/schema-content.js';
import { errors } from '../../platform/errors.js';
import * as q from './queries.js';
import { plainText, renderBody } from './sanitize.js';
import { DELETED, allowedActions, transition } from './transitions.js';

type Row = Omit<ContentsTable, 'id' | 'views' | 'clicks'> & { id: number; views: number; clicks: number };
type SaveInput = z.output<typeof contentSaveBody>;
type Paged = { pageNum: number; pageSize: number };

export interface ContentDeps {
  db: Db;
  clock?: () => number;
}

const HELP_OTHER = '其他';

export function present(r: Row): ContentItem {
  return {
    id: r.id,
    kind: r.kind as ContentKind,
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    category: r.category,
    slug: r.slug,
    position: r.position,
    link: r.link,
    startAt: r.start_at,
    endAt: r.end_at,
    sort: r.sort,
    popup: r.popup === 1,
    views: Number(r.views),
    clicks: Number(r.clicks),
    publishedAt: r.published_at,
    updatedAt: r.updated_at,
  };
}

const detail = (r: Row): ContentDetail => ({ ...present(r), html: r.html });

/**
 * Site content (articles, pages, banners, ads, activities): the operators' console and what visitors see. Bodies
 * are rendered and cleaned when saved, so visitors are served the stored clean HTML.
 */
export class ContentService {
  private readonly db: Db;
  private readonly clock: () => number;

  constructor(deps: ContentDeps) {
    this.db = deps.db;
    this.clock = deps.clock ?? Date.now;
  }

  private get k() {
    return this.db.kysely;
  }

  private now() {
    return new Date(this.clock()).toISOString();
  }

  private stateOf(r: Row): ContentAdminItem['state'] {
    if (r.status !== 'published') return r.status as ContentState;
    const now = this.now();
    if (r.start_at && r.start_at > now) return 'scheduled';
    if (r.end_at && r.end_at <= now) return 'ended';
    return 'published';
  }

  private adminItem(r: Row): ContentAdminItem {
    return { ...present(r), state: this.stateOf(r), actions: allowedActions(r.status as ContentState, 'operator') };
  }

  private adminDetail(r: Row): ContentAdminDetail {
    return { ...this.adminItem(r), body: r.body, html: r.html };
  }

  // --- console -------------------------------------------------------------------------------

  async adminList(query: Paged & { kind?: ContentKind; keyword?: string }) {
    const { pageNum, pageSize } = query;
    const { rows, total } = await q.adminPage(this.k, query, (pageNum - 1) * pageSize, pageSize);
    return { list: rows.map((r) => this.adminItem(r)), total, pageNum, pageSize };
  }

  async adminDetailOf(id: number): Promise<ContentAdminDetail> {
    const row = await q.contentById(this.k, id);
    if (!row) throw errors.notFound('内容不存在或已删除');
    return this.adminDetail(row);
  }

  preview(body: string): { html: string } {
    return { html: renderBody(body) };
  }

  private checkInput(input: SaveInput): void {
    const needsImage = input.kind === 'banner' || input.kind === 'ad';
    if (needsImage && !input.cover) throw errors.validation('横幅和广告须上传图片');
    if (input.kind === 'banner' && !input.position) throw errors.validation('请选择横幅位置');
    if (input.kind === 'page' && !input.slug) throw errors.validation('页面须填写页面地址');
    const at = (s: string) => (s ? new Date(s).toISOString() : null);
    const start = at(input.startAt);
    const end = at(input.endAt);
    if (start && end && end <= start) throw errors.validation('结束时间须晚于开始时间');
  }

  /** Creates a draft, or changes an item in any state (its state stays). */
  async save(operatorId: number, input: SaveInput): Promise<ContentAdminDetail> {
    this.checkInput(input);
    const html = renderBody(input.body);
    const at = this.now();
    const fields = {
      kind: input.kind,
      title: input.title,
      summary: input.summary,
      body: input.body,
      html,
      search_text: `${input.title} ${input.summary} ${plainText(html)}`.toLowerCase(),
      cover: input.cover || null,
      category: input.category,
      slug: input.slug || null,
      position: input.position,
      link: input.link,
      start_at: input.startAt ? new Date(input.startAt).toISOString() : null,
      end_at: input.endAt ? new Date(input.endAt).toISOString() : null,
      sort: input.sort,
      popup: input.popup ? 1 : 0,
      updated_at: at,
    };
    const id = await this.k.transaction().execute(async (trx) => {
      if (fields.slug) {
        const taken = await q.contentBySlug(trx, fields.slug);
        if (taken && taken.id !== input.id) throw errors.conflict(`页面地址 ${fields.slug} 已被“${taken.title}”使用`);
      }
      if (input.id === undefined) {
        const row = await q.insertContent(trx, {
          ...fields,
          status: 'draft',
          author_id: operatorId,
          published_at: null,
          created_at: at,
        });
        return row.id;
      }
      const row = await q.contentById(trx, input.id);
      if (!row) throw errors.notFound('内容不存在或已删除');
      if (row.kind !== input.kind) throw errors.validation('内容类型不能修改');
      transition(row.status as ContentState, 'edit', 'operator');
      await q.updateContent(trx, row.id, fields);
      return row.id;
    });
    return this.adminDetailOf(id);
  }

  async act(id: number, action: ContentAction): Promise<ContentAdminDetail | null> {
    const deleted = await this.k.transaction().execute(async (trx) => {
      const row = await q.contentById(trx, id);
      if (!row) throw errors.notFound('内容不存在或已删除');
      const to = transition(row.status as ContentState, action, 'operator');
      if (to === DELETED) {
        await q.deleteContent(trx, id);
        return true;
      }
      const at = this.now();
      await q.updateContent(trx, id, {
        status: to,
        updated_at: at,
        ...(action === 'publish' ? { published_at: row.start_at && row.start_at > at ? row.start_at : at } : {}),
      });
      return false;
    });
    return deleted ? null : this.adminDetailOf(id);
  }

  // --- visitors ------------------------------------------------------------------------------

  async helpAll(keyword?: string) {
    const rows = await q.allOfKind(this.k, 'help', this.now(), { keyword: keyword?.trim() || undefined });
    const groups = new Map<string, ContentItem[]>();
    for (const r of rows) {
      const c = r.category || HELP_OTHER;
      groups.set(c, [...(groups.get(c) ?? []), present(r)]);
    }
    return { categories: [...groups].map(([category, list]) => ({ category, list })) };
  }

  /** One visible article, page or ad by id (a banner has no page of its own). */
  async detail(id: number, kinds?: readonly ContentKind[]): Promise<ContentDetail> {
    const row = await q.visibleById(this.k, id, this.now());
    if (!row || (kinds && !kinds.includes(row.kind as ContentKind))) throw errors.notFound('内容不存在或未发布');
    return detail(row);
  }

  async bySlug(slug: string): Promise<ContentDetail> {
    const row = await q.visibleBySlug(this.k, slug, this.now());
    if (!row) throw errors.notFound('页面不存在或未发布');
    return detail(row);
  }

  async list(kind: ContentKind, query: Paged & { category?: string }) {
    const { pageNum, pageSize } = query;
    const filter = { category: query.category?.trim() || undefined };
    const { rows, total } = await q.pageOfKind(this.k, kind, this.now(), filter, (pageNum - 1) * pageSize, pageSize);
    return { list: rows.map(present), total, pageNum, pageSize };
  }

  async banners(position: string): Promise<ContentItem[]> {
    return (await q.allOfKind(this.k, 'banner', this.now(), { position })).map(present);
  }

  /** A click on a banner or an ad that is showing now. */
  async click(id: number): Promise<{ count: number }> {
    const row = await q.visibleById(this.k, id, this.now());
    if (!row || (row.kind !== 'banner' && row.kind !== 'ad')) throw errors.notFound('横幅不存在或已下线');
    return { count: await q.bump(this.k, id, 'clicks') };
  }

  /** A view of an article, page or activity that is showing now. */
  async browse(id: number): Promise<{ count: number }> {
    const row = await q.visibleById(this.k, id, this.now());
    if (!row) throw errors.notFound('内容不存在或未发布');
    return { count: await q.bump(this.k, id, 'views') };
  }

  /** The post-login popup: the newest showing activity marked for it. */
  async popup(): Promise<{ state: 0 | 1; activity: ContentItem | null }> {
    const [row] = await q.allOfKind(this.k, 'activity', this.now(), { popup: true });
    return row && row.cover ? { state: 1, activity: present(row) } : { state: 0, activity: null };
  }

  async join(userId: number, id: number): Promise<{ count: number }> {
    const row = await q.visibleById(this.k, id, this.now());
    if (!row || row.kind !== 'activity') throw errors.notFound('活动不存在或已结束');
    await q.joinActivity(this.k, id, userId, this.now());
    return { count: await q.entryCount(this.k, id) };
  }

  async myActivities(userId: number) {
    const rows = await q.myEntries(this.k, userId);
    return { list: rows.map((r) => ({ ...present(r), joinedAt: r.joined_at })) };
  }
}
