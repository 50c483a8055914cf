import fc from 'fast-check';
import { contract, type AnyCall } from '@moxing/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../test/harness.js';
import { fromSchema, hostileString, junk, toQuery, type FuzzPool } from '../test/fuzz.js';
import { demandForm } from './modules/demand/fixtures.js';
import { ok, post, seedLibrary, tinyPng, upload, type TestUser } from './modules/library/fixtures.js';

/**
 * Every call of the contract, fed arbitrary and schema-violating input as each kind of visitor: no answer may be a
 * 500 (checkResponses is on, so an answer that drifts from its schema is one too), and nothing may throw unhandled.
 * FUZZ_RUNS sets the runs per call (CI: the default); FUZZ_SEED replays a failure with the seed it printed.
 * Multipart calls are fuzzed at the JSON and form level only.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const CALLS: [string, AnyCall][] = Object.entries(contract).flatMap(([group, calls]) =>
  Object.entries(calls).map(([name, c]) => [`${group}.${name}`, c as AnyCall] as [string, AnyCall]),
);

type Actor = 'anonymous' | 'visitor' | 'owner' | 'operator';
const ACTORS: Actor[] = ['anonymous', 'visitor', 'owner', 'operator'];

// Lone surrogates cannot be percent-encoded as UTF-8; a client would send the replacement character.
const encode = (s: string) => encodeURIComponent(s.replace(/\p{Cs}/gu, '\ufffd'));

function queryString(query: Record<string, string | string[]>): string {
  const parts = Object.entries(query).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${encode(k)}=${encode(x)}`));
  return parts.join('&');
}

const formBody = (value: unknown) => queryString(toQuery(value));

/** One request: who sends it, the path's `:name` segments, the query and the body in one of its encodings. */
function requestArb(c: AnyCall, pool: FuzzPool) {
  // Path segments encoded, or raw as a broken client writes them (bad escapes, dot segments).
  const segments = [...c.path.matchAll(/:(\w+)/g)].map(() =>
    fc.oneof(
      { weight: 4, arbitrary: fc.oneof(fc.constantFrom(...pool.strings), hostileString).map(encode) },
      { weight: 1, arbitrary: fc.constantFrom('%', '%ZZ', '%ED%A0%80', '%FF', '..', '%2e%2e%2f', 'a%2Fb') },
    ),
  );
  const query = fc.oneof(
    ...(['loose', 'close'] as const).map((mode) => ({
      weight: 2,
      arbitrary: c.query ? fromSchema(c.query, pool, mode).map((q) => queryString(toQuery(q))) : fc.constant(''),
    })),
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 3 }).map((q) => queryString(toQuery(q))),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'a=%ZZ&&=&b[c]=1',
        'pageNum=1&pageNum=2',
        '%00=%00',
        '=&=&=',
        'keyword=%ED%A0%80',
        'code=%FF%FE',
      ),
    },
  );
  const value = c.body ? fc.oneof(fromSchema(c.body, pool, 'loose'), fromSchema(c.body, pool, 'close')) : junk;
  const body = fc.oneof(
    { weight: 4, arbitrary: value.map((v) => ({ type: 'application/json', payload: JSON.stringify(v ?? null) })) },
    { weight: 2, arbitrary: value.map((v) => ({ type: 'application/x-www-form-urlencoded', payload: formBody(v) })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { type: 'application/json', payload: '{"a":' },
        { type: 'application/json', payload: '' },
        { type: 'text/plain', payload: 'hello' },
        {
          type: 'multipart/form-data; boundary=x',
          payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
        },
        { type: 'multipart/form-data', payload: 'garbage' },
      ),
    },
  );
  // Some anonymous requests carry a token that is no session: junk, or one shaped like the real ones.
  const forged = fc.option(
    fc.oneof(
      fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((n) => String.fromCharCode(n)), maxLength: 80 }),
      fc.stringMatching(/^[0-9a-f]{64}$/),
    ),
    { freq: 3 },
  );
  return fc.record({ actor: fc.constantFrom(...ACTORS), segments: fc.tuple(...segments), query, body, forged });
}

describe.each(DIALECTS)('fuzzing every call on %s', (dialect) => {
  let t: TestApp;
  let pool: FuzzPool;
  let users: Record<Exclude<Actor, 'anonymous'>, TestUser>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const { ann, visitor, op, codes } = await seedLibrary(t);
    users = { visitor, owner: ann, operator: op };
    const file = await upload(t, visitor.token, 'cover.png', await tinyPng(1));
    const demand = ok<{ code: string }>(
      await post(t, '/api/need/create', demandForm({ imageIds: [file.fileId] }), visitor.token),
    );
    pool = {
      strings: [...Object.values(codes), file.fileId, demand.code, 'web.glb', 'cover.webp', String(ann.id), '13900000000'],
      numbers: [ann.id, visitor.id, op.id, 1, 2],
    };
  });
  afterAll(async () => t.close());

  const tokens: Partial<Record<Actor, string>> = {};
  const tokenOf = async (actor: Exclude<Actor, 'anonymous'>) =>
    (tokens[actor] ??= (await t.services.account.loginUser(users[actor].id, { ip: '10.9.9.9', userAgent: 'fuzz' })).token);

  it.each(CALLS)('%s answers no 500', async (_name, c) => {
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => unhandled.push(e);
    process.on('unhandledRejection', onUnhandled);
    try {
      await fc.assert(
        fc.asyncProperty(requestArb(c, pool), async ({ actor, segments, query, body, forged }) => {
          let i = 0;
          const path = c.path.replace(/:(\w+)/g, () => segments[i++] ?? '');
          const headers: Record<string, string> = {};
          if (actor !== 'anonymous') headers.token = await tokenOf(actor);
          else if (forged !== null) headers.token = forged;
          if (c.method === 'POST') headers['content-type'] = body.type;
          // Raw answers are read as streams: an event stream (message/stream) never ends, so only its head is read.
          const res = await t.app.inject({
            method: c.method,
            url: `/api/${path}${query ? `?${query}` : ''}`,
            headers,
            payloadAsStream: Boolean(c.raw),
            ...(c.method === 'POST' ? { payload: body.payload } : {}),
          });
          let text = '';
          if (!c.raw) text = res.body;
          else if (String(res.headers['content-type']).startsWith('text/event-stream')) res.stream().destroy();
          else for await (const chunk of res.stream()) text += String(chunk);
          // A fuzzed logout or login change ends the session: the next run of this actor logs in again.
          if (res.statusCode === 401 && actor !== 'anonymous') delete tokens[actor];
          expect(res.statusCode, `${res.statusCode} ${text.slice(0, 300)}`).not.toBe(500);
          if (!c.raw || res.statusCode >= 400) expect((JSON.parse(text) as { code?: unknown }).code).toBeTypeOf('string');
        }),
        { numRuns: RUNS, seed: SEED },
      );
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});
