/**
 * The demo marketplace: beside the demo catalogue, a newcomer should see a living trade. The demo providers
 * fill in their profiles; demo buyers publish demands that an operator reviews; providers bid; buyers choose and
 * fund the escrow (after a demo top-up), providers deliver, buyers accept and both sides evaluate. Every step goes
 * through the demand services and their state machine, exactly as people's requests do, so the demands end in every state (in review,
 * rejected, bidding, in production, completed, cancelled) with the numbers that follow from their history.
 * Runs once per database (a demo_seeds row), after the catalogue's authors exist.
 */
import { Readable } from 'node:stream';
import { FEN_PER_COIN, type SERVICE_TYPES, type TRADES, UserType } from '@moxing/shared';
import type { Services } from '../app.js';
import type { Db } from '../db/index.js';
import type { AuthUser } from '../platform/http/route.js';

type ServiceType = (typeof SERVICE_TYPES)[number];
type Trade = (typeof TRADES)[number];

export interface MarketPerson {
  login: string;
  nickname: string;
  type: number;
}

/** What a demo provider says about itself (by the login of a catalogue author). */
export const PROFILES: Record<string, { intro: string; specialities: ServiceType[]; trades: Trade[] }> = {
  '19900000001': {
    intro: '专注家具与空间建模八年，实木、布艺、金属家具都做过上千款，模型可直接用于电商主图、效果图和 3D 展厅。',
    specialities: ['3D建模', '3D场景建模', '渲染'],
    trades: ['泛家居'],
  },
  '19900000002': {
    intro: '灯饰设计师出身，擅长吊灯、台灯和落地灯的建模与发光材质，交付带灯光设置的渲染文件。',
    specialities: ['3D建模', '渲染'],
    trades: ['泛家居', '日用百货'],
  },
  '19900000003': {
    intro: '珠宝建模工作室，戒指、吊坠、手镯可按克重和尺寸精确建模，支持 AR 试戴用的轻量模型。',
    specialities: ['3D建模', '渲染'],
    trades: ['珠宝首饰'],
  },
  '19900000004': {
    intro: '陶瓷与文创方向，做过多家博物馆的文创产品建模，擅长青花、釉色等传统纹样的贴图还原。',
    specialities: ['3D建模', '场景3D扫描'],
    trades: ['博物馆文创', '日用百货'],
  },
  '19900000005': {
    intro: '潮流鞋包和玩具建模，做过多个品牌的新品首发 3D 展示，可做拆解动画和 AR 试穿模型。',
    specialities: ['3D建模', '模型动画', '3D广告'],
    trades: ['服装鞋包', '游戏动漫'],
  },
  '19900000006': {
    intro: '机械设计团队，提供零部件建模、逆向建模和装配动画，可交付 STEP、STL 等工业格式。',
    specialities: ['逆向仿真设计', '3D建模', '模型动画'],
    trades: ['机械五金', '军工'],
  },
};

export const OPERATOR: MarketPerson = { login: '19900000201', nickname: '平台运营小助手', type: UserType.operator };

interface DemoBid {
  /** Login of the bidding provider. */
  by: string;
  yuan: number;
  days: number;
  message: string;
}

interface DemoDemand {
  /** Login of the buyer. */
  buyer: string;
  title: string;
  serviceType: ServiceType;
  trade: Trade;
  /** Yuan, one of BUDGET_OPTIONS (0 is 面议). */
  budget: number;
  deadlineDays: number;
  description: string;
  bids: DemoBid[];
  /** Where the demand ends. */
  end: 'review' | 'rejected' | 'bidding' | 'production' | 'delivered' | 'completed' | 'cancelled';
  /** For completed demands: the buyer's score and remark, then the provider's. */
  evaluation?: [number, string, number, string];
}

const DEMANDS: DemoDemand[] = [
  {
    buyer: '19900000101',
    title: '北欧风实木餐椅建模（电商主图用）',
    serviceType: '3D建模',
    trade: '泛家居',
    budget: 800,
    deadlineDays: 20,
    description: '一款北欧风实木餐椅，提供三视图和实物照片。需要 GLB 和 OBJ 两种格式，贴图 2K，面数控制在 5 万以内。',
    bids: [
      { by: '19900000001', yuan: 750, days: 5, message: '做过同类餐椅几十款，5 天交付，含一次免费修改。' },
      { by: '19900000005', yuan: 900, days: 7, message: '可以做，7 天内交付 GLB 与 OBJ。' },
    ],
    end: 'completed',
    evaluation: [5, '建模很精细，木纹贴图很真实，交付也准时。', 5, '需求描述清楚，验收很快，合作愉快。'],
  },
  {
    buyer: '19900000103',
    title: '一组婚戒的精细建模与渲染',
    serviceType: '渲染',
    trade: '珠宝首饰',
    budget: 1500,
    deadlineDays: 25,
    description: '男女对戒各一枚，需要精确到 0.1 毫米的建模和三张白底渲染图，用于定制下单前给客户确认。',
    bids: [{ by: '19900000003', yuan: 1400, days: 6, message: '可按克重与指圈精确建模，渲染图含白底和场景各一套。' }],
    end: 'completed',
    evaluation: [5, '戒圈尺寸非常准，渲染图客户很满意。', 5, '沟通顺畅，修改意见很具体。'],
  },
  {
    buyer: '19900000104',
    title: '青花瓷茶具套装 3D 建模',
    serviceType: '3D建模',
    trade: '博物馆文创',
    budget: 1000,
    deadlineDays: 30,
    description: '一壶四杯的青花瓷茶具，需要还原青花纹样，用于线上展厅展示，交付 GLB 格式。',
    bids: [
      { by: '19900000004', yuan: 1000, days: 8, message: '青花纹样用高清贴图还原，8 天交付。' },
      { by: '19900000001', yuan: 1200, days: 10, message: '可以做，纹样需要提供清晰照片。' },
    ],
    end: 'completed',
    evaluation: [4, '整体不错，纹样细节修改了一次后很满意。', 5, '资料给得很全，验收及时。'],
  },
  {
    buyer: '19900000102',
    title: '工业减速机外壳逆向建模',
    serviceType: '逆向仿真设计',
    trade: '机械五金',
    budget: 3000,
    deadlineDays: 30,
    description: '根据实物扫描点云做减速机外壳的逆向建模，要求交付 STEP 格式，关键孔位公差 ±0.05 毫米。',
    bids: [{ by: '19900000006', yuan: 2800, days: 12, message: '有点云逆向经验，交付 STEP 和检测报告。' }],
    end: 'completed',
    evaluation: [5, '精度达标，还附了偏差检测报告，专业。', 5, '点云数据质量好，配合默契。'],
  },
  {
    buyer: '19900000106',
    title: '吊灯系列 6 款建模',
    serviceType: '3D建模',
    trade: '泛家居',
    budget: 2000,
    deadlineDays: 30,
    description: '店铺新上的 6 款吊灯，需要建模并设置发光材质，用于商品详情页的 3D 展示。',
    bids: [{ by: '19900000002', yuan: 1800, days: 10, message: '灯具是我的专长，6 款 10 天内交付，含发光材质。' }],
    end: 'completed',
    evaluation: [5, '发光效果做得很好，详情页转化明显提升。', 4, '需求清楚，中途加了一款，好在及时沟通。'],
  },
  {
    buyer: '19900000106',
    title: '潮牌运动鞋 3D 建模（需 AR 试穿）',
    serviceType: '3D建模',
    trade: '服装鞋包',
    budget: 2000,
    deadlineDays: 18,
    description: '一双新款运动鞋，需要高精度模型和一个用于手机 AR 试穿的轻量模型（5MB 以内）。',
    bids: [
      { by: '19900000005', yuan: 2000, days: 10, message: '做过多个品牌的 AR 试穿鞋模，轻量版可控制在 3MB。' },
      { by: '19900000001', yuan: 2000, days: 14, message: '可以做，工期 14 天。' },
    ],
    end: 'delivered',
  },
  {
    buyer: '19900000102',
    title: '展厅用的中式屏风场景',
    serviceType: '3D场景建模',
    trade: '泛家居',
    budget: 5000,
    deadlineDays: 40,
    description: '线上展厅的一个中式会客区：屏风、圈椅、茶台和博古架，需要整体场景和单品模型。',
    bids: [
      { by: '19900000001', yuan: 4800, days: 20, message: '中式家具做得多，场景和单品都可交付。' },
      { by: '19900000002', yuan: 5000, days: 18, message: '可负责整体场景与灯光。' },
    ],
    end: 'production',
  },
  {
    buyer: '19900000106',
    title: '品牌香水瓶建模与产品渲染图',
    serviceType: '渲染',
    trade: '日用百货',
    budget: 1500,
    deadlineDays: 12,
    description: '一款玻璃香水瓶，需要建模和 5 张不同角度的产品渲染图，玻璃与液体质感要真实。',
    bids: [
      { by: '19900000004', yuan: 1300, days: 6, message: '玻璃器皿建模和渲染经验丰富，6 天交付。' },
      { by: '19900000002', yuan: 1500, days: 5, message: '擅长透明材质和布光，5 天交付渲染图。' },
    ],
    end: 'bidding',
  },
  {
    buyer: '19900000104',
    title: '博物馆青铜器文物 3D 扫描与修复建模',
    serviceType: '场景3D扫描',
    trade: '博物馆文创',
    budget: 5000,
    deadlineDays: 20,
    description: '馆藏青铜鼎一件，需要上门扫描并做缺损部位的修复建模，用于数字展陈。',
    bids: [
      { by: '19900000006', yuan: 4500, days: 15, message: '有工业级扫描设备，可上门扫描。' },
      { by: '19900000004', yuan: 5000, days: 18, message: '做过多家博物馆的文物数字化。' },
    ],
    end: 'bidding',
  },
  {
    buyer: '19900000101',
    title: '儿童玩具车模型（可拆解动画）',
    serviceType: '模型动画',
    trade: '游戏动漫',
    budget: 3000,
    deadlineDays: 15,
    description: '一款拼装玩具车，需要建模和一段 20 秒左右的拆解动画，用于产品说明页。',
    bids: [{ by: '19900000005', yuan: 2800, days: 10, message: '可以做拆解动画，先给分镜确认。' }],
    end: 'bidding',
  },
  {
    buyer: '19900000102',
    title: '电商主图用的沙发 360° 展示模型',
    serviceType: '3D建模',
    trade: '泛家居',
    budget: 0,
    deadlineDays: 10,
    description: '三人位布艺沙发，需要 360° 展示用的模型，预算面议，请按工期和面数报价。',
    bids: [{ by: '19900000001', yuan: 1200, days: 7, message: '布艺沙发是我们的强项，7 天交付。' }],
    end: 'bidding',
  },
  {
    buyer: '19900000103',
    title: '手镯与吊坠 AR 试戴模型',
    serviceType: '3D建模',
    trade: '珠宝首饰',
    budget: 800,
    deadlineDays: 25,
    description: '一只手镯和一个吊坠，需要用于手机 AR 试戴的轻量模型，要求金属质感真实。',
    bids: [],
    end: 'bidding',
  },
  {
    buyer: '19900000102',
    title: '汽车轮毂 5 款建模',
    serviceType: '3D建模',
    trade: '机械五金',
    budget: 1500,
    deadlineDays: 30,
    description: '5 款铝合金轮毂，提供图纸，需要 STEP 和 GLB 两种格式。',
    bids: [],
    end: 'review',
  },
  {
    buyer: '19900000101',
    title: '帮忙找一个模型',
    serviceType: '其他',
    trade: '其他',
    budget: 300,
    deadlineDays: 10,
    description: '想要一个好看的模型，越快越好，价格好说。',
    bids: [],
    end: 'rejected',
  },
  {
    buyer: '19900000101',
    title: '办公桌椅组合建模',
    serviceType: '3D建模',
    trade: '泛家居',
    budget: 500,
    deadlineDays: 20,
    description: '一套办公桌椅组合，用于办公空间效果图。',
    bids: [{ by: '19900000001', yuan: 500, days: 4, message: '4 天交付。' }],
    end: 'cancelled',
  },
];

const DELIVERY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

type MarketServices = Pick<Services, 'files' | 'demands' | 'bids' | 'deliveries' | 'escrow' | 'providers' | 'wallet'>;

export class DemoMarket {
  constructor(
    private readonly services: MarketServices,
    private readonly db: Db,
    private readonly person: (login: string) => Promise<AuthUser>,
    private readonly clock: () => number,
  ) {}

  async run(): Promise<void> {
    for (const [login, profile] of Object.entries(PROFILES)) {
      await this.services.providers.saveProfile(await this.person(login), { ...profile, portfolioLinks: [] });
    }
    const operator = await this.person(OPERATOR.login);
    for (const d of DEMANDS) await this.demand(d, operator);
  }

  /** The demo buyer tops up the bid's price in coins (a demo top-up, so labelled in the bills) and funds the escrow. */
  private async fundEscrow(buyer: AuthUser, code: string, yuan: number): Promise<void> {
    await this.db.kysely.transaction().execute((trx) =>
      this.services.wallet.post(trx, {
        orderNo: `DEMO${code}`,
        kind: 'topup',
        memo: '演示数据：充值',
        lines: [
          { account: { userId: buyer.id, kind: 'coins' }, amount: yuan },
          { account: { platform: 'gateway' }, amount: -yuan * FEN_PER_COIN },
        ],
      }),
    );
    await this.services.escrow.fund(buyer, code, 'coin');
  }

  private async demand(d: DemoDemand, operator: AuthUser): Promise<void> {
    const { demands, bids, deliveries } = this.services;
    const buyer = await this.person(d.buyer);
    const deadline = new Date(this.clock() + d.deadlineDays * 86_400_000).toISOString();
    const { code } = await demands.create(buyer, {
      title: d.title,
      serviceType: d.serviceType,
      trade: d.trade,
      budget: d.budget,
      deadline,
      description: d.description,
      imageIds: [],
      attachmentIds: [],
      contactType: 'platform',
    });
    if (d.end === 'review') return;
    if (d.end === 'rejected') {
      await demands.review(operator, code, { approve: false, reason: '需求描述过于简单，请写明模型用途、尺寸和交付格式。' });
      return;
    }
    await demands.review(operator, code, { approve: true });
    const placed = [];
    for (const b of d.bids) {
      placed.push(
        await bids.bid(await this.person(b.by), {
          code,
          price: b.yuan * 100,
          days: b.days,
          message: b.message,
          portfolioLinks: [],
        }),
      );
    }
    if (d.end === 'bidding') return;
    if (d.end === 'cancelled') {
      await this.services.escrow.cancel(buyer, code, '已经找到合适的现成模型，不需要定制了。');
      return;
    }
    const chosen = placed[0]!;
    await bids.chooseBid(buyer, code, chosen.code);
    await this.fundEscrow(buyer, code, d.bids[0]!.yuan);
    if (d.end === 'production') return;
    const modeller = await this.person(d.bids[0]!.by);
    const { files } = this.services;
    const { maxBytes, limits } = await files.budget(modeller.id);
    const file = await files.receive(modeller, {
      stream: Readable.from(DELIVERY_PDF),
      filename: '交付清单.pdf',
      maxBytes,
      limits,
    });
    await deliveries.deliver(modeller, { code, note: '模型与渲染图已交付，清单见附件，请验收。', fileIds: [file.fileId] });
    if (d.end === 'delivered') return;
    await deliveries.accept(buyer, code);
    const [buyerScore, buyerRemark, modellerScore, modellerRemark] = d.evaluation!;
    await deliveries.evaluate(buyer, code, buyerScore, buyerRemark);
    await deliveries.evaluate(modeller, code, modellerScore, modellerRemark);
  }
}
