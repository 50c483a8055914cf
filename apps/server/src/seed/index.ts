import path from 'node:path';
import type { Services } from '../app.js';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { seedDemoContent } from './content.js';
import { seedEventPages } from './pages.js';
import { DemoSeeder, demoCatalogueWanted } from './demo.js';
import { seedDemoMall } from './mall.js';

export { DemoSeeder, type DemoSeedModel } from './demo.js';

interface Log {
  info: (msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/**
 * Start-up work that must not keep the server from listening: index ready models the search index has
 * not seen, clear recycle bins past their keep time, and give an empty database the demo catalogue
 * (SEED_DEMO=false skips it). The models go through the job queue like any upload; with WORKER=false
 * they wait for a worker elsewhere. Abort the signal to stop between two models.
 */
export function startBackgroundSeeding(opts: {
  config: Config;
  db: Db;
  services: Services;
  log: Log;
  signal?: AbortSignal;
}): Promise<void> {
  const { config, db, services, log } = opts;
  const run = async () => {
    const indexed = await services.library.reindexMissing();
    if (indexed > 0) log.info(`已为 ${indexed} 个模型补建搜索索引`);
    await services.library.purgeExpired();
    if (!config.SEED_DEMO) return;
    // The generator (three.js) is loaded only when there is something to seed.
    if (!(await demoCatalogueWanted(db))) return;
    if (await seedDemoContent(db, services)) log.info('演示内容已就绪：帮助中心、新闻资讯与首页横幅');
    const pages = await seedEventPages(db, services);
    if (pages > 0) log.info(`已发布 ${pages} 个活动页与落地页`);
    if (await seedDemoMall(db, services)) log.info('演示积分商城已就绪：金币、会员与实物商品');
    const { DEMO_MODELS, writeDemoGlb } = await import('../seed-models/index.js');
    const seeder = new DemoSeeder({
      db,
      services,
      catalogue: DEMO_MODELS,
      writeGlb: writeDemoGlb,
      workDir: path.join(config.DATA_DIR, 'tmp'),
      log,
    });
    await seeder.run({ signal: opts.signal });
  };
  return run().catch((err: unknown) => {
    if (opts.signal?.aborted) return;
    log.error({ err }, '演示模型库生成失败（下次启动时继续）');
  });
}
