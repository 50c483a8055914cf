import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './index.js';
import { accounts } from './migrations/0001_accounts.js';
import { filesJobsModels } from './migrations/0002_files_jobs_models.js';
import { needsMessages } from './migrations/0003_needs_messages.js';
import { search } from './migrations/0004_search.js';
import { modelLibrary } from './migrations/0005_model_library.js';
import { deliveryModels } from './migrations/0006_delivery_models.js';
import { customBranding } from './migrations/0007_custom_branding.js';
import { searchPositions } from './migrations/0008_search_positions.js';
import { imageModelRecycle } from './migrations/0009_image_model_recycle.js';
import { searchRowids } from './migrations/0010_search_rowids.js';
import { searchRanges } from './migrations/0011_search_ranges.js';
import { jobWorkers } from './migrations/0012_job_workers.js';
import { privateDemandFiles } from './migrations/0013_private_demand_files.js';
import { searchSynonyms } from './migrations/0015_search_synonyms.js';
import { freeDownload } from './migrations/0016_free_download.js';
import { money } from './migrations/0017_money.js';
import { membership } from './migrations/0018_membership.js';
import { demandEscrow } from './migrations/0019_demand_escrow.js';
import { listingFreeDownload } from './migrations/0020_listing_free_download.js';
import { spaces } from './migrations/0021_spaces.js';
import { content } from './migrations/0022_content.js';
import { jobPriority } from './migrations/0023_job_priority.js';
import { cashout } from './migrations/0024_cashout.js';
import { points } from './migrations/0025_points.js';
import { showrooms } from './migrations/0026_showrooms.js';
import { business } from './migrations/0027_business.js';
import { statistics } from './migrations/0028_statistics.js';
import { openApi } from './migrations/0029_open_api.js';
import { searchSingulars } from './migrations/0030_search_singulars.js';
import { watermarkRemoval } from './migrations/0031_watermark_removal.js';
import { shareTask } from './migrations/0032_share_task.js';
import { mallMembershipDays } from './migrations/0033_mall_membership_days.js';
import { showroomPages } from './migrations/0034_showroom_pages.js';
import { showLimit } from './migrations/0035_show_limit.js';
import { brandStats } from './migrations/0036_brand_stats.js';
import { showBrand } from './migrations/0037_show_brand.js';
import type { PortableMigration } from './migrations/helpers.js';

/** Every migration, in order. Names are permanent once released. */
const MIGRATIONS: Record<string, PortableMigration> = {
  '0001_accounts': accounts,
  '0002_files_jobs_models': filesJobsModels,
  '0003_needs_messages': needsMessages,
  '0004_search': search,
  '0005_model_library': modelLibrary,
  '0006_delivery_models': deliveryModels,
  '0007_custom_branding': customBranding,
  '0008_search_positions': searchPositions,
  '0009_image_model_recycle': imageModelRecycle,
  '0010_search_rowids': searchRowids,
  '0011_search_ranges': searchRanges,
  '0012_job_workers': jobWorkers,
  '0013_private_demand_files': privateDemandFiles,
  '0015_search_synonyms': searchSynonyms,
  '0016_free_download': freeDownload,
  '0017_money': money,
  '0018_membership': membership,
  '0019_demand_escrow': demandEscrow,
  '0020_listing_free_download': listingFreeDownload,
  '0021_spaces': spaces,
  '0022_content': content,
  '0023_job_priority': jobPriority,
  '0024_cashout': cashout,
  '0025_points': points,
  '0026_showrooms': showrooms,
  '0027_business': business,
  '0028_statistics': statistics,
  '0029_open_api': openApi,
  '0030_search_singulars': searchSingulars,
  '0031_watermark_removal': watermarkRemoval,
  '0032_share_task': shareTask,
  '0033_mall_membership_days': mallMembershipDays,
  '0034_showroom_pages': showroomPages,
  '0035_show_limit': showLimit,
  '0036_brand_stats': brandStats,
  '0037_show_brand': showBrand,
};

export async function migrateToLatest(db: Db): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(Object.entries(MIGRATIONS).map(([name, m]): [string, Migration] => [name, m(db.dialect)])),
  };
  // Name the schema on PostgreSQL: without it Kysely takes a migration table in ANY schema as ours (another
  // test run's schema on the same server made fresh schemas skip creating their lock table).
  const schema =
    db.dialect === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(db.kysely)).rows[0]?.s
      : undefined;
  const { error, results } = await new Migrator({
    db: db.kysely,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败: ${failed?.migrationName ?? ''} ${String(error)}`);
  }
}
