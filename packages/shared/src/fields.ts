import { z } from 'zod';

// zod's own messages (type and range errors) in Chinese, for the server and the web alike.
z.config(z.locales.zhCN());

/**
 * Field rules shared by the server's validation and the web forms, each with its Chinese message.
 * Labels name the field in messages ("手机号：格式不正确"), so every form and every API error reads alike.
 */
export const FIELD_LABELS: Record<string, string> = {
  login: '手机号',
  newLogin: '新手机号',
  password: '密码',
  code: '验证码',
  captchaId: '图形验证码',
  captcha: '图形验证码',
  purpose: '验证码用途',
  type: '用户类型',
  id: '用户编号',
  userId: '用户编号',
  token: '登录凭证',
  nickname: '昵称',
  ticket: '微信登录票据',
  state: '微信登录状态',
  scene: '二维码场景',
  pageNum: '页码',
  pageSize: '每页条数',
  utmFrom: '来源渠道',
  utmCampaign: '推广计划',
  utmContent: '推广内容',
  utmKeyword: '推广关键词',
  utmUrl: '来源地址',
  bdVid: '百度推广编号',
  trackId: '跟踪编号',
};

export const PHONE_RE = /^1[3-9]\d{9}$/;
export const PASSWORD_HASH_RE = /^[0-9a-f]{64}$/;
export const SMS_CODE_RE = /^\d{6}$/;

const required = (label: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === '' ? `请填写${label}` : `${label}格式不正确`,
});

export const phone = () => z.string(required('手机号')).trim().regex(PHONE_RE, '请输入 11 位中国大陆手机号');

/** SHA-256 hex of the password: the plain text never leaves the browser. */
export const passwordHash = () =>
  z
    .string(required('密码'))
    .transform((s) => s.toLowerCase())
    .pipe(z.string().regex(PASSWORD_HASH_RE, '密码须经客户端加密后提交，请刷新页面后重试'));

export const smsCode = () => z.string(required('验证码')).trim().regex(SMS_CODE_RE, '验证码为 6 位数字');

/** Plain password rules, checked in the browser before hashing. */
export const PLAIN_PASSWORD_RULE = {
  min: 8,
  max: 32,
  message: '密码为 8-32 位，须同时包含字母和数字',
  test: (s: string) => s.length >= 8 && s.length <= 32 && /[a-zA-Z]/.test(s) && /\d/.test(s),
};

export const pageQuery = z.strictObject({
  pageNum: z.coerce.number().int().min(1, '页码须大于 0').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, '每页条数须大于 0')
    .transform((n) => Math.min(n, 100))
    .default(20),
});
