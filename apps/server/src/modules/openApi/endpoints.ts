import { Readable } from 'node:stream';
import type { ModelRecord, OpenStats, OpenUploadBody, ShowView } from '@moxing/shared';
import { AppError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import type { FileService } from '../file/service.js';
import type { LibraryService } from '../library/service.js';
import type { ModelService } from '../model/service.js';
import type { ShowroomService } from '../showroom/service.js';

export interface OpenEndpointsDeps {
  files: FileService;
  models: ModelService;
  library: LibraryService;
  showrooms: ShowroomService;
}

/** What the signed open endpoints do, each through the owning module's service: the key's owner acts as a user would. */
export class OpenEndpoints {
  constructor(private readonly deps: OpenEndpointsDeps) {}

  models(user: AuthUser, page: { pageNum: number; pageSize: number }) {
    return this.deps.library.shelf.userModels(user, page);
  }

  model(user: AuthUser, modelCode: string): Promise<ModelRecord> {
    return this.deps.models.record(user, modelCode);
  }

  /** One request: the file is received as the upload form would receive it, then the model is created from it. */
  async upload(user: AuthUser, body: OpenUploadBody): Promise<ModelRecord> {
    const { files, models } = this.deps;
    const bytes = Buffer.from(body.content, 'base64');
    if (bytes.length === 0) throw new AppError('validation', '文件内容为空');
    const release = files.acquireSlot(user.id);
    let fileId: string;
    try {
      const { maxBytes, limits } = await files.budget(user.id, bytes.length);
      fileId = (await files.receive(user, { stream: Readable.from([bytes]), filename: body.filename, maxBytes, limits })).fileId;
    } finally {
      release();
    }
    return models.uploadModel(user, {
      fileIds: [fileId],
      title: body.title,
      description: body.description,
      type: body.type,
      trade: body.trade,
      price: body.price,
      freeDownload: body.freeDownload,
    });
  }

  shows(user: AuthUser, page: { pageNum: number; pageSize: number }) {
    return this.deps.showrooms.myShows(user, page);
  }

  /** One of the key owner's shows: a key manages its owner's shows only, so another's is not found. */
  async show(user: AuthUser, id: number): Promise<ShowView> {
    const view = await this.deps.showrooms.detail(user, id);
    if (!view.isOwner) throw new AppError('notFound', '展厅不存在或已删除');
    return view;
  }

  publishShow(user: AuthUser, id: number): Promise<ShowView> {
    return this.deps.showrooms.publish(user, id);
  }

  unpublishShow(user: AuthUser, id: number): Promise<ShowView> {
    return this.deps.showrooms.unpublish(user, id);
  }

  async stats(user: AuthUser): Promise<OpenStats> {
    const [chart, models] = await Promise.all([
      this.deps.library.shelf.statsChart(user, undefined, 1),
      this.deps.models.countOwn(user.id),
    ]);
    const t = chart.totals;
    return { models, views: t.views, likes: t.likes, collects: t.collects, downloads: t.downloads, embeds: t.embeds };
  }
}
