import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Arbitraries for the contract fuzz pass (src/platform/http/fuzz.test.ts): values shaped by a call's zod schema
 * (so that some requests pass validation and reach the services) with, at every node, a chance of junk instead
 * (wrong types, edge numbers, hostile strings, missing and extra fields).
 */

type Schema = z.core.$ZodType;

/** Strings known to the seeded database (model codes, file ids, user ids...), so that valid-looking input hits rows. */
export interface FuzzPool {
  strings: string[];
  numbers: number[];
}

const EDGE_NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e300,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u0000abc',
  '\r\n\t',
  '\u202e\u200b\ufeff',
  '\ud800',
  '\udfff\ud800',
  '🙂👨‍👩‍👧',
  '%',
  '%00',
  '%E0%A4%A',
  '../../../etc/passwd',
  '..\\..\\win.ini',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'toString',
  '0',
  '-1',
  '1.5',
  '1e400',
  '0x10',
  'NaN',
  'Infinity',
  '-Infinity',
  ' 12 ',
  '9'.repeat(40),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  '-000001-01-01',
  'a,b,,c',
  ',,,',
  '中'.repeat(5000),
  'x'.repeat(100_000),
];

export const edgeNumber = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: edgeNumber.map(String) },
);

/** Any JSON-ish value, including the edge numbers and hostile strings above. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: edgeNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined, true, false, [], {}) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const junkKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'extra', 'id', 'user_id'), fc.string({ maxLength: 12 }));

/**
 * Values for `schema`. Loose: at every node a chance of junk instead, and any field may be missing (most
 * requests stop at validation, each at a different rule). Close: within the schema's own bounds and patterns,
 * from the pool where it can, so that requests reach the services with odd but valid values.
 */
export function fromSchema(schema: Schema, pool: FuzzPool, mode: 'loose' | 'close'): fc.Arbitrary<unknown> {
  if (mode === 'close') return shaped(schema, pool, mode);
  return fc.oneof({ weight: 4, arbitrary: shaped(schema, pool, mode) }, { weight: 1, arbitrary: junk });
}

interface Checks {
  pattern?: RegExp;
  min?: number;
  max?: number;
  int?: boolean;
}

function checksOf(schema: Schema): Checks {
  const out: Checks = {};
  for (const check of (schema as z.core.$ZodTypes)._zod.def.checks ?? []) {
    const d = check._zod.def as {
      check: string;
      pattern?: RegExp;
      minimum?: number;
      maximum?: number;
      value?: number;
      format?: string;
    };
    if (d.pattern instanceof RegExp) out.pattern = d.pattern;
    if (d.check === 'min_length') out.min = d.minimum;
    if (d.check === 'max_length') out.max = d.maximum;
    if (d.check === 'greater_than') out.min = d.value;
    if (d.check === 'less_than') out.max = d.value;
    if (d.format === 'safeint') out.int = true;
  }
  return out;
}

function closeString({ pattern, min = 0, max = 50 }: Checks, pool: FuzzPool): fc.Arbitrary<string> {
  if (pattern) {
    const known = pool.strings.filter((x) => pattern.test(x));
    return fc.oneof(fc.stringMatching(pattern), ...(known.length ? [fc.constantFrom(...known)] : []));
  }
  const fits = pool.strings.filter((x) => x.length >= min && x.length <= max);
  return fc.oneof(
    ...(fits.length ? [fc.constantFrom(...fits)] : []),
    fc.string({ unit: 'binary', minLength: min, maxLength: Math.min(max, 60) }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 30) }),
    // Its longest allowed value (a title of 50 Chinese characters...).
    fc.constant('模'.repeat(Math.min(max, 5000))),
  );
}

function closeNumber({ min = -(2 ** 31), max = 2 ** 31 - 1, int }: Checks, pool: FuzzPool): fc.Arbitrary<number> {
  const lo = Math.max(min, -Number.MAX_SAFE_INTEGER);
  const hi = Math.min(max, Number.MAX_SAFE_INTEGER);
  const fits = [...pool.numbers, ...EDGE_NUMBERS, lo, hi].filter((n) => n >= lo && n <= hi && (!int || Number.isInteger(n)));
  return fc.oneof(
    fc.constantFrom(...fits),
    int
      ? fc.integer({ min: Math.max(lo, -(2 ** 31)), max: Math.min(hi, 2 ** 31 - 1) })
      : fc.double({ min: lo, max: hi, noNaN: true }),
  );
}

function shaped(schema: Schema, pool: FuzzPool, mode: 'loose' | 'close'): fc.Arbitrary<unknown> {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  const close = mode === 'close';
  const inner = (s: Schema) => fromSchema(s, pool, mode);
  switch (def.type) {
    case 'string': {
      const checks = checksOf(schema);
      if (close) return closeString(checks, pool);
      return fc.oneof(
        ...(checks.pattern ? [fc.stringMatching(checks.pattern)] : []),
        fc.constantFrom(...pool.strings),
        fc.string({ maxLength: 30 }),
        hostileString,
      );
    }
    case 'number':
      if (close) return closeNumber(checksOf(schema), pool);
      return fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom(...pool.numbers) },
        { weight: 1, arbitrary: fc.integer({ min: -5, max: 200 }) },
        { weight: 3, arbitrary: edgeNumber },
      );
    case 'bigint':
      return fc.bigInt().map(String);
    case 'boolean':
      return close ? fc.boolean() : fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', '1', '0'));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'object': {
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, field] of Object.entries(def.shape)) model[key] = inner(field);
      if (close) return fc.record(model);
      return fc
        .tuple(
          // Any field may be missing; most often all are there.
          fc.oneof({ weight: 3, arbitrary: fc.record(model) }, { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) }),
          fc.oneof(
            { weight: 4, arbitrary: fc.constant({}) },
            { weight: 1, arbitrary: fc.dictionary(junkKey, junk, { maxKeys: 2 }) },
          ),
        )
        .map(([known, extra]) => ({ ...extra, ...known }));
    }
    case 'array': {
      const { min = 0, max = 120 } = checksOf(schema);
      return fc.oneof(
        { weight: 5, arbitrary: fc.array(inner(def.element), { minLength: min, maxLength: Math.min(max, 4) }) },
        { weight: 1, arbitrary: fc.array(inner(def.element), { minLength: Math.min(max, 90), maxLength: max }) },
      );
    }
    case 'tuple':
      return fc.tuple(...def.items.map(inner));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), inner(def.valueType), { maxKeys: 3 });
    case 'union':
      return fc.oneof(...def.options.map((o) => shaped(o, pool, mode)));
    case 'intersection':
      return fc
        .tuple(shaped(def.left, pool, mode), shaped(def.right, pool, mode))
        .map(([a, b]) => (typeof a === 'object' && typeof b === 'object' ? { ...a, ...b } : a));
    case 'optional':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'default':
    case 'prefault':
      return fc.oneof(
        { weight: 4, arbitrary: shaped(def.innerType, pool, mode) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      );
    case 'nullable':
      return fc.oneof({ weight: 4, arbitrary: shaped(def.innerType, pool, mode) }, { weight: 1, arbitrary: fc.constant(null) });
    case 'pipe':
      // z.preprocess(fn, schema) is a pipe from a transform: the input is what the inner schema reads. Otherwise
      // either side's rules may be the one that matters (a hash lower-cased, then matched).
      if ((def.in as z.core.$ZodTypes)._zod.def.type === 'transform') return shaped(def.out, pool, mode);
      return fc.oneof(shaped(def.in, pool, mode), shaped(def.out, pool, mode));
    case 'lazy':
      return shaped(def.getter(), pool, mode);
    // No shape to follow (z.any(), z.unknown(), custom checks) or never in a request: anything at all.
    case 'any':
    case 'unknown':
    case 'custom':
    case 'transform':
    case 'template_literal':
    case 'success':
    case 'nan':
    case 'never':
    case 'symbol':
    case 'function':
    case 'promise':
    case 'map':
    case 'set':
    case 'file':
      return junk;
  }
}

/** One value as query text: a string as it is, anything else as JSON. */
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** A value as a query string carries it: strings, repeated keys for arrays, JSON text for objects. */
export function toQueryValue(value: unknown): string | string[] | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.map(asText) : asText(value);
}

export function toQuery(value: unknown): Record<string, string | string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { q: toQueryValue(value) ?? '' };
  const out: Record<string, string | string[]> = {};
  for (const [key, v] of Object.entries(value)) {
    const q = toQueryValue(v);
    if (q !== undefined) out[key] = q;
  }
  return out;
}
