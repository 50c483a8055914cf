import { COMMON_FIELD_LABELS, fieldLabels } from '@moxing/shared';
import type { z } from 'zod';
import { AppError } from '../errors.js';

type Schema = z.core.$ZodType;

/**
 * A field's schema and the schemas it wraps, outermost first: `.optional()`, `.default()` or `.transform()`
 * applied after the label make new schemas around the labelled one.
 */
function layers(schema: Schema): Schema[] {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  if (
    def.type === 'optional' ||
    def.type === 'nullable' ||
    def.type === 'default' ||
    def.type === 'prefault' ||
    def.type === 'nonoptional' ||
    def.type === 'readonly' ||
    def.type === 'catch'
  ) {
    return [schema, ...layers(def.innerType)];
  }
  // Both sides: `.transform()` keeps the field's rule in `in`, `z.preprocess()` keeps it in `out`.
  if (def.type === 'pipe') return [schema, ...layers(def.in), ...layers(def.out)];
  return [schema];
}

/** The schema that validates `key` inside `schema` (an object's field, an array's element, a record's value). */
function child(schema: Schema, key: PropertyKey): Schema | undefined {
  for (const layer of layers(schema)) {
    const def = (layer as z.core.$ZodTypes)._zod.def;
    if (def.type === 'object') return typeof key === 'string' && Object.hasOwn(def.shape, key) ? def.shape[key] : undefined;
    if (def.type === 'array') return def.element;
    if (def.type === 'record') return def.valueType;
  }
  return undefined;
}

/**
 * The Chinese name of the field at `path`: the first label registered (fieldLabels) on the schemas along the
 * path, else the common label of its key, else the key itself.
 */
export function fieldLabel(schema: Schema, path: readonly PropertyKey[]): string {
  let at: Schema | undefined = schema;
  for (const key of path) {
    at = at && child(at, key);
    if (!at) break;
    for (const layer of layers(at)) {
      const label = fieldLabels.get(layer)?.label;
      if (label) return label;
    }
  }
  const key = path[0];
  return key === undefined ? '请求' : (COMMON_FIELD_LABELS[String(key)] ?? String(key));
}

/** Turns zod issues into one Chinese sentence that names the field, plus a per-field map for forms. */
export function validationError(schema: Schema, error: z.ZodError, input?: unknown): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] = `不支持的字段“${key}”`;
      continue;
    }
    const key = issue.path.map(String).join('.') || '_';
    if (fields[key]) continue;
    const label = fieldLabel(schema, issue.path);
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

/** The path of the first string (value or key) in `value` that holds a NUL character, or null. */
function nulAt(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = nulAt(v, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses NUL characters anywhere in a request's input (query, body, path segments). No field of ours means one,
 * and PostgreSQL cannot store or even compare text that holds one (it fails the query: a 500).
 */
export function refuseNul(schema: Schema | undefined, value: unknown): void {
  const path = nulAt(value);
  if (!path) return;
  const label = schema ? fieldLabel(schema, path) : (COMMON_FIELD_LABELS[String(path[0])] ?? String(path[0] ?? '请求'));
  const message = `${label}含有不允许的空字符`;
  throw new AppError('validation', message, { fields: { [path.map(String).join('.') || '_']: message } });
}

export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown): T {
  refuseNul(schema, value);
  const r = schema.safeParse(value ?? {});
  if (!r.success) throw validationError(schema, r.error, value);
  return r.data;
}
