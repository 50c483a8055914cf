/**
 * The demo site content: help articles, update notes, news, cases, the about page and home banners,
 * written through the content service and published as an operator would, so a fresh start has a help centre, a
 * news page and a home carousel to look at. Runs on a demo database (seed/index.ts) while it has no content.
 */
import { randomBytes } from 'node:crypto';
import { contentSaveBody, type ContentSaveInput } from '@moxing/shared';
import type { Services } from '../app.js';
import type { Db } from '../db/index.js';
import { OPERATOR } from './market.js';
import * as q from './queries.js';

const HELP: [category: string, title: string, body: string][] = [
  [
    '新手入门',
    '如何注册和登录模型星球',
    '## 注册\n\n点击页面右上角的**登录 / 注册**，输入手机号并获取短信验证码，设置 8-32 位、同时包含字母和数字的密码即可完成注册。\n\n## 登录\n\n支持密码登录、短信验证码登录和微信扫码登录。忘记密码时，可在登录框点击“忘记密码”通过短信重置。',
  ],
  [
    '新手入门',
    '上传模型的三个步骤',
    '1. 进入**个人中心 → 我的模型**，点击“上传模型”。\n2. 选择模型文件（支持 glb、gltf、obj、fbx、stl 等格式，贴图可一起打包为 zip）。\n3. 填写名称、分类和价格，提交后平台会自动生成预览和封面。\n\n> 大文件支持断点续传，网络中断后重新选择同一个文件即可继续。',
  ],
  [
    '模型交易',
    '购买的模型在哪里下载',
    '购买成功后，在模型详情页点击**下载**即可获取原始文件；也可以在“我的购买”中找到全部已购模型。下载链接仅本人可用，请勿转发。',
  ],
  [
    '模型交易',
    '如何发布建模需求',
    '在**建模交易**页点击“发布需求”，写清模型用途、尺寸、精度和交付格式，并填写预算和截止日期。需求经平台审核后公开，建模师会在需求下报价，你可以比较后选择合适的服务商。',
  ],
  [
    '账号与安全',
    '如何修改绑定的手机号',
    '进入**个人中心 → 账号设置**，点击手机号旁的“修改”，先验证原手机号，再用新手机号接收验证码完成更换。',
  ],
];

const UPDATES: [title: string, body: string][] = [
  [
    'V2.3 模型库搜索升级',
    '- 搜索支持拼音和常见近义词，输入“yizi”也能找到椅子\n- 免费模型筛选更快\n- 修复了部分手机上模型预览卡顿的问题',
  ],
  [
    'V2.2 建模交易上线',
    '- 需求大厅：发布需求、建模师报价、在线交付与验收\n- 交付文件在平台内预览，验收后再付款\n- 新增服务商主页与评价',
  ],
];

const NEWS: [title: string, summary: string, body: string][] = [
  [
    '模型星球上线 AR 试戴，珠宝鞋服可在手机上“戴”着看',
    '商家上传一次模型，顾客用手机摄像头即可看到商品戴在身上的效果。',
    '## 一次建模，多处展示\n\n商家在模型星球上传的珠宝、鞋服模型，现在可以直接生成 AR 试戴链接，放进商品详情页或公众号文章。\n\n## 顾客怎么用\n\n用手机打开链接，允许使用摄像头后，商品就会出现在手腕、手指或脚上，转动手机可以从各个角度查看。',
  ],
  [
    '2026 家居行业 3D 展示趋势观察',
    '越来越多家居品牌用 3D 模型替代实拍，我们整理了三个值得关注的变化。',
    '1. **电商主图 3D 化**：一套模型同时产出主图、详情图和 360° 展示。\n2. **线上展厅常态化**：展会之外，品牌用 3D 展厅全年接待客户。\n3. **模型资产复用**：同一模型用于营销、定制报价和门店大屏。',
  ],
];

const CASES: [title: string, summary: string, body: string][] = [
  [
    '某原创家具品牌：3D 展厅带来 30% 询单增长',
    '把 120 款家具做成可旋转查看的 3D 模型，放进线上展厅和小程序。',
    '## 背景\n\n品牌每年参加两次线下展会，展会之外缺少让客户了解全系列产品的方式。\n\n## 做法\n\n通过模型星球的建模服务完成 120 款家具建模，搭建线上展厅，并把单品 3D 链接嵌入小程序商品页。\n\n## 效果\n\n上线三个月，线上询单增长约 30%，客户看样后的成交周期明显缩短。',
  ],
];

const ABOUT =
  '## 关于模型星球\n\n模型星球是一个 3D 模型交易与建模服务平台：设计师在这里出售和分享模型，企业在这里找模型、发布建模需求，品牌用 3D 和 AR 展示自己的产品。\n\n## 我们提供\n\n- **模型库**：上万款可在线预览的 3D 模型，免费与付费模型均可下载\n- **建模交易**：发布需求，专业建模师报价制作，平台保障交付\n- **3D 展示**：模型嵌入网页、AR 试戴、线上展厅\n\n如需合作，请访问[商务合作](/cooperation)页面留言。';

export async function publish(services: Services, operatorId: number, input: ContentSaveInput): Promise<number> {
  const item = await services.content.save(operatorId, contentSaveBody.parse(input));
  await services.content.act(item.id, 'publish');
  return item.id;
}

/** The demo operator who publishes the demo content, made on first use. */
export async function demoOperator(db: Db, services: Services): Promise<number> {
  const existing = await q.findUserByLogin(db.kysely, OPERATOR.login);
  // A random password nobody knows, as the other demo accounts.
  return (
    existing?.id ??
    (
      await services.account.createUserWithPassword({
        login: OPERATOR.login,
        passwordHash: randomBytes(32).toString('hex'),
        type: OPERATOR.type,
        nickname: OPERATOR.nickname,
      })
    ).id
  );
}

/** Seeds the demo content when there is none; answers whether it did. The event pages are seedEventPages'. */
export async function seedDemoContent(db: Db, services: Services): Promise<boolean> {
  if (await db.kysely.selectFrom('contents').select('id').limit(1).executeTakeFirst()) return false;
  const operatorId = await demoOperator(db, services);
  const id = (input: ContentSaveInput) => publish(services, operatorId, input);
  for (const [i, [category, title, body]] of HELP.entries()) {
    await id({ kind: 'help', category, title, body, summary: '', sort: HELP.length - i });
  }
  for (const [title, body] of UPDATES.toReversed()) await id({ kind: 'update', title, body });
  for (const [title, summary, body] of NEWS.toReversed()) {
    await id({ kind: 'news', title, summary, body, cover: '/content/cover-news.svg' });
  }
  for (const [title, summary, body] of CASES) {
    await id({ kind: 'case', title, summary, body, cover: '/content/cover-case.svg' });
  }
  await id({
    kind: 'page',
    slug: 'introduce',
    title: '关于我们',
    summary: '模型星球：3D 模型交易、建模服务与 3D 展示平台。',
    body: ABOUT,
  });
  const banners: [string, string, string][] = [
    ['3D 模型交易，一站完成', '/content/banner-market.svg', '/good'],
    ['发布建模需求', '/content/banner-need.svg', '/need'],
    ['珠宝鞋服 AR 试戴', '/content/banner-ar.svg', '/news'],
  ];
  for (const [i, [title, cover, link]] of banners.entries()) {
    await id({ kind: 'banner', position: 'home', title, cover, link, sort: banners.length - i });
  }
  return true;
}
