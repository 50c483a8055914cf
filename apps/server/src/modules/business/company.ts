import { type Brand, type CompanyInfo } from '@moxing/shared';
import type { Db } from '../../db/index.js';
import { errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import type { CertFiles } from './certification.js';
import type { CertificationService } from './certification.js';
import type { SubAccountService } from './accounts.js';
import * as q from './queries.js';
import { fileUrl } from '../file/service.js';

export interface CompanyDeps {
  db: Db;
  files: CertFiles;
  accounts: SubAccountService;
  certification: CertificationService;
  clock?: () => number;
}

/**
 * A company's profile (name, licence number, logo, address, industry) and its brands. The main account edits them;
 * its sub-accounts see them and tag their uploads with the brands. A model may carry only its owner's brands.
 */
export class CompanyService {
  private readonly clock: () => number;

  constructor(private readonly deps: CompanyDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  private get k() {
    return this.deps.db.kysely;
  }

  private async brands(companyId: number): Promise<Brand[]> {
    return (await q.listBrands(this.k, companyId)).map((b) => ({
      id: b.id,
      name: b.name,
      logo: fileUrl(b.logo_file_id),
      models: Number(b.models),
    }));
  }

  async info(user: AuthUser): Promise<CompanyInfo> {
    const companyId = await this.deps.accounts.companyOf(user.id);
    const [row, brands, certified] = await Promise.all([
      q.findCompany(this.k, companyId),
      this.brands(companyId),
      this.deps.certification.badge(companyId),
    ]);
    return {
      company: row
        ? {
            name: row.name,
            licenceNumber: row.licence_number,
            logo: fileUrl(row.logo_file_id),
            address: row.address,
            industry: row.industry,
            updatedAt: row.updated_at,
          }
        : null,
      brands,
      certified,
    };
  }

  async save(
    user: AuthUser,
    body: { name: string; licenceNumber: string; logoFileId?: string; address: string; industry: string },
  ): Promise<CompanyInfo> {
    await this.deps.accounts.assertParent(user.id, '修改企业资料');
    const existing = await q.findCompany(this.k, user.id);
    const logo = body.logoFileId
      ? (await this.deps.files.publicImage(user.id, body.logoFileId, '企业标志')).fileId
      : (existing?.logo_file_id ?? null);
    await q.upsertCompany(this.k, {
      user_id: user.id,
      name: body.name,
      licence_number: body.licenceNumber,
      logo_file_id: logo,
      address: body.address,
      industry: body.industry,
      updated_at: new Date(this.clock()).toISOString(),
    });
    await this.deps.accounts.record(user.id, 'company', `修改企业资料“${body.name}”`);
    return this.info(user);
  }

  private async ownBrand(userId: number, id: number) {
    const brand = await q.findBrand(this.k, id);
    if (!brand) throw errors.notFound('品牌不存在或已删除');
    if (brand.user_id !== userId) throw errors.forbidden('这不是你的品牌');
    return brand;
  }

  async saveBrand(user: AuthUser, body: { id?: number; name: string; logoFileId?: string }): Promise<Brand> {
    await this.deps.accounts.assertParent(user.id, '管理品牌');
    const existing = body.id ? await this.ownBrand(user.id, body.id) : null;
    const logo = body.logoFileId
      ? (await this.deps.files.publicImage(user.id, body.logoFileId, '品牌标志')).fileId
      : (existing?.logo_file_id ?? null);
    const duplicate = (await q.listBrands(this.k, user.id)).find((b) => b.name === body.name && b.id !== existing?.id);
    if (duplicate) throw errors.conflict(`已有名为“${body.name}”的品牌`);
    let id: number;
    if (existing) {
      await q.updateBrand(this.k, existing.id, { name: body.name, logo_file_id: logo });
      id = existing.id;
    } else {
      ({ id } = await q.insertBrand(this.k, {
        user_id: user.id,
        name: body.name,
        logo_file_id: logo,
        created_at: new Date(this.clock()).toISOString(),
      }));
    }
    await this.deps.accounts.record(user.id, 'brand', `${existing ? '修改' : '新建'}品牌“${body.name}”`);
    return (await this.brands(user.id)).find((b) => b.id === id)!;
  }

  async deleteBrand(user: AuthUser, id: number): Promise<{ deleted: true }> {
    await this.deps.accounts.assertParent(user.id, '管理品牌');
    const brand = await this.ownBrand(user.id, id);
    await this.k.transaction().execute((trx) => q.deleteBrand(trx, id));
    await this.deps.accounts.record(user.id, 'brand', `删除品牌“${brand.name}”`);
    return { deleted: true };
  }

  /** For the model edit: a brand of the model's owner, or a refusal. */
  async requireOwnerBrand(ownerId: number, brandId: number): Promise<void> {
    const brand = await q.findBrand(this.k, brandId);
    if (!brand || brand.user_id !== ownerId) throw errors.forbidden('只能选择本企业自己的品牌');
  }
}
