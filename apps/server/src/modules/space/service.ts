import {
  BANNER_GALLERY,
  DEFAULT_BANNER,
  USER_TYPE_LABELS,
  type BannerConfig,
  type ModelCard,
  type SaveBannerConfigBody,
  type UserTypeValue,
  type VisitorItem,
} from '@moxing/shared';
import { certifiedOf } from '../../db/certified.js';
import type { Db, Executor } from '../../db/index.js';
import { AppError, errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import { fileUrl, type FileService } from '../file/service.js';
import * as q from './queries.js';

/** What the space needs from the file module: the owner's own pictures, made public once shown. */
export type SpaceFiles = Pick<FileService, 'publicImage'>;

/** What it needs from the library: a user's listed models. */
export interface SpaceLibrary {
  showcase(
    userId: number,
    query: { pageNum: number; pageSize: number; type?: string },
  ): Promise<{ types: { name: string; count: number }[]; list: ModelCard[]; total: number; pageNum: number; pageSize: number }>;
  listedTotals(userId: number): Promise<{ models: number; views: number; likes: number }>;
}

/** What it needs from the social module: fans, follows and whom the viewer follows. */
export interface SpaceSocial {
  info(viewer: AuthUser | null, userId: number): Promise<{ fansCount: number; followCount: number }>;
  followingAmong(viewerId: number, ids: number[]): Promise<Set<number>>;
}

export interface SpaceDeps {
  db: Db;
  files: SpaceFiles;
  library: SpaceLibrary;
  social: SpaceSocial;
  /** Counts each new visitor in the owner's statistics. */
  stats: SpaceStats;
  clock?: () => number;
}

/** What it needs from the statistics module. */
export interface SpaceStats {
  visit(trx: Executor, ownerId: number): Promise<void>;
}

/** An uploaded banner is at most this big (the header is 1920 px wide at most). */
export const BANNER_MAX_BYTES = 5 * 1024 * 1024;
const DAY_MS = 86_400_000;
/** Visits count per day in China time (UTC+8), the visitors' own day. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

const typeName = (type: number) => USER_TYPE_LABELS[type as UserTypeValue] ?? '用户';
const galleryImage = (key: string) => (BANNER_GALLERY.find((b) => b.key === key) ?? BANNER_GALLERY[0]).image;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const plainText = (s: string) => s.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '');

/**
 * Personal spaces: the banner and introduction an owner decorates their space with, its counts and works, and
 * who visited it (one visit per visitor and day). Texts are plain: "<script>" is kept as those characters and
 * shown as text.
 */
export class SpaceService {
  private readonly clock: () => number;

  constructor(private readonly deps: SpaceDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  private get k() {
    return this.deps.db.kysely;
  }

  private now() {
    return new Date(this.clock()).toISOString();
  }

  private day(offsetDays = 0) {
    return new Date(this.clock() + CHINA_OFFSET_MS - offsetDays * DAY_MS).toISOString().slice(0, 10);
  }

  /** The space's owner: the given user, or the viewer when none is given. */
  private async owner(viewer: AuthUser | null, userId: number | undefined) {
    const id = userId ?? viewer?.id;
    if (id === undefined) throw new AppError('unauthorized', '请先登录');
    const u = await q.findUser(this.k, id);
    if (!u || u.status !== 1) throw errors.notFound('该用户不存在或已停用');
    return u;
  }

  gallery() {
    return { list: BANNER_GALLERY.map((b) => ({ key: b.key, name: b.name, image: b.image })) };
  }

  async bannerConfig(viewer: AuthUser | null, userId?: number): Promise<BannerConfig> {
    const u = await this.owner(viewer, userId);
    const space = await q.findSpace(this.k, u.id);
    const isMe = viewer?.id === u.id;
    const uploaded = space?.banner_file_id ?? null;
    const key = uploaded ? null : (space?.banner_key ?? DEFAULT_BANNER);
    return {
      userId: u.id,
      nickname: u.nickname,
      avatar: u.avatar,
      typeName: typeName(u.type),
      certified: certifiedOf(u.certified),
      kind: uploaded ? 'upload' : 'gallery',
      galleryKey: key,
      fileId: uploaded,
      image: uploaded ? fileUrl(uploaded) : galleryImage(key ?? DEFAULT_BANNER),
      intro: space?.intro ?? '',
      isMe,
      tourDone: isMe && Boolean(space?.tour_done_at),
    };
  }

  /** Decorates the caller's space: a gallery banner or their own picture, and/or the introduction. */
  async saveBannerConfig(user: AuthUser, body: SaveBannerConfigBody): Promise<BannerConfig> {
    const set: { banner_key?: string | null; banner_file_id?: string | null; intro?: string; updated_at: string } = {
      updated_at: this.now(),
    };
    if (body.galleryKey) Object.assign(set, { banner_key: body.galleryKey, banner_file_id: null });
    if (body.fileId) {
      // Shown to every visitor of the space.
      const file = await this.deps.files.publicImage(user.id, body.fileId, '横幅图片', BANNER_MAX_BYTES);
      Object.assign(set, { banner_key: null, banner_file_id: file.fileId });
    }
    if (body.intro !== undefined) set.intro = plainText(body.intro);
    await q.upsertSpace(
      this.k,
      {
        user_id: user.id,
        banner_key: set.banner_file_id ? null : (set.banner_key ?? DEFAULT_BANNER),
        banner_file_id: set.banner_file_id ?? null,
        intro: set.intro ?? '',
        tour_done_at: null,
        updated_at: set.updated_at,
      },
      set,
    );
    return this.bannerConfig(user);
  }

  async tourDone(user: AuthUser): Promise<{ tourDone: boolean }> {
    const at = this.now();
    await q.upsertSpace(
      this.k,
      { user_id: user.id, banner_key: DEFAULT_BANNER, banner_file_id: null, intro: '', tour_done_at: at, updated_at: at },
      { tour_done_at: at },
    );
    return { tourDone: true };
  }

  async counts(viewer: AuthUser | null, userId?: number) {
    const u = await this.owner(viewer, userId);
    const [listed, people, visitors] = await Promise.all([
      this.deps.library.listedTotals(u.id),
      this.deps.social.info(null, u.id),
      q.countVisits(this.k, u.id),
    ]);
    return {
      models: listed.models,
      views: listed.views,
      fans: people.fansCount,
      follows: people.followCount,
      likes: listed.likes,
      visitors,
    };
  }

  async showType(viewer: AuthUser | null, query: { userId?: number; type?: string; pageNum: number; pageSize: number }) {
    const u = await this.owner(viewer, query.userId);
    return this.deps.library.showcase(u.id, query);
  }

  /** Records a visit of another user's space: once per visitor and day; one's own visits are not recorded. */
  async visit(user: AuthUser, ownerId: number): Promise<{ recorded: boolean }> {
    const owner = await this.owner(user, ownerId);
    if (owner.id === user.id) return { recorded: false };
    const recorded = await this.k.transaction().execute(async (trx) => {
      const fresh = await q.insertVisit(trx, owner.id, user.id, this.day(), this.now());
      if (fresh) await this.deps.stats.visit(trx, owner.id);
      return fresh;
    });
    return { recorded };
  }

  async visitorPanel(user: AuthUser) {
    const [today, week, total] = await Promise.all([
      q.countVisits(this.k, user.id, this.day()),
      q.countVisits(this.k, user.id, this.day(6)),
      q.countVisits(this.k, user.id),
    ]);
    return { today, week, total };
  }

  async visitors(user: AuthUser, page: { pageNum: number; pageSize: number }) {
    const { pageNum, pageSize } = page;
    const [rows, total] = await Promise.all([
      q.listVisits(this.k, user.id, (pageNum - 1) * pageSize, pageSize),
      q.countVisits(this.k, user.id),
    ]);
    const following = await this.deps.social.followingAmong(user.id, [...new Set(rows.map((r) => r.id))]);
    const list: VisitorItem[] = rows.map((r) => ({
      user: { id: r.id, nickname: r.nickname, avatar: r.avatar, typeName: typeName(r.type) },
      visitedAt: r.visited_at,
      following: following.has(r.id),
    }));
    return { list, total, pageNum, pageSize };
  }
}
