import { z } from 'zod';

// zod's own messages (type and range errors) in Chinese, for the server and the web alike.
z.config(z.locales.zhCN());

/**
 * Field rules shared by the server's validation and the web forms, each with its Chinese message.
 * Labels name the field in messages ("手机号：格式不正确"), so every form and every API error reads alike.
 * A label belongs to the schema, not to the key: "title" is 模型名称 in one call and 需求标题 in another.
 */
export const fieldLabels = z.registry<{ label: string }>();

/**
 * Registers the label of a field's rule and returns the schema. Label the rule where it is defined and add the
 * per-use wrappers (.optional(), .default()) after: the server looks through them. A schema that already has a
 * label (made by a labelled factory, or shared and reused under another name) is copied first, so each use
 * keeps its own.
 */
export function labelled<T extends z.ZodType>(schema: T, label: string): T {
  const target = fieldLabels.has(schema) ? schema.clone() : schema;
  fieldLabels.add(target, { label });
  return target;
}

/** A list field as a form posts it ("a,b,c") or as JSON sends it (an array): use as z.preprocess's first argument. */
export const splitCommaList = (v: unknown): unknown =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : v;

/** A yes/no field as a form posts it ("true", "1", "on") or as JSON sends it. */
export const flagField = (label: string) =>
  labelled(
    z.preprocess((v) => (typeof v === 'string' ? ['true', '1', 'on'].includes(v) : v), z.boolean(`${label}须为是或否`)),
    label,
  );

/** Keys that mean the same in every call, for schemas that carry no label. */
export const COMMON_FIELD_LABELS: Readonly<Record<string, string>> = {
  pageNum: '页码',
  pageSize: '每页条数',
  userId: '用户编号',
  keyword: '关键词',
};

/** The largest row id (PostgreSQL `integer`): a larger number names no row, and PostgreSQL refuses to compare with it. */
export const MAX_ROW_ID = 2 ** 31 - 1;

/** A row id a client sends (a user, a comment): a positive integer that can name a row, else `message`. */
export const rowId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message);

export const PHONE_RE = /^1[3-9]\d{9}$/;
export const PASSWORD_HASH_RE = /^[0-9a-f]{64}$/;
export const SMS_CODE_RE = /^\d{6}$/;

const required = (label: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === '' ? `请填写${label}` : `${label}格式不正确`,
});

export const phone = () => labelled(z.string(required('手机号')).trim().regex(PHONE_RE, '请输入 11 位中国大陆手机号'), '手机号');

/** SHA-256 hex of the password: the plain text never leaves the browser. */
export const passwordHash = () =>
  labelled(
    z
      .string(required('密码'))
      .transform((s) => s.toLowerCase())
      .pipe(z.string().regex(PASSWORD_HASH_RE, '密码须经客户端加密后提交，请刷新页面后重试')),
    '密码',
  );

export const smsCode = () => labelled(z.string(required('验证码')).trim().regex(SMS_CODE_RE, '验证码为 6 位数字'), '验证码');

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
