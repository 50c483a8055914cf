/** Form rules built from the shared zod field rules, so forms and the API give the same Chinese messages. */
import { PLAIN_PASSWORD_RULE, phone, smsCode } from '@moxing/shared';
import type { z } from 'zod';

/** First message of a failed zod parse, or null when the value is fine. */
export function zodMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '格式不正确');
}

const phoneSchema = phone();
const codeSchema = smsCode();

export const checkPhone = (value: unknown) => zodMessage(phoneSchema, value ?? '');
export const checkSmsCode = (value: unknown) => zodMessage(codeSchema, value ?? '');
export const checkNewPassword = (value: unknown) => {
  const s = typeof value === 'string' ? value : '';
  if (!s) return '请填写密码';
  return PLAIN_PASSWORD_RULE.test(s) ? null : PLAIN_PASSWORD_RULE.message;
};

type Validator = (value: unknown) => string | null;

/** An antd / antd-mobile (rc-field-form) rule from a validator. */
export function rule(check: Validator) {
  return {
    validator: (_: unknown, value: unknown) => {
      const message = check(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

export const phoneRules = [rule(checkPhone)];
export const smsCodeRules = [rule(checkSmsCode)];
export const newPasswordRules = [rule(checkNewPassword)];
export const CAPTCHA_REQUIRED = '请填写图形验证码';

export function confirmPasswordRule(getPassword: () => unknown) {
  return rule((value) => {
    if (!value) return '请再次输入密码';
    return value === getPassword() ? null : '两次输入的密码不一致';
  });
}
