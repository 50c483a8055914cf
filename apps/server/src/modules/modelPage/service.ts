import {
  DOWNLOAD_FORMAT_LABELS,
  LIBRARY_LIMITS,
  USER_TYPE_LABELS,
  VIEWER_BACKGROUNDS,
  VIEWER_ENVIRONMENTS,
  VIEWER_ENVIRONMENT_LABELS,
  formatCount,
  modelPriceText,
  type ModelDetail,
  type UserTypeValue,
} from '@moxing/shared';
import { certifiedOf } from '../../db/certified.js';
import { errors } from '../../platform/errors.js';
import { verifyPassword } from '../../platform/passwords.js';
import { waitText } from '../../platform/rate-limit.js';
import type { LibraryCore } from '../library/core.js';
import { isListed, parseViewerSettings, type Viewer } from '../library/core.js';
import { artefactUrl, parseStats, protectedFileUrl } from '../model/files.js';
import { presentCard } from '../library/present.js';
import * as q from './queries.js';
import type { BrandingService } from '../branding/service.js';
import { downloadFormats } from '../download/service.js';
import { fileUrl } from '../file/service.js';

/**
 * The model page: a model's detail for its viewer (files, counts, author, the viewer's own state), the access
 * password that unlocks a protected model, the viewer's presets and whether the model suits AR.
 */
export class ModelPageService {
  constructor(
    private readonly core: LibraryCore,
    private readonly branding: BrandingService,
  ) {}

  /** `visitor` (visitorOf) counts a view, once a day per visitor; false counts none (previews, embeds count their own). */
  async detail(code: string, viewer: Viewer, unlockToken?: string, visitor: string | false = false): Promise<ModelDetail> {
    const row = await this.core.findDetail(code);
    if (!row || !(isListed(row) || this.core.canManage(row, viewer))) throw errors.notFound('模型不存在或已删除');
    const isOwner = viewer?.id === row.user_id;
    const manage = this.core.canManage(row, viewer);
    const locked = !manage && !this.core.unlocked(row, unlockToken);
    const author = { modelCount: Number(row.author_models), fansCount: Number(row.author_fans) };
    const [flags, watermark, logo] = await Promise.all([
      viewer
        ? this.core.companyOf(viewer.id).then((buyer) => q.viewerFlags(this.core.k, viewer.id, buyer, row.id, row.user_id))
        : null,
      this.branding.viewerWatermark(row.user_id),
      this.branding.viewerLogo({ id: row.user_id, type: row.author_type }, row.model_code),
    ]);
    if (visitor && isListed(row) && !locked && (await this.core.firstViewToday('model', row.id, visitor))) {
      this.core.counters.addView(row.id);
    }
    const views = row.view_count + this.core.counters.pendingViews(row.id);
    const embeds = row.embed_count + this.core.counters.pendingEmbeds(row.id);
    const card = presentCard(row, this.core.counters.pendingViews(row.id));
    const protectedUrl = (name: 'web.glb' | 'light.glb', key: string | null) =>
      !key
        ? null
        : row.password_hash
          ? protectedFileUrl(row.model_code, name, unlockToken)
          : artefactUrl(row.model_code, name, key);
    const purchased = flags?.purchased ?? false;
    const ready = row.status === 'ready';
    const counts = {
      views,
      likes: row.like_count,
      collects: row.collect_count,
      comments: row.comment_count,
      embeds,
      downloads: row.download_count,
    };
    return {
      ...card,
      description: row.description,
      visibility: row.visibility === 'private' ? 'private' : 'public',
      status: row.status,
      locked,
      files: {
        web: locked ? null : protectedUrl('web.glb', row.web_key),
        light: locked ? null : protectedUrl('light.glb', row.light_key),
        cover: card.cover,
        thumb: card.thumb,
      },
      stats: locked ? null : parseStats(row.stats),
      viewerSettings: locked ? null : parseViewerSettings(row.viewer_settings),
      watermark,
      logo,
      counts,
      countsText: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, formatCount(v)])),
      brand: row.brand_name && row.brand_id ? { id: row.brand_id, name: row.brand_name, logo: fileUrl(row.brand_logo) } : null,
      authorInfo: {
        id: row.user_id,
        nickname: row.author_nickname,
        avatar: row.author_avatar,
        certified: certifiedOf(row.author_certified),
        type: row.author_type,
        typeName: USER_TYPE_LABELS[row.author_type as UserTypeValue] ?? '用户',
        modelCount: author.modelCount,
        fansCount: author.fansCount,
      },
      me: {
        loggedIn: viewer !== null,
        isOwner,
        liked: flags?.liked ?? false,
        collected: flags?.collected ?? false,
        following: flags?.following ?? false,
        purchased,
        canDownload: ready && viewer !== null && (manage || row.free_download === 1 || purchased),
      },
      downloads: ready ? downloadFormats(row).map((format) => ({ format, label: DOWNLOAD_FORMAT_LABELS[format] })) : [],
      embedUrl: `/modelshow?modelCode=${row.model_code}`,
      detailUrl: `/modelinfo/${row.model_code}`,
    };
  }

  /**
   * What the server-drawn first screen of a phone's model page shows (pagePreview.ts), from the model's row alone:
   * no viewer state, counts or branding, which the app's own detail request fetches a moment later. Null for a
   * model an anonymous visitor may not see or whose cover is behind an access password.
   */
  async preview(code: string): Promise<{ title: string; type: string; priceText: string; cover: string } | null> {
    const row = await this.core.findModelByCode(code);
    if (!row || !isListed(row) || row.password_hash) return null;
    const cover = artefactUrl(row.model_code, 'cover.webp', row.cover_key);
    if (!cover) return null;
    return { title: row.title, type: row.type, priceText: modelPriceText(row.price, row.free_download === 1), cover };
  }

  async unlock(code: string, password: string, ip: string | null): Promise<{ unlock: string; expiresAt: string }> {
    const row = await this.core.visibleRow(code, null);
    if (!row.password_hash) {
      const expires = this.core.clock() + LIBRARY_LIMITS.unlockHours * 3_600_000;
      return { unlock: '', expiresAt: new Date(expires).toISOString() };
    }
    const wait = (await this.core.limiter?.hit(`unlock:${ip ?? '-'}:${code}`, 10, 10 * 60_000)) ?? 0;
    if (wait) throw errors.rateLimited(`密码错误次数过多，请 ${waitText(wait)}后再试`, Math.ceil(wait / 1000));
    if (!(await verifyPassword(password, row.password_hash))) throw errors.validation('访问密码不正确');
    const expires = this.core.clock() + LIBRARY_LIMITS.unlockHours * 3_600_000;
    return { unlock: this.core.unlockToken(row, expires), expiresAt: new Date(expires).toISOString() };
  }

  async arCheck(code: string, viewer: Viewer) {
    const row = await this.core.visibleRow(code, viewer);
    const kind: 'jewelry' | 'shoe' | 'general' =
      row.trade === '珠宝首饰' || row.type === '首饰'
        ? 'jewelry'
        : row.type === '鞋靴箱包' || /鞋/.test(row.title)
          ? 'shoe'
          : 'general';
    const stats = parseStats(row.stats);
    let reason: string | null = null;
    if (row.status !== 'ready') reason = '模型还在处理中';
    else if (!row.light_key && !row.web_key) reason = '模型没有可用于 AR 的文件';
    else if (row.password_hash && !this.core.canManage(row, viewer)) reason = '该模型需要密码访问，不能用于 AR';
    else if (stats && stats.triangles > 1_500_000) reason = '模型面数过多（超过 150 万），手机 AR 无法流畅显示，请先生成轻量模型';
    // Try-on (jewellery, shoes) is the AR professional feature of the owner's package (ARPRO).
    else if (kind !== 'general' && !(await this.core.roles(row.user_id, 'ARPRO'))) {
      reason = '作者未开通“AR 试戴”（AR 专业版），暂不能用 AR 试戴该模型';
    }
    const available = reason === null;
    return {
      modelCode: row.model_code,
      available,
      kind,
      reason,
      glb: available ? artefactUrl(row.model_code, row.light_key ? 'light.glb' : 'web.glb', row.light_key ?? row.web_key) : null,
      bboxMm: stats?.bboxMm ?? null,
    };
  }

  viewerPresets() {
    return {
      backgrounds: VIEWER_BACKGROUNDS.map((b) => ({ ...b })),
      environments: VIEWER_ENVIRONMENTS.map((value) => ({ value, label: VIEWER_ENVIRONMENT_LABELS[value] })),
    };
  }
}
