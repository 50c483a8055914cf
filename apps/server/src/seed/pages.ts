/**
 * The demo event pages: the activity pages (/exhibition, /furniture, ... /createModel, SPEC.md section 2) and the
 * landing pages (/land, /party, /websiteSource, /bilibili, /remNew, /animation), published as an operator would,
 * so none of them says 页面暂未开放 on a fresh start. Each is written once: a page whose address is taken (an
 * operator's own, or an earlier run's) is left alone.
 */
import type { ContentSaveInput } from '@moxing/shared';
import type { Services } from '../app.js';
import type { Db } from '../db/index.js';
import { demoOperator, publish } from './content.js';

type EventPage = Pick<ContentSaveInput, 'kind' | 'title' | 'summary' | 'body'> & { slug: string };

const JOIN =
  '## 参与方式\n\n1. 登录后点击页面下方的“报名参加”\n2. 在“个人中心 → 我的模型”上传作品或展品模型\n3. 运营审核通过后，作品进入本期展厅，并以站内消息通知您';

const PAGES: EventPage[] = [
  {
    kind: 'activity',
    slug: 'exhibition',
    title: '线上 3D 展会 · 全年不落幕',
    summary: '把展位搬到线上：3D 展厅全年开放，观众手机扫码即可逛展。',
    body: `## 活动介绍\n\n线下展会只有三天，线上展厅可以开一整年。参展企业把展品做成可旋转、可放大的 3D 模型，放进模型星球的线上展厅；观众用电脑或手机扫码即可逛展，看中的展品可以直接询价。\n\n## 参展权益\n\n- 独立展位页面，展品数量不限\n- 展位二维码与海报，可印在线下展台和宣传册上\n- 浏览、收藏与询价数据按周汇总\n\n${JOIN}`,
  },
  {
    kind: 'activity',
    slug: 'furniture',
    title: '家具 3D 展 · 限时免费参展',
    summary: '上传家具模型即可入驻线上展厅，展期内免费展示。',
    body: '## 活动介绍\n\n家具品牌和设计师上传家具模型，即可免费入驻本期线上家具展厅。\n\n## 参与方式\n\n1. 登录后点击“报名参加”\n2. 在“我的模型”上传家具模型\n3. 运营审核后模型进入展厅',
  },
  {
    kind: 'activity',
    slug: 'meeting',
    title: '3D 数字化转型沙龙（上海站）',
    summary: '品牌、渠道与建模服务商面对面，聊聊 3D 展示如何带来询单。',
    body: '## 沙龙议程\n\n- 14:00 签到与交流\n- 14:30 《一套模型，十种用法：家居品牌的 3D 资产复用》\n- 15:20 《AR 试戴上线半年：珠宝品牌的转化数据》\n- 16:10 圆桌：中小品牌如何低成本开始 3D 化\n- 17:00 自由交流\n\n## 报名须知\n\n活动免费，名额 80 人，报名后会收到站内消息确认。具体地址在确认消息中告知。',
  },
  {
    kind: 'activity',
    slug: 'ces',
    title: 'CES 国际消费电子展 · 中国展团线上馆',
    summary: '随展团出海的消费电子品牌，展品以 3D 模型在线展示。',
    body: `## 活动介绍\n\n今年随中国展团参加 CES 的消费电子品牌，可以把展品同步放进模型星球的线上馆。海外采购商无需到场，打开链接即可 360° 查看产品外观与结构。\n\n## 适合的展品\n\n耳机、音箱、智能手表、充电设备、小家电等外观是卖点的产品。\n\n${JOIN}`,
  },
  {
    kind: 'activity',
    slug: 'cestwice',
    title: 'CES 线上馆第二期 · 智能硬件专场',
    summary: '第二期聚焦智能家居、可穿戴与机器人，展期两周。',
    body: `## 本期主题\n\n第一期线上馆共有 46 个品牌参展，第二期聚焦**智能家居、可穿戴设备与服务机器人**。展品页支持拆解动画，适合展示内部结构。\n\n## 展期\n\n展期两周，展期结束后展品页保留，可继续分享。\n\n${JOIN}`,
  },
  {
    kind: 'activity',
    slug: 'wisdom',
    title: '智慧展示解决方案发布会',
    summary: '门店大屏、AR 试戴与 3D 商品页一体化方案，现场演示。',
    body: '## 发布内容\n\n- **门店大屏**：顾客在大屏上旋转查看商品，扫码带走同款链接\n- **AR 试戴**：珠宝、手表与鞋子在手机上“戴”着看\n- **3D 商品页**：一行代码把模型嵌入自己的商城\n\n## 现场演示\n\n发布会现场提供真机演示，报名用户可预约一对一方案咨询。',
  },
  {
    kind: 'activity',
    slug: 'museum',
    title: '数字博物馆 · 文物 3D 化作品征集',
    summary: '博物馆与文创团队提交文物模型，入选作品在数字展厅长期展出。',
    body: `## 征集范围\n\n青铜器、陶瓷、石刻、古建筑构件等文物的扫描或手工建模作品，以及以文物为原型的文创设计。\n\n## 作品要求\n\n- 注明文物名称、年代与收藏单位\n- 模型贴图清晰，面数适合网页浏览（建议 50 万面以内）\n- 须拥有作品的发布授权\n\n${JOIN}`,
  },
  {
    kind: 'activity',
    slug: 'furnishShow',
    title: '家居软装展 · 线上样板间',
    summary: '灯具、布艺与装饰品组成线上样板间，观众可单品查看与询价。',
    body: `## 活动介绍\n\n本期软装展把参展品牌的灯具、地毯、抱枕、花瓶与装饰画组合成 6 个线上样板间：北欧、日式、新中式、法式、工业与极简。观众在样板间里点选单品即可查看模型和询价。\n\n${JOIN}`,
  },
  {
    kind: 'activity',
    slug: 'commerce',
    title: '电商 3D 主图扶持计划',
    summary: '为电商商家提供 3D 建模与主图渲染补贴，名额有限。',
    body: '## 扶持内容\n\n- 每家商家最多 20 款商品的建模费用补贴 50%\n- 模型完成后免费渲染主图、白底图与 360° 展示视频\n- 3D 商品页可嵌入店铺详情页\n\n## 申请条件\n\n在主流电商平台经营满一年的店铺，商品以家居、首饰、鞋服、数码为主。报名后运营会在 3 个工作日内联系您。',
  },
  {
    kind: 'activity',
    slug: 'science',
    title: '科普 3D 展 · 走进机械的内部',
    summary: '齿轮箱、发动机与航天器的可拆解模型，适合课堂与科技馆。',
    body: '## 展览内容\n\n本期科普展精选平台上的机械类模型：变速齿轮箱、四冲程发动机、风力发电机与月球车。每个模型都可以拆解查看零件，并配有原理说明。\n\n## 给老师的说明\n\n展品链接可以直接在教室大屏上打开，免费模型可下载用于课件制作。',
  },
  {
    kind: 'activity',
    slug: 'createModel',
    title: '第三届模型星球建模大赛',
    summary: '主题“城市里的小物件”，设一二三等奖与人气奖，作品在首页展出。',
    body: `## 大赛主题\n\n**城市里的小物件**：路灯、邮筒、长椅、共享单车、街角的报刊亭……用模型记录你身边的城市细节。\n\n## 奖项设置\n\n- 一等奖 1 名：5000 元\n- 二等奖 3 名：各 2000 元\n- 三等奖 10 名：各 500 元\n- 人气奖 5 名：按收藏数评出，各 300 元\n\n## 评审标准\n\n造型还原度 40%、贴图与材质 30%、创意 20%、模型规范 10%。\n\n${JOIN}`,
  },
  {
    kind: 'page',
    slug: 'land',
    title: '模型星球 · 3D 模型交易与建模服务',
    summary: '上万款可在线预览的 3D 模型，发布需求即有建模师报价。',
    body: '## 找模型\n\n家具、首饰、鞋服、机械、建筑与潮玩，上万款模型可以在线旋转预览，免费模型直接下载，付费模型在线购买。[去模型库](/good)\n\n## 找人建模\n\n写清用途、尺寸和交付格式，发布需求后建模师会报价，平台托管费用，验收后再付款。[发布需求](/need)\n\n## 展示产品\n\n模型可嵌入网页、生成 AR 试戴链接，或放进线上展厅。',
  },
  {
    kind: 'page',
    slug: 'party',
    title: '模型星球创作者之夜',
    summary: '一年一度的创作者聚会：年度作品颁奖、经验分享与交流。',
    body: '## 活动内容\n\n- 年度作品颁奖：年度模型、年度建模师、年度人气作品\n- 创作者分享：从兼职接单到成立工作室\n- 自由交流与合影\n\n## 如何参加\n\n年内在平台发布过模型或完成过需求的创作者，可在“消息中心”查看邀请函。',
  },
  {
    kind: 'page',
    slug: 'websiteSource',
    title: '欢迎来到模型星球',
    summary: '从合作网站来的朋友，这里是 3D 模型交易与建模服务平台。',
    body: '## 三分钟了解我们\n\n- **模型库**：可在线预览的 3D 模型，免费与付费均有\n- **建模交易**：发布需求，建模师报价，平台托管费用\n- **3D 展示**：网页嵌入、AR 试戴与线上展厅\n\n注册后即可收藏模型、发布需求。[去模型库看看](/good)',
  },
  {
    kind: 'page',
    slug: 'bilibili',
    title: 'B 站的朋友你好 · 建模教程与素材',
    summary: 'UP 主视频里的模型与教程素材都在这里，免费模型可直接下载。',
    body: '## 视频里的模型\n\n教程视频中用到的模型都已上传到模型星球，搜索视频标题里的关键词即可找到，免费模型登录后直接下载。\n\n## 学完想接单？\n\n在[建模交易](/need)大厅可以看到企业发布的建模需求，完善服务商资料后即可报价。',
  },
  {
    kind: 'page',
    slug: 'remNew',
    title: '新品推荐 · 本周上新的 3D 模型',
    summary: '编辑每周挑选的新模型：家具、首饰、机械与潮玩。',
    body: '## 本周看点\n\n- **家具**：北欧风实木餐椅与圆几，贴图细节到木纹\n- **首饰**：六爪钻戒与珍珠耳环，支持 AR 试戴\n- **机械**：可拆解的减速齿轮箱\n- **潮玩**：赛博朋克风格机甲手办\n\n更多新模型请到[模型库](/good)按“最新上传”查看。',
  },
  {
    kind: 'page',
    slug: 'animation',
    title: '3D 动画制作服务',
    summary: '产品演示动画、拆解动画与短视频素材，由平台建模师制作。',
    body: '## 服务内容\n\n- **产品演示动画**：15-60 秒，展示外观、功能与使用场景\n- **拆解动画**：展示内部结构，适合机械、电子与家电\n- **短视频素材**：竖屏 9:16，适合电商与社交平台\n\n## 如何下单\n\n在[建模交易](/need)发布需求，类型选择“动画”，写清时长与用途，建模师会在需求下报价。',
  },
];

/** Publishes the event pages whose address is free; answers how many it wrote. */
export async function seedEventPages(db: Db, services: Services): Promise<number> {
  const taken = new Set(
    (
      await db.kysely
        .selectFrom('contents')
        .select('slug')
        .where(
          'slug',
          'in',
          PAGES.map((p) => p.slug),
        )
        .execute()
    ).map((r) => r.slug),
  );
  const missing = PAGES.filter((p) => !taken.has(p.slug));
  if (missing.length === 0) return 0;
  const operatorId = await demoOperator(db, services);
  for (const p of missing) {
    await publish(services, operatorId, {
      ...p,
      cover: `/content/activity-${p.slug}.svg`,
      link: p.kind === 'activity' ? `/${p.slug}` : '',
    });
  }
  return missing.length;
}
