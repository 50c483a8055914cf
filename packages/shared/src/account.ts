import { z } from 'zod';
import { inviteCode } from './content.js';
import { labelled, passwordHash, phone, rowId, smsCode } from './fields.js';
import { modelCode } from './models.js';
import { SELF_SERVICE_TYPES } from './users.js';

export const utmFields = {
  utmFrom: labelled(z.string().max(100), '来源渠道').optional(),
  utmCampaign: labelled(z.string().max(200), '推广计划').optional(),
  utmContent: labelled(z.string().max(200), '推广内容').optional(),
  utmKeyword: labelled(z.string().max(200), '推广关键词').optional(),
  utmUrl: labelled(z.string().max(1000), '来源地址').optional(),
  bdVid: labelled(z.string().max(200), '百度推广编号').optional(),
  trackId: labelled(z.string().max(100), '跟踪编号').optional(),
};
export const utmSchema = z.strictObject(utmFields);
export type Utm = z.infer<typeof utmSchema>;
export const UTM_KEYS = Object.keys(utmFields) as (keyof Utm)[];

export const SMS_PURPOSES = ['register', 'login', 'reset', 'changeLogin', 'bind'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const selfServiceType = labelled(
  z.coerce
    .number({ error: '用户类型不正确' })
    .int()
    .refine((n) => (SELF_SERVICE_TYPES as readonly number[]).includes(n), '用户类型不正确'),
  '用户类型',
);

const captchaFields = {
  captchaId: labelled(z.string({ error: '请先获取图形验证码' }).min(1, '请先获取图形验证码').max(64), '图形验证码'),
  captcha: labelled(z.string({ error: '请填写图形验证码' }).trim().min(1, '请填写图形验证码').max(10), '图形验证码'),
};
/** After several wrong passwords for a number, its logins need the image captcha too (answered as a `captcha` field error). */
export const loginBody = z.strictObject({
  login: phone(),
  password: passwordHash(),
  captchaId: captchaFields.captchaId.optional(),
  captcha: captchaFields.captcha.optional(),
});
export const loginByCodeBody = z.strictObject({ login: phone(), code: smsCode(), ...utmFields });
export const registBody = z.strictObject({
  login: phone(),
  code: smsCode(),
  password: passwordHash(),
  type: selfServiceType.default(0),
  nickname: labelled(z.string().trim().max(30, '昵称最多 30 个字'), '昵称').optional(),
  /** The inviter's code (/invitationPage?code=...): the registration is attributed to them. */
  inviteCode: z.preprocess((v) => (v === '' ? undefined : v), inviteCode().optional()),
  ...utmFields,
});
export const captchaBody = z.strictObject({});
export const sendCodeBody = z.strictObject({
  login: phone(),
  purpose: labelled(z.enum(SMS_PURPOSES, { error: '验证码用途不正确' }), '验证码用途').default('login'),
  ...captchaFields,
});
export const editPasswordByCodeBody = z.strictObject({
  login: phone(),
  code: smsCode(),
  password: passwordHash(),
});
export const checkBody = z.strictObject({ login: phone() });
export const changeLoginBody = z.strictObject({ newLogin: labelled(phone(), '新手机号'), code: smsCode() });
export const getByLoginBody = z.strictObject({ login: phone() });
export const idQuery = z.strictObject({
  id: labelled(rowId('用户编号不正确'), '用户编号'),
});
export const userIdQuery = z.strictObject({
  userId: rowId('用户编号不正确'),
});
export const tokenQuery = z.strictObject({ token: labelled(z.string({ error: '请提供登录凭证' }).min(1).max(200), '登录凭证') });
export const identityQuery = z.strictObject({ type: selfServiceType });

export const captchaResult = z.object({ captchaId: z.string(), image: z.string() });

export const userAccount = z.object({
  userIdentityId: z.number().nullable(),
  address: z.string().nullable(),
  fullAddress: z.string().nullable(),
});

/** The logged-in user's own info (docs/spec/SPEC.md section 3, "Logged-in user info"). */
export const userInfo = z.object({
  id: z.number(),
  login: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  type: z.number(),
  typeName: z.string(),
  hasPassword: z.boolean(),
  wechatBound: z.boolean(),
  createdAt: z.string(),
  userAccount,
});
export type UserInfo = z.infer<typeof userInfo>;

export const publicUser = z.object({
  id: z.number(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  type: z.number(),
  typeName: z.string(),
  login: z.string().describe('手机号，中间四位隐藏'),
});
export type PublicUser = z.infer<typeof publicUser>;

export const loginResult = z.object({
  token: z.string(),
  id: z.number(),
  userToken: z.string(),
  expiresAt: z.string(),
  user: userInfo,
});
export type LoginResult = z.infer<typeof loginResult>;

export const identity = z.object({
  id: z.number(),
  type: z.number(),
  typeName: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
});
export type Identity = z.infer<typeof identity>;

export const comboPackageEntry = z.object({ roleCode: z.string(), name: z.string(), value: z.number().nullable() });

/** User-centre panel (docs/spec/SPEC.md section 3). Values the later modules own start at zero. */
export const centrePanel = z.object({
  coinNum: z.number(),
  earnings: z.number(),
  comboOrder: z.number(),
  integral: z.number(),
  signFlag: z.boolean(),
  packageList: z.array(z.object({ comboPackageShow: z.boolean(), comboPackageList: z.array(comboPackageEntry) })),
});
export type CentrePanel = z.infer<typeof centrePanel>;

export const checkTokenResult = z.object({ valid: z.boolean(), expiresAt: z.string().nullable() });

/** WeChat web login outcome: either logged in, or a ticket to bind a phone number to. */
export const wechatLoginResult = z.union([
  z.object({ status: z.literal('loggedIn'), login: loginResult }),
  z.object({
    status: z.literal('needBind'),
    ticket: z.string(),
    nickname: z.string(),
    avatar: z.string().nullable(),
  }),
]);
export type WechatLoginResult = z.infer<typeof wechatLoginResult>;

export const wechatBindBody = z.strictObject({
  ticket: labelled(z.string().min(1).max(64), '微信登录票据'),
  login: phone(),
  code: smsCode(),
});
export const wechatCodeQuery = z.strictObject({
  code: labelled(z.string({ error: '缺少微信授权码' }).min(1, '缺少微信授权码').max(200), '微信授权码'),
  state: labelled(z.string().max(200), '微信登录状态').optional(),
});
export const wechatConfigInfo = z.object({
  configured: z.boolean(),
  appId: z.string().nullable(),
  authorizeUrl: z.string().nullable(),
});

export const sendCodeResult = z.object({ sent: z.literal(true), resendAfterSeconds: z.number() });
/** `account/check` answers this for a free number; a registered one fails with code 100. */
export const loginFreeResult = z.object({ registered: z.literal(false) });
export const getUserQuery = z.strictObject({
  id: labelled(rowId('用户编号不正确'), '用户编号').optional(),
});
export const rightsResult = z.object({ userId: z.number(), side: z.string(), rights: z.array(z.string()) });
export type Rights = z.infer<typeof rightsResult>;
export const centreInfo = z.object({ user: userInfo, panel: centrePanel });
export type CentreInfo = z.infer<typeof centreInfo>;
export const captchaImageQuery = z.strictObject({ captchaId: labelled(z.string().min(1).max(64), '图形验证码') });
export const smsLogPage = z.object({
  list: z.array(
    z.object({
      id: z.number(),
      login: z.string(),
      purpose: z.string(),
      createdAt: z.string(),
      status: z.enum(['used', 'expired', 'pending']),
      attempts: z.number(),
      ip: z.string().nullable(),
    }),
  ),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});

export const WECHAT_MODES = ['qrconnect', 'h5'] as const;
export type WechatMode = (typeof WECHAT_MODES)[number];
export const wechatConfigQuery = z.strictObject({ mode: z.enum(WECHAT_MODES).default('qrconnect') });
export type WechatConfig = z.infer<typeof wechatConfigInfo>;
export const wechatQrCode = z.object({ scene: z.string(), qrContent: z.string(), expireSeconds: z.number() });
export const wechatSceneQuery = z.strictObject({ scene: labelled(z.string().min(1).max(64), '二维码场景') });
export const wechatQrPoll = z.union([wechatLoginResult, z.object({ status: z.enum(['waiting', 'expired']) })]);
export const wechatCodeBody = z.strictObject({ code: wechatCodeQuery.shape.code });
export const wechatPhoneResult = z.object({ phone: z.string() });
export const wechatSchemeQuery = z.strictObject({
  path: z.string().max(200).default('pages/index/index'),
  query: z.string().max(500).default(''),
  /** A model: the scheme opens its page in the mini-program (path and query are then not read). */
  modelCode: modelCode().optional(),
});
export const wechatSchemeResult = z.object({ openlink: z.string() });
export const quickMarkQuery = z.strictObject({
  page: z.string().max(200).default('pages/index/index'),
  /** A model: the answer is a plain QR code of its page on this site instead of the user's mini-program code. */
  modelCode: modelCode().optional(),
});
