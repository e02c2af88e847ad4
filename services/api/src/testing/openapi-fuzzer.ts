import fc from 'fast-check';
import { ApiError } from '@anonse/contracts';

/**
 * Generates hostile requests for every operation of the API's own OpenAPI document and checks the answers:
 * never a 5xx, every error in the ApiError shape, and a refused request changes nothing (the event log's head
 * stays put). Framework-free, so the Jest suite and `bench/fuzz.ts` drive the same generators.
 */

export type Role = 'anonymous' | 'user' | 'admin';

export interface FuzzOperation {
  method: string;
  path: string;
  operationId: string;
  pathParams: string[];
  queryParams: string[];
  headerParams: string[];
  hasBody: boolean;
  roles: Role[];
}

export interface FuzzRequest {
  role: Role;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Send the CSRF double-submit header (when the role has a token). */
  csrf: boolean;
}

export interface FuzzResponse {
  statusCode: number;
  body: string;
}

export interface FuzzTarget {
  send(request: FuzzRequest): Promise<FuzzResponse>;
  /** The event log's head position (the fuzzer compares it around every refused request). */
  headPosition(): Promise<number>;
  /** Ids of existing resources, so some cases hit real ones. */
  knownIds: readonly string[];
  /** A valid body per operationId, mutated by the generators. */
  exampleBodies: Readonly<Record<string, unknown>>;
}

export interface FuzzFailure {
  operation: string;
  request: FuzzRequest;
  statusCode: number;
  body: string;
  problem: string;
}

export interface FuzzStats {
  operation: string;
  cases: number;
  byStatus: Record<number, number>;
  fiveXx: number;
  failures: FuzzFailure[];
}

// Logging out (here or everywhere), changing the password or logging in as someone else would change who the
// logged-in roles are for later cases.
const ANONYMOUS_ONLY = new Set([
  '/api/logout',
  '/api/logout-all',
  '/api/user/password',
  '/api/login',
  '/api/register',
  '/sanctum/csrf-cookie',
]);

/** Every operation of an OpenAPI 3 document, with the roles worth trying it as. */
export function operationsOf(document: unknown): FuzzOperation[] {
  const paths = (document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  const out: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const op = raw as { operationId?: string; parameters?: { name: string; in: string }[]; requestBody?: unknown };
      const params = op.parameters ?? [];
      const of = (where: string) => params.filter((p) => p.in === where).map((p) => p.name);
      out.push({
        method: method.toUpperCase(),
        path,
        operationId: op.operationId ?? `${method} ${path}`,
        pathParams: of('path'),
        queryParams: of('query'),
        headerParams: of('header').filter((h) => h.toLowerCase() !== 'x-xsrf-token'),
        hasBody: op.requestBody !== undefined,
        roles: ANONYMOUS_ONLY.has(path) ? ['anonymous'] : ['anonymous', 'user', 'admin'],
      });
    }
  }
  return out;
}

const JUNK_WORDS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e308',
  '[]',
  '{}',
  '"',
  "'",
  '\\',
  '../',
  '%',
  '*',
  ' ',
];

/** Strings that break text handling: controls, surrogate halves, prototype keys, very long runs. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      ...JUNK_WORDS,
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udc00y',
      '\u0007',
      '\u001b[31m',
      '\u0085',
      '\u202e',
      '\r\n',
      '\t',
      '\ufeff',
      'e\u0301',
    ),
  },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\udfff', '\u0001', 'a', '%', '\n', '\u009f', '_'), maxLength: 20 }),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 }).map((k) => 'ą'.repeat(10 ** k * 2)) },
);

/** Rare very long values (over every maximum, over Fastify's parameter limit); costly, so kept out of nesting. */
const huge = fc.constantFrom('a'.repeat(6_000), '\u0000'.repeat(2_000), 'ą'.repeat(3_000));

/** A JSON value of any shape, including prototype keys, hostile strings and extreme numbers. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5),
    fc.double(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor')), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Percent-encodes each UTF-16 unit; a lone surrogate becomes its WTF-8 bytes, which no UTF-8 decoder accepts. */
export function encodeLoosely(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code < 0xd800 || code > 0xdfff) out += encodeURIComponent(ch);
    else
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
  }
  return out;
}

const percentJunk = fc.constantFrom(
  '%',
  '%0',
  '%zz',
  '%00',
  '%09',
  '%0A',
  '%0D',
  '%1F',
  '%7F',
  '%C2%85',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%E0%A4%A',
  '%2F..%2F',
  '%252e',
  '..',
  '.',
  '%5C',
  '%3F',
  '%23',
);

/** A path segment: an encoded hostile string, raw percent junk, a real id, or a near miss of one. */
const pathSegment = (knownIds: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: hostileString.map(encodeLoosely) },
    {
      weight: 3,
      arbitrary: fc
        .array(fc.oneof(percentJunk, fc.constantFrom('a', '1', '-', 'x')), { minLength: 1, maxLength: 5 })
        .map((p) => p.join('')),
    },
    ...(knownIds.length
      ? [
          { weight: 2, arbitrary: fc.constantFrom(...knownIds) },
          { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...knownIds), percentJunk).map(([id, junk]) => `${id}${junk}`) },
        ]
      : []),
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: huge.map(encodeLoosely) },
  );

const queryValue = fc.oneof(
  { weight: 4, arbitrary: hostileString.map(encodeLoosely) },
  { weight: 2, arbitrary: percentJunk },
  { weight: 2, arbitrary: hostileJson.map((v) => encodeLoosely(JSON.stringify(v) ?? 'null')) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        '["constructor","ASC"]',
        '["__proto__","ASC"]',
        '["createdAt","DESC"]',
        '[0,1e300]',
        '[5,2]',
        '[0,24]',
        '{"__proto__":{"a":1}}',
        '{"status":"pending"}',
      )
      .map(encodeURIComponent),
  },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: huge.map(encodeLoosely) },
);

const headerValue = fc.oneof(
  fc.string({ unit: fc.constantFrom('a', 'Z', '0', '-', '_', ':', '"', ' ', ',', ';', '=', '*', '/', 'W', '.', '\u00e9'), maxLength: 60 }),
  fc.constantFrom('', '*', '"0"', 'W/"1"', '"999999999999999999999"', 'x'.repeat(300), '\u00ff\u00fe', 'constructor', '__proto__'),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/vnd.api+json',
  'application/json+',
  '',
  'application/jsonx',
  ';;;',
);

/** Mutates one field of a valid body into something hostile (or adds a prototype key). */
function mutatedBody(example: unknown): fc.Arbitrary<unknown> {
  if (!example || typeof example !== 'object' || Array.isArray(example)) return hostileJson;
  const keys = Object.keys(example);
  return fc
    .tuple(fc.constantFrom(...keys, '__proto__', 'constructor', 'extra'), fc.oneof(hostileString, hostileJson))
    .map(([key, value]) => {
      const copy: Record<string, unknown> = { ...(example as Record<string, unknown>) };
      Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
      return copy;
    });
}

const bodyPayload = (example: unknown) =>
  fc.oneof(
    { weight: 4, arbitrary: mutatedBody(example).map((v) => JSON.stringify(v)) },
    { weight: 3, arbitrary: hostileJson.map((v) => JSON.stringify(v) ?? 'null') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '{',
        '[',
        '"\\ud800"',
        '{"a":1,}',
        'null',
        '',
        ' ',
        '{"__proto__":{"isAdmin":true}}',
        '\u0000',
        '{"title":"\\u0000"}',
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 100 }) },
    { weight: 1, arbitrary: huge.map((v) => JSON.stringify({ title: v, reason: v, login: v })) },
    // Over the 1 MB body limit: 413.
    { weight: 1, arbitrary: fc.constant(`{"x":"${'a'.repeat(1024 * 1024)}"}`) },
    { weight: 1, arbitrary: fc.constant(example === undefined ? undefined : JSON.stringify(example)) },
  );

/** One generated request for `op`. */
export function requestArbitrary(op: FuzzOperation, target: Pick<FuzzTarget, 'knownIds' | 'exampleBodies'>): fc.Arbitrary<FuzzRequest> {
  const segments = fc.tuple(...op.pathParams.map(() => pathSegment(target.knownIds)));
  const query = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...op.queryParams, '__proto__', 'constructor', 'x'), hostileString.map(encodeLoosely)), queryValue),
    { maxLength: 5 },
  );
  const headerNames = [...op.headerParams, 'Idempotency-Key', 'If-Match', 'Accept-Language', 'X-Correlation-Id', 'X-Request-Id'];
  const headers = fc.dictionary(fc.constantFrom(...headerNames), headerValue, { maxKeys: 3 });
  const body = op.hasBody
    ? bodyPayload(target.exampleBodies[op.operationId])
    : fc.option(bodyPayload(undefined), { freq: 4, nil: undefined });
  return fc
    .record({
      role: fc.constantFrom(...op.roles),
      segments: op.pathParams.length ? segments : fc.constant([] as string[]),
      query,
      rawQuery: fc.option(percentJunk, { freq: 5, nil: undefined }),
      headers,
      contentType: fc.option(contentType, { freq: 3, nil: undefined }),
      body,
      csrf: fc.integer({ min: 0, max: 9 }).map((n) => n < 8),
    })
    .map(({ role, segments: values, query: pairs, rawQuery, headers: extra, contentType: type, body: payload, csrf }) => {
      let i = 0;
      const path = op.path.replace(/\{\w+\}/g, () => values[i++] ?? '');
      const qs = pairs
        .map(([k, v]) => `${k}=${v}`)
        .concat(rawQuery ? [rawQuery] : [])
        .join('&');
      const all: Record<string, string> = { ...extra };
      if (payload !== undefined) all['content-type'] = type ?? 'application/json';
      return {
        role,
        method: op.method,
        url: qs ? `${path}?${qs}` : path,
        headers: all,
        ...(payload !== undefined ? { payload } : {}),
        csrf,
      };
    });
}

const INTERNALS = /FST_ERR|at [\w.<>]+ \(|node_modules|SqlState|syntax error|\bpg\b|TypeError|ReferenceError/;

/** Why the answer breaks the API's promises, or undefined. */
export function problemWith(response: FuzzResponse, headBefore: number, headAfter: number): string | undefined {
  if (response.statusCode >= 500) return `status ${response.statusCode}`;
  if (response.statusCode < 400) return undefined;
  if (headAfter !== headBefore) return `refused (${response.statusCode}) but the event log moved from ${headBefore} to ${headAfter}`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'error body is not JSON';
  }
  const parsed = ApiError.safeParse(body);
  if (!parsed.success) return 'error body is not an ApiError';
  if (parsed.data.statusCode !== response.statusCode) return 'statusCode in the body differs from the answer';
  if (INTERNALS.test(parsed.data.message)) return 'error message shows internals';
  return undefined;
}

const clip = (value: string) => (value.length > 160 ? `${value.slice(0, 160)}…(${value.length})` : value);
const shortened = (r: FuzzRequest): FuzzRequest => ({
  ...r,
  url: clip(r.url),
  ...(r.payload !== undefined ? { payload: clip(r.payload) } : {}),
});

/** Runs `cases` generated requests against `op`, one at a time (the head check needs a quiet log). */
export async function fuzzOperation(op: FuzzOperation, target: FuzzTarget, options: { cases: number; seed: number }): Promise<FuzzStats> {
  const stats: FuzzStats = { operation: `${op.method} ${op.path}`, cases: 0, byStatus: {}, fiveXx: 0, failures: [] };
  const samples = fc.sample(requestArbitrary(op, target), { numRuns: options.cases, seed: options.seed });
  for (const request of samples) {
    const before = await target.headPosition();
    const response = await target.send(request);
    const after = response.statusCode >= 400 ? await target.headPosition() : before;
    stats.cases++;
    stats.byStatus[response.statusCode] = (stats.byStatus[response.statusCode] ?? 0) + 1;
    if (response.statusCode >= 500) stats.fiveXx++;
    const problem = problemWith(response, before, after);
    if (problem && stats.failures.length < 20)
      stats.failures.push({
        operation: stats.operation,
        request: shortened(request),
        statusCode: response.statusCode,
        body: response.body.slice(0, 300),
        problem,
      });
  }
  return stats;
}
