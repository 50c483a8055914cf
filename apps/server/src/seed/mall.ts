/**
 * The demo points mall: a few goods of each kind, saved as an operator would, so a fresh start's /integralMall is
 * not empty. Runs on a demo database (seed/index.ts) while the mall has no goods.
 */
import { saveGoodsBody } from '@moxing/shared';
import type { Services } from '../app.js';
import type { Db } from '../db/index.js';

export async function seedDemoMall(db: Db, services: Services): Promise<boolean> {
  if (await db.kysely.selectFrom('mall_goods').select('id').limit(1).executeTakeFirst()) return false;
  const pkg = (await services.membership.packages(null)).list[0];
  const goods = [
    {
      title: '10 金币',
      picture: '/mall/coins.svg',
      kind: 'coins',
      pointsPrice: 100,
      stock: 999,
      coins: 10,
      description: '兑换后立即到账，可用于购买模型',
    },
    {
      title: '50 金币',
      picture: '/mall/coins.svg',
      kind: 'coins',
      pointsPrice: 450,
      stock: 200,
      coins: 50,
      description: '兑换后立即到账',
    },
    ...(pkg
      ? [
          {
            title: `${pkg.title}（积分兑换）`.slice(0, 40),
            picture: '/mall/vip.svg',
            kind: 'membership',
            pointsPrice: 1200,
            stock: 50,
            packageId: pkg.id,
            days: 30,
            description: '兑换后立即开通，有效期 30 天',
          },
        ]
      : []),
    {
      title: '模型星球马克杯',
      picture: '/mall/mug.svg',
      kind: 'physical',
      pointsPrice: 800,
      stock: 30,
      description: '陶瓷马克杯，包邮寄送',
    },
    {
      title: '模型星球文化衫',
      picture: '/mall/tshirt.svg',
      kind: 'physical',
      pointsPrice: 1500,
      stock: 20,
      description: '纯棉 T 恤，均码，包邮寄送',
    },
  ];
  for (const g of goods) await services.mall.save(saveGoodsBody.parse(g), null);
  return true;
}
