import { FIELD_LABELS } from '@moxing/shared';
import type { z } from 'zod';
import { AppError } from '../errors.js';

/** Turns zod issues into one Chinese sentence that names the field, plus a per-field map for forms. */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] = `不支持的字段“${key}”`;
      continue;
    }
    const key = issue.path.map(String).join('.') || '_';
    if (fields[key]) continue;
    const label = FIELD_LABELS[String(issue.path[0] ?? '')] ?? String(issue.path[0] ?? '请求');
    fields[key] = issue.message.includes(label) ? issue.message : `${label}：${issue.message}`;
  }
  const first = Object.values(fields)[0] ?? '请求参数不正确';
  return new AppError('validation', first, { fields });
}

export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value ?? {});
  if (!r.success) throw validationError(r.error);
  return r.data;
}
