import {
  MODEL_STATUS_LABELS,
  LIBRARY_LIMITS,
  formatCount,
  modelPriceText,
  type ModelCard,
  type ModelStatus,
  type MyModelItem,
} from '@moxing/shared';
import { certifiedOf } from '../../db/certified.js';
import { artefactUrl } from '../model/files.js';
import type { CardRow, OwnRow } from './queries.js';

export function parseTags(json: string): string[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

type CardSource = Pick<
  CardRow,
  | 'model_code'
  | 'user_id'
  | 'title'
  | 'type'
  | 'trade'
  | 'price'
  | 'free_download'
  | 'source_format'
  | 'tags'
  | 'cover_key'
  | 'thumb_key'
  | 'list_key'
  | 'view_count'
  | 'like_count'
  | 'collect_count'
  | 'comment_count'
  | 'password_hash'
  | 'ready_at'
  | 'created_at'
  | 'author_nickname'
  | 'author_avatar'
> &
  Partial<Pick<CardRow, 'author_certified'>>;

/** The picture a model card shows: the list-sized image, else the cover. */
export const cardImage = (r: Pick<CardRow, 'model_code' | 'cover_key' | 'list_key'>) =>
  artefactUrl(r.model_code, 'list.webp', r.list_key) ?? artefactUrl(r.model_code, 'cover.webp', r.cover_key);

export function presentCard(r: CardSource, pendingViews = 0): ModelCard {
  const cover = artefactUrl(r.model_code, 'cover.webp', r.cover_key);
  const views = r.view_count + pendingViews;
  return {
    modelCode: r.model_code,
    title: r.title,
    cover,
    thumb: artefactUrl(r.model_code, 'thumb.webp', r.thumb_key),
    listImage: cardImage(r),
    type: r.type,
    trade: r.trade,
    price: r.price,
    priceText: modelPriceText(r.price, r.free_download === 1),
    free: r.free_download === 1,
    format: r.source_format,
    tags: parseTags(r.tags),
    author: {
      id: r.user_id,
      nickname: r.author_nickname,
      avatar: r.author_avatar,
      ...(r.author_certified !== undefined ? { certified: certifiedOf(r.author_certified) } : {}),
    },
    viewCount: views,
    likeCount: r.like_count,
    collectCount: r.collect_count,
    commentCount: r.comment_count,
    viewCountText: formatCount(views),
    likeCountText: formatCount(r.like_count),
    collectCountText: formatCount(r.collect_count),
    passwordProtected: r.password_hash !== null,
    publishedAt: r.ready_at,
    createdAt: r.created_at,
  };
}

/** When a model in the recycle bin is cleared for good. */
const purgeAtOf = (deletedAt: string | null) =>
  deletedAt ? new Date(Date.parse(deletedAt) + LIBRARY_LIMITS.recycleKeepDays * 86_400_000).toISOString() : null;

export function presentOwn(r: OwnRow): MyModelItem {
  const status = r.status as ModelStatus;
  return {
    ...presentCard(r),
    kind: 'model',
    status,
    statusLabel: MODEL_STATUS_LABELS[status] ?? r.status,
    failureReason: r.failure_reason,
    visibility: r.visibility === 'private' ? 'private' : 'public',
    synced: r.synced === 1,
    embedCount: r.embed_count,
    downloadCount: r.download_count,
    deletedAt: r.deleted_at,
    purgeAt: purgeAtOf(r.deleted_at),
  };
}

/** An image model in the recycle bin, in the shape of the bin's list: its first photo is the cover. */
/** The columns of an image model (imageModel/queries.ts) the recycle bin shows. */
export interface RecycledImageSource {
  code: string;
  title: string;
  type: string;
  trade: string;
  tags: string;
  user_id: number;
  author_nickname: string;
  author_avatar: string | null;
  view_count: number;
  visibility: string;
  created_at: string;
  deleted_at: string | null;
}

export function presentRecycledImage(r: RecycledImageSource, cover: string | null): MyModelItem {
  return {
    kind: 'image',
    modelCode: r.code,
    title: r.title,
    cover,
    thumb: null,
    listImage: cover,
    type: r.type,
    trade: r.trade,
    price: 0,
    priceText: '免费',
    free: true,
    format: null,
    tags: parseTags(r.tags),
    author: { id: r.user_id, nickname: r.author_nickname, avatar: r.author_avatar },
    viewCount: r.view_count,
    likeCount: 0,
    collectCount: 0,
    commentCount: 0,
    viewCountText: formatCount(r.view_count),
    likeCountText: '0',
    collectCountText: '0',
    passwordProtected: false,
    publishedAt: r.created_at,
    createdAt: r.created_at,
    status: 'ready',
    statusLabel: MODEL_STATUS_LABELS.ready,
    failureReason: null,
    visibility: r.visibility === 'private' ? 'private' : 'public',
    synced: false,
    embedCount: 0,
    downloadCount: 0,
    deletedAt: r.deleted_at,
    purgeAt: purgeAtOf(r.deleted_at),
  };
}
