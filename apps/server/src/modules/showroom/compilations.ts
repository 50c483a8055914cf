import {
  modelPriceText,
  type CompilationCard,
  type CompilationItem,
  type CompilationItemKind,
  type CompilationView,
  type SaveCompilationBody,
  type ShowCard,
} from '@moxing/shared';
import type { Db } from '../../db/index.js';
import type { CompilationRow } from '../../db/schema-showroom.js';
import { errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import type { ShowroomModel } from '../library/service.js';
import * as cq from './queries-compilations.js';
import * as q from './queries.js';
import type { ShowroomLibrary, ShowroomService } from './service.js';
import { fileUrl } from '../file/service.js';

export interface CompilationDeps {
  db: Db;
  library: Pick<ShowroomLibrary, 'showroomModels'>;
  shows: Pick<ShowroomService, 'publishedCards' | 'ownFile'>;
  clock?: () => number;
}

interface StoredItem {
  kind: CompilationItemKind;
  ref: string;
}

/** What the entries of some compilations point at: the models and published shows, fetched at once. */
interface Targets {
  models: Map<string, ShowroomModel>;
  shows: Map<number, ShowCard>;
}

const showRef = (ref: string) => (/^\d{1,9}$/.test(ref) ? Number(ref) : null);
/** A model anyone may see in a compilation: ready, public, without a password. */
const visibleModel = (m: ShowroomModel | undefined): m is ShowroomModel =>
  Boolean(m && m.ready && m.listed && !m.passwordProtected);

function parseItems(json: string): StoredItem[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v as StoredItem[]) : [];
  } catch {
    return [];
  }
}

/**
 * Compilations: a user's or an operator's ordered set of public models and published showrooms. Public ones are
 * listed (featured by operators first); an entry whose model went private or whose show went offline is hidden from
 * visitors and shown to the owner as no longer available.
 */
export class CompilationService {
  private readonly clock: () => number;

  constructor(private readonly deps: CompilationDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  private get k() {
    return this.deps.db.kysely;
  }

  private async targets(items: StoredItem[]): Promise<Targets> {
    const codes = items.filter((i) => i.kind === 'model').map((i) => i.ref);
    const ids = items.flatMap((i) => (i.kind === 'show' && showRef(i.ref) !== null ? [showRef(i.ref)!] : []));
    const [models, shows] = await Promise.all([
      codes.length ? this.deps.library.showroomModels(codes) : Promise.resolve([]),
      this.deps.shows.publishedCards([...new Set(ids)]),
    ]);
    return { models: new Map(models.map((m) => [m.modelCode, m])), shows };
  }

  private item(i: StoredItem, t: Targets): CompilationItem {
    if (i.kind === 'model') {
      const m = t.models.get(i.ref);
      const url = `/modelinfo/${i.ref}`;
      if (!visibleModel(m)) {
        return { kind: 'model', ref: i.ref, title: '已不公开的模型', cover: null, note: '', url, available: false };
      }
      const note = modelPriceText(m.price, m.free);
      return { kind: 'model', ref: i.ref, title: m.title, cover: m.cover, note, url, available: true };
    }
    const id = showRef(i.ref);
    const s = id === null ? undefined : t.shows.get(id);
    const url = `/showDetail?id=${i.ref}`;
    if (!s) return { kind: 'show', ref: i.ref, title: '已下线的展厅', cover: null, note: '', url, available: false };
    const note = `${s.kindName} · ${s.modelCount} 件展品`;
    return { kind: 'show', ref: i.ref, title: s.title, cover: s.cover, note, url, available: true };
  }

  private async cards(rows: CompilationRow[]): Promise<CompilationCard[]> {
    const firsts = rows.flatMap((r) => (r.cover_file_id ? [] : parseItems(r.items)));
    const [owners, t] = await Promise.all([q.findUsers(this.k, [...new Set(rows.map((r) => r.owner_id))]), this.targets(firsts)]);
    const byId = new Map(owners.map((u) => [u.id, u]));
    return rows.map((r) => {
      const o = byId.get(r.owner_id);
      // Without a cover of its own, the first entry that can be shown lends its picture.
      const lent = r.cover_file_id
        ? null
        : (parseItems(r.items)
            .map((i) => this.item(i, t))
            .find((i) => i.available && i.cover)?.cover ?? null);
      return {
        id: r.id,
        title: r.title,
        description: r.description,
        cover: fileUrl(r.cover_file_id) ?? lent,
        owner: { id: r.owner_id, nickname: o?.nickname ?? '用户', avatar: o?.avatar ?? null },
        modelCount: r.model_count,
        showCount: r.show_count,
        isPublic: r.is_public === 1,
        featured: r.featured_at !== null,
        updatedAt: r.updated_at,
      };
    });
  }

  private async view(row: CompilationRow, viewer: AuthUser | null): Promise<CompilationView> {
    const [card] = await this.cards([row]);
    const isOwner = viewer?.id === row.owner_id;
    const stored = parseItems(row.items);
    const t = await this.targets(stored);
    const items = stored.map((i) => this.item(i, t)).filter((i) => isOwner || i.available);
    return { ...card!, isOwner, coverFileId: isOwner ? row.cover_file_id : null, items };
  }

  private async row(id: number): Promise<CompilationRow> {
    const row = await cq.findCompilation(this.k, id);
    if (!row) throw errors.notFound('合辑不存在或已删除');
    return row;
  }

  private async ownRow(user: AuthUser, id: number): Promise<CompilationRow> {
    const row = await this.row(id);
    if (row.owner_id !== user.id) throw errors.forbidden('这不是你的合辑，不能修改');
    return row;
  }

  async list(query: { pageNum: number; pageSize: number; keyword?: string; featured?: boolean }) {
    const { pageNum, pageSize } = query;
    const { rows, total } = await cq.publicPage(this.k, query, (pageNum - 1) * pageSize, pageSize);
    return { list: await this.cards(rows), total, pageNum, pageSize };
  }

  async mine(user: AuthUser, page: { pageNum: number; pageSize: number }) {
    const { pageNum, pageSize } = page;
    const { rows, total } = await cq.ownPage(this.k, user.id, (pageNum - 1) * pageSize, pageSize);
    return { list: await this.cards(rows), total, pageNum, pageSize };
  }

  async detail(viewer: AuthUser | null, id: number): Promise<CompilationView> {
    const row = await this.row(id);
    if (row.is_public !== 1 && row.owner_id !== viewer?.id) throw errors.notFound('合辑不存在或未公开');
    return this.view(row, viewer);
  }

  /** The entries as sent, checked: each once, models public, shows published. */
  private async checkItems(items: SaveCompilationBody['items']): Promise<StoredItem[]> {
    const seen = new Set<string>();
    for (const i of items) {
      const key = `${i.kind}:${i.ref}`;
      if (seen.has(key)) throw errors.validation(`${i.kind === 'model' ? '模型' : '展厅'} ${i.ref} 在合辑中重复了`);
      seen.add(key);
      if (i.kind === 'show' && showRef(i.ref) === null) throw errors.validation(`展厅编号“${i.ref}”不正确`);
    }
    const t = await this.targets(items);
    for (const i of items) {
      if (i.kind === 'model' && !visibleModel(t.models.get(i.ref))) {
        throw errors.notFound(`模型 ${i.ref} 不存在或未公开，不能加入合辑`);
      }
      if (i.kind === 'show' && !t.shows.has(showRef(i.ref)!)) throw errors.notFound(`展厅 ${i.ref} 不存在或未发布`);
    }
    return items.map((i) => ({ kind: i.kind, ref: i.ref }));
  }

  async save(user: AuthUser, body: SaveCompilationBody): Promise<{ id: number }> {
    const existing = body.id === undefined ? null : await this.ownRow(user, body.id);
    const items = await this.checkItems(body.items);
    const cover =
      body.coverFileId === undefined
        ? (existing?.cover_file_id ?? null)
        : body.coverFileId && (await this.deps.shows.ownFile(user, body.coverFileId, 'cover'));
    const at = new Date(this.clock()).toISOString();
    const fields = {
      title: body.title,
      description: body.description ?? existing?.description ?? '',
      cover_file_id: cover || null,
      items: JSON.stringify(items),
      model_count: items.filter((i) => i.kind === 'model').length,
      show_count: items.filter((i) => i.kind === 'show').length,
      is_public: body.isPublic ? 1 : 0,
      // A compilation made private leaves the featured list.
      ...(body.isPublic ? {} : { featured_at: null }),
      updated_at: at,
    };
    if (existing) {
      await cq.updateCompilation(this.k, existing.id, fields);
      return { id: existing.id };
    }
    return { id: await cq.insertCompilation(this.k, { ...fields, owner_id: user.id, created_at: at }) };
  }

  async remove(user: AuthUser, id: number): Promise<{ id: number }> {
    await this.ownRow(user, id);
    await cq.deleteCompilation(this.k, id);
    return { id };
  }

  /** Operators feature public compilations at the top of the list. */
  async feature(operator: AuthUser, id: number, featured: boolean): Promise<CompilationView> {
    const row = await this.row(id);
    if (featured && row.is_public !== 1) throw errors.conflict('私密合辑不能推荐，请让主人先设为公开');
    const featuredAt = featured ? (row.featured_at ?? new Date(this.clock()).toISOString()) : null;
    await cq.updateCompilation(this.k, id, { featured_at: featuredAt });
    return this.view({ ...row, featured_at: featuredAt }, operator);
  }
}
