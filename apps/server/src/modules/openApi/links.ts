import QRCode from 'qrcode';
import { AppError } from '../../platform/errors.js';
import type { WechatClient } from '../../platform/wechat/client.js';
import type { ModelService } from '../model/service.js';

/** The mini-program page that shows a model (its `code` query names the model). */
const MINI_PROGRAM_MODEL_PAGE = 'pages/modelinfo/index';

/** Links to a model for sharing outside the site: a QR code of its page, a WeChat mini-program URL scheme. */
export class ModelLinks {
  constructor(private readonly deps: { models: ModelService; wechat: WechatClient; publicUrl: string }) {}

  /** A PNG QR code of the model's page on this site. */
  async qrCode(modelCode: string): Promise<Buffer> {
    await this.requireModel(modelCode);
    const url = `${this.deps.publicUrl.replace(/\/$/, '')}/modelinfo/${modelCode}`;
    return QRCode.toBuffer(url, { type: 'png', width: 320, margin: 2, errorCorrectionLevel: 'M' });
  }

  /** A WeChat URL scheme that opens the model in the mini-program (WeChat's wxa/generatescheme). */
  async miniProgramLink(modelCode: string): Promise<{ openlink: string }> {
    if (!this.deps.wechat.configured) {
      throw new AppError('unavailable', '小程序链接暂未开通：管理员尚未配置微信小程序参数（WECHAT_APP_ID / WECHAT_APP_SECRET）');
    }
    await this.requireModel(modelCode);
    return { openlink: await this.deps.wechat.generateScheme(MINI_PROGRAM_MODEL_PAGE, `code=${modelCode}`) };
  }

  private async requireModel(modelCode: string): Promise<void> {
    const row = await this.deps.models.findByCode(modelCode);
    if (!row || row.deleted_at) throw new AppError('notFound', '模型不存在或已删除');
  }
}
