/** What the platform offers, shared by the desktop and mobile home pages. No invented numbers or models. */
export interface Offer {
  key: 'buyer' | 'modeller' | 'brand';
  title: string;
  lead: string;
  points: string[];
}

export const HERO = {
  title: '让每件好物，都拥有自己的 3D 模型',
  lead: '模型星球是 3D 模型交易与建模服务平台：买卖模型、发布建模需求、承接建模订单，在网页与手机上直接进行 3D 展示和 AR 试戴。',
};

export const OFFERS: Offer[] = [
  {
    key: 'buyer',
    title: '需求方 · 买家',
    lead: '找现成模型，或请专业建模师为你定制。',
    points: ['按行业与分类浏览、搜索 3D 模型', '发布建模需求，建模师竞标报价', '选定服务方后在线跟进进度并验收'],
  },
  {
    key: 'modeller',
    title: '建模师 · 工作室',
    lead: '展示作品、出售模型、承接订单。',
    points: ['上传 GLB、OBJ、FBX、STL 等常见格式', '自动生成网页 3D 预览、封面与轻量化版本', '竞标建模需求，收益可申请提现'],
  },
  {
    key: 'brand',
    title: '品牌 · 企业',
    lead: '用 3D 讲好产品故事。',
    points: ['搭建 3D 展厅与品牌 3D 秀', '将模型嵌入官网、电商详情页', '珠宝、鞋类商品支持 AR 试戴'],
  },
];

export const CAPABILITIES: { title: string; text: string }[] = [
  { title: '多格式上传', text: '支持 GLB、glTF、OBJ、FBX、STL、PLY、DAE、3DS，压缩包也可以直接上传。' },
  { title: '网页即看', text: '上传后自动转换为网页 3D 格式，电脑和手机浏览器打开即可旋转查看。' },
  { title: '建模交易', text: '需求发布、竞标、选标、制作、验收，全流程在平台内完成。' },
  { title: '3D 展示', text: '3D 展厅、3D 秀与模型嵌入，让商品在任何页面立体呈现。' },
];

export const STEPS: { title: string; text: string }[] = [
  { title: '注册账号', text: '手机号 + 短信验证码，一分钟完成' },
  { title: '选择身份', text: '需求方或服务方，之后也可添加' },
  { title: '上传或发布', text: '上传你的模型，或发布建模需求' },
  { title: '交易与展示', text: '成交、验收，并在各处展示 3D 作品' },
];
