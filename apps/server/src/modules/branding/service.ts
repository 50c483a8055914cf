import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  BRANDING_LIMITS,
  PLATFORM_LOGO_POSITION,
  UserType,
  type LogoPosition,
  type ModelCover,
  type MyLogo,
  type MyWatermark,
  type RoleCode,
  type SaveCoverBody,
  type SaveLogoBody,
  type ViewerLogo,
  type ViewerWatermark,
  type WatermarkMode,
  PLATFORM_WATERMARK,
} from '@moxing/shared';
import type { Db } from '../../db/index.js';
import type { ModelRow, UserLogoRow } from '../../db/schema.js';
import { errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import { makeWorkDir } from '../../platform/jobs/index.js';
import { fileUrl, type FileService } from '../file/service.js';
import { makeCoverImages, makeLogoImage } from './images.js';
import { artefactUrl } from '../model/files.js';
import * as qb from './queries.js';

export interface BrandingDeps {
  db: Db;
  files: FileService;
  /** Work folders for the cover images before they are stored. */
  workDir: string;
  clock: () => number;
  /** The acting user holds a package role (operators hold every role). */
  hasRole: (user: AuthUser, role: RoleCode) => Promise<boolean>;
  /** A model's owner holds a package role: decides what viewers of the model see. */
  ownerHasRole: (userId: number, role: RoleCode) => Promise<boolean>;
  /** The model, if the user may change it (its owner or an operator); 404 or 403 otherwise. */
  ownModel: (user: AuthUser, code: string) => Promise<ModelRow>;
  /** Lists and cached home sections show covers. */
  onCoverChanged: () => void;
}

const LOGO_ROLE = 'LG3';
const COVER_ROLE = 'ZDYJZFM12';
const PLATFORM_NAME = '模型星球';
const WATERMARK_ROLE = 'SY2';
/** What an SY2 holder who never chose gets: the package is bought to remove the watermark. */
const DEFAULT_WATERMARK: WatermarkMode = 'off';

function watermarkOf(mode: WatermarkMode, nickname: string): ViewerWatermark {
  if (mode === 'off') return { show: false, text: null };
  return { show: true, text: mode === 'name' ? `${nickname} · ${PLATFORM_WATERMARK}` : PLATFORM_WATERMARK };
}

function presentLogo(row: UserLogoRow) {
  return {
    image: fileUrl(row.file_id),
    width: row.width,
    height: row.height,
    link: row.link,
    position: row.position as LogoPosition,
    updatedAt: row.updated_at,
  };
}

/**
 * The owner's marks on their models: a custom logo over the viewer (role LG3) and custom covers (role
 * ZDYJZFM12). Without the role, setting either is refused; taking them away is always allowed. A custom cover
 * takes the places of the rendered images, which are kept for going back.
 */
export class BrandingService {
  constructor(private readonly deps: BrandingDeps) {}

  private get k() {
    return this.deps.db.kysely;
  }

  private now() {
    return new Date(this.deps.clock()).toISOString();
  }

  /** The bytes of one of the user's uploaded pictures, after the file module's type and size rules. */
  private async picture(user: AuthUser, fileId: string, maxBytes: number, label: string): Promise<Buffer> {
    const file = await this.deps.files.requireImage(user.id, fileId, label, maxBytes);
    return this.deps.files.store.get(file.storage_key);
  }

  // --- logo --------------------------------------------------------------------------------------------

  async myLogo(user: AuthUser): Promise<MyLogo> {
    const [allowed, row] = await Promise.all([this.deps.hasRole(user, LOGO_ROLE), qb.findLogo(this.k, user.id)]);
    return { allowed, logo: row ? presentLogo(row) : null };
  }

  async saveLogo(user: AuthUser, body: SaveLogoBody): Promise<MyLogo> {
    if (!(await this.deps.hasRole(user, LOGO_ROLE))) {
      throw errors.forbidden('自定义 Logo 需要开通含“自定义 Logo”（LG3）的会员套餐，开通后模型查看器和嵌入页会显示你的 Logo');
    }
    const current = await qb.findLogo(this.k, user.id);
    if (!body.fileId && !current) throw errors.validation('请先上传 Logo 图片');
    let image = current ? { fileId: current.file_id, width: current.width, height: current.height } : null;
    if (body.fileId) {
      const made = await makeLogoImage(await this.picture(user, body.fileId, BRANDING_LIMITS.logoMaxBytes, 'Logo 图片'));
      const dir = await makeWorkDir(this.deps.workDir, `logo-${user.id}`);
      try {
        const file = path.join(dir, 'logo.webp');
        await fsp.writeFile(file, made.data);
        const row = await this.deps.files.saveArtefacts(
          user.id,
          [{ path: file, name: 'logo.webp', mime: 'image/webp', kind: 'image' }],
          async (_trx, rows) => rows[0]!,
        );
        image = { fileId: row.file_id, width: made.width, height: made.height };
      } finally {
        await fsp.rm(dir, { recursive: true, force: true });
      }
    }
    if (!image) throw errors.validation('请先上传 Logo 图片');
    try {
      // Anyone may read it: it is drawn on public model pages and other sites' embeds.
      if (image.fileId !== current?.file_id) await this.deps.files.setVisibility(user.id, [image.fileId], 'public');
      await qb.upsertLogo(this.k, {
        user_id: user.id,
        file_id: image.fileId,
        width: image.width,
        height: image.height,
        link: body.link,
        position: body.position,
        updated_at: this.now(),
      });
    } catch (e) {
      if (image.fileId !== current?.file_id) await this.deps.files.removeFiles([image.fileId]);
      throw e;
    }
    if (current && current.file_id !== image.fileId) await this.deps.files.removeFiles([current.file_id]);
    return this.myLogo(user);
  }

  async removeLogo(user: AuthUser): Promise<MyLogo> {
    const current = await qb.findLogo(this.k, user.id);
    if (current && (await qb.deleteLogo(this.k, user.id, current.file_id))) {
      await this.deps.files.removeFiles([current.file_id]);
    }
    return this.myLogo(user);
  }

  /**
   * What the viewer draws over a model: the owner's logo while they hold LG3, else the platform's mark. Operators
   * may save a logo without the package, so their models show it too.
   */
  async viewerLogo(owner: { id: number; type: number }, modelCode: string): Promise<ViewerLogo> {
    const shown = owner.type === UserType.operator || (await this.deps.ownerHasRole(owner.id, LOGO_ROLE));
    const row = shown ? await qb.findLogo(this.k, owner.id) : undefined;
    if (row) {
      return {
        source: 'custom',
        image: presentLogo(row).image,
        text: null,
        link: row.link,
        position: row.position as LogoPosition,
      };
    }
    return {
      source: 'platform',
      image: null,
      text: PLATFORM_NAME,
      link: `/modelinfo/${modelCode}`,
      position: PLATFORM_LOGO_POSITION,
    };
  }

  // --- watermark ---------------------------------------------------------------------------------------

  /** The owner's choice and what visitors see: the platform's mark until the owner holds SY2 (去除水印). */
  private async watermark(userId: number, holds: boolean): Promise<{ mode: WatermarkMode; shown: ViewerWatermark }> {
    const row = await qb.findWatermark(this.k, userId);
    const mode = (row?.mode as WatermarkMode | null | undefined) ?? DEFAULT_WATERMARK;
    return { mode, shown: holds ? watermarkOf(mode, row?.nickname ?? '') : watermarkOf('platform', '') };
  }

  async myWatermark(user: AuthUser): Promise<MyWatermark> {
    const allowed = await this.deps.hasRole(user, WATERMARK_ROLE);
    return { allowed, ...(await this.watermark(user.id, allowed)) };
  }

  async saveWatermark(user: AuthUser, mode: WatermarkMode): Promise<MyWatermark> {
    if (!(await this.deps.hasRole(user, WATERMARK_ROLE))) {
      throw errors.forbidden('去除或更换水印需要开通含“去除水印”（SY2）的会员套餐；未开通时，模型查看器和嵌入页显示平台水印');
    }
    await qb.upsertWatermark(this.k, { user_id: user.id, mode, updated_at: this.now() });
    return this.myWatermark(user);
  }

  /** What the viewer and embeds draw over an owner's models (the membership feature check answers for SY2). */
  async viewerWatermark(ownerId: number): Promise<ViewerWatermark> {
    return (await this.watermark(ownerId, await this.deps.ownerHasRole(ownerId, WATERMARK_ROLE))).shown;
  }

  // --- cover -------------------------------------------------------------------------------------------

  private presentCover(row: ModelRow, allowed: boolean): ModelCover {
    const cover = artefactUrl(row.model_code, 'cover.webp', row.cover_key);
    return {
      modelCode: row.model_code,
      title: row.title,
      status: row.status,
      allowed,
      custom: row.cover_custom_at !== null,
      customizedAt: row.cover_custom_at,
      cover,
      listImage: artefactUrl(row.model_code, 'list.webp', row.list_key) ?? cover,
      thumb: artefactUrl(row.model_code, 'thumb.webp', row.thumb_key),
    };
  }

  async cover(user: AuthUser, code: string): Promise<ModelCover> {
    const row = await this.deps.ownModel(user, code);
    return this.presentCover(row, await this.deps.hasRole(user, COVER_ROLE));
  }

  async saveCover(user: AuthUser, body: SaveCoverBody): Promise<ModelCover> {
    const row = await this.deps.ownModel(user, body.modelCode);
    if (row.deleted_at) throw errors.conflict('模型在回收站中，请先恢复');
    if (row.status !== 'ready') throw errors.conflict('模型处理完成后才能更换封面');
    if (!(await this.deps.hasRole(user, COVER_ROLE))) {
      throw errors.forbidden('自定义封面需要开通含“自定义封面”（ZDYJZFM12）的会员套餐，开通后可以用自己的图片替换系统渲染的封面');
    }
    const images = await makeCoverImages(
      await this.picture(user, body.fileId, BRANDING_LIMITS.coverMaxBytes, '封面图片'),
      body.focus,
    );
    const dir = await makeWorkDir(this.deps.workDir, `cover-${row.id}`);
    const wasCustom = row.cover_custom_at !== null;
    let saved: { cover: string; thumb: string; list: string };
    try {
      const names = { cover: 'cover.webp', thumb: 'thumb.webp', list: 'list.webp' } as const;
      for (const [kind, name] of Object.entries(names)) {
        await fsp.writeFile(path.join(dir, name), images[kind as keyof typeof names]);
      }
      saved = await this.deps.files.saveArtefacts(
        row.user_id,
        Object.values(names).map((name) => ({ path: path.join(dir, name), name, mime: 'image/webp', kind: 'image' as const })),
        async (trx, files) => {
          const key = (name: string) => files.find((f) => f.name === name)!.storage_key;
          const keys = { cover: key(names.cover), thumb: key(names.thumb), list: key(names.list) };
          const swapped = await qb.swapCover(
            trx,
            row.id,
            row.cover_key,
            {
              cover_key: keys.cover,
              thumb_key: keys.thumb,
              list_key: keys.list,
              // Replacing a custom cover keeps the rendered images that were already put aside.
              rendered_cover_key: wasCustom ? row.rendered_cover_key : row.cover_key,
              rendered_thumb_key: wasCustom ? row.rendered_thumb_key : row.thumb_key,
              rendered_list_key: wasCustom ? row.rendered_list_key : row.list_key,
              cover_custom_at: this.now(),
            },
            this.now(),
          );
          if (!swapped) throw errors.conflict('封面刚刚被修改过，请刷新后重试');
          return keys;
        },
      );
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
    if (wasCustom) await this.dropImages(row, [row.cover_key, row.thumb_key, row.list_key], Object.values(saved));
    this.deps.onCoverChanged();
    return this.cover(user, body.modelCode);
  }

  /** Back to the rendered cover; nothing to do when it is already shown. */
  async restoreCover(user: AuthUser, code: string): Promise<ModelCover> {
    const row = await this.deps.ownModel(user, code);
    if (row.cover_custom_at !== null) {
      const rendered = [row.rendered_cover_key, row.rendered_thumb_key, row.rendered_list_key];
      const swapped = await qb.swapCover(
        this.k,
        row.id,
        row.cover_key,
        {
          cover_key: row.rendered_cover_key,
          thumb_key: row.rendered_thumb_key,
          list_key: row.rendered_list_key,
          rendered_cover_key: null,
          rendered_thumb_key: null,
          rendered_list_key: null,
          cover_custom_at: null,
        },
        this.now(),
      );
      if (!swapped) throw errors.conflict('封面刚刚被修改过，请刷新后重试');
      await this.dropImages(row, [row.cover_key, row.thumb_key, row.list_key], rendered);
      this.deps.onCoverChanged();
    }
    return this.cover(user, code);
  }

  /** Removes custom cover images no longer used (a picture saved twice has the same key: it stays). */
  private async dropImages(row: ModelRow, keys: (string | null)[], inUse: (string | null)[]): Promise<void> {
    for (const key of new Set(keys)) {
      if (key && !inUse.includes(key)) await this.deps.files.removeArtefact(row.user_id, key);
    }
  }
}
