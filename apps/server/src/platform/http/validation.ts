import { FIELD_LABELS } from '@moxing/shared';
import type { z } from 'zod';
import { AppError } from '../errors.js';

/** Turns zod issues into one Chinese sentence that names the field, plus a per-field map for forms. */
export function validationError(error: z.ZodError, input?: unknown): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] = `不支持的字段“${key}”`;
      continue;
    }
    const key = issue.path.map(String).join('.') || '_';
    if (fields[key]) continue;
    const label = FIELD_LABELS[String(issue.path[0] ?? '')] ?? String(issue.path[0] ?? '请求');
    // Our own messages are whole sentences ("请填写手机号"); zod's generic ones need the field named.
    const whole = issue.message.startsWith('请') || issue.message.includes(label);
    if (whole) fields[key] = issue.message;
    else if (issue.code === 'invalid_type' && issue.message.startsWith('无效输入'))
      fields[key] = valueAt(input, issue.path) === undefined ? `请填写${label}` : `${label}格式不正确`;
    else fields[key] = `${label}：${issue.message}`;
  }
  const first = Object.values(fields)[0] ?? '请求参数不正确';
  return new AppError('validation', first, { fields });
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let v = input;
  for (const k of path) v = typeof v === 'object' && v !== null ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value ?? {});
  if (!r.success) throw validationError(r.error, value);
  return r.data;
}
