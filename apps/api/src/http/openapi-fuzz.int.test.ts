import Ajv, { type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathValue, valueFor, type JsonSchema } from '../../test/openapi-arbitraries';
import { signedInMember } from '../../test/members-fixture';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Every operation of the OpenAPI document, called with input generated from its own schemas
 * (mostly the right shape, often not: ids past the column, control characters, wrong types,
 * missing and extra fields, malformed JSON, other media types), with and without a token. No
 * answer may be a 5xx, leave the envelope, or (when it is a 200) differ from its documented schema.
 */

const STAFF_TOKEN = 'staff-token-for-the-fuzz-test-0123456789';
/** Requests per operation; about 60 operations. FUZZ_RUNS raises it for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
  secured: boolean;
  okSchema: JsonSchema | null;
  /** what a 200 is, when it is not the JSON envelope (the orders' CSV export) */
  okMedia: string | null;
  /** every answer is documented as plain text (a payment provider's notification), not the envelope */
  plainText: boolean;
}

let server: TestServer;
let memberToken: string;
let operations: Operation[] = [];
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
const okValidators = new Map<string, ValidateFunction>();

/**
 * OpenAPI 3.0's `nullable` beside an `enum` allows null (the document's reading); Ajv reads it
 * only when null is in the enum too.
 */
function forAjv(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forAjv);
  if (!schema || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, forAjv(v)])) as JsonSchema;
  if (copy.nullable && copy.enum && !copy.enum.includes(null)) copy.enum = [...copy.enum, null];
  return copy;
}

beforeAll(async () => {
  server = await startTestServer({
    STAFF_API_TOKEN: STAFF_TOKEN,
    RATE_LIMIT_PER_MINUTE: '1000000',
    SIGNIN_ATTEMPTS_PER_MINUTE: '1000000',
    MAIL_REQUESTS_PER_HOUR: '1000000',
  });
  memberToken = (await signedInMember(server)).token;
  const document = (await server.request('/api/docs/json')).body as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string; schema: JsonSchema }[];
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
          security?: unknown[];
          responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
        }
      >
    >;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
      body: operation.requestBody?.content['application/json']?.schema ?? null,
      secured: (operation.security?.length ?? 0) > 0,
      okSchema: operation.responses['200']?.content?.['application/json']?.schema ?? null,
      okMedia: Object.keys(operation.responses['200']?.content ?? {}).find((media) => media !== 'application/json') ?? null,
      plainText: Object.values(operation.responses).every((answer) => Object.keys(answer.content ?? {}).every((media) => media === 'text/plain')),
    })),
  );
}, 120_000);
afterAll(() => server.close());

type Auth = 'member' | 'staff' | 'none' | 'forged';
const authHeader = (auth: Auth, operation: Operation): Record<string, string> => {
  // signing out with the shared token would leave the rest of the run signed out
  if (auth === 'member' && operation.path === '/api/v1/auth/logout') return {};
  if (auth === 'member') return { authorization: `Bearer ${memberToken}` };
  if (auth === 'staff') return { authorization: `Bearer ${STAFF_TOKEN}` };
  if (auth === 'forged') return { authorization: 'Bearer forged-token' };
  return {};
};

/** A body as a careless client sends it: JSON of the schema's shape, broken JSON, or another media type. */
const bodyFor = (schema: JsonSchema) =>
  fc.oneof(
    { weight: 10, arbitrary: valueFor(schema).map((value) => ({ contentType: 'application/json', text: JSON.stringify(value) ?? 'null' })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', '[1,]', '', 'null', '"\\u0000"', '{"__proto__":{"x":1}}')
        .map((text) => ({ contentType: 'application/json', text })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml').map((contentType) => ({ contentType, text: 'a=1' })),
    },
  );

function requestFor(operation: Operation) {
  return fc.record({
    auth: fc.constantFrom<Auth>(
      ...((operation.path.includes('/staff/') ? ['staff', 'staff', 'none', 'forged'] : ['member', 'member', 'none', 'forged']) as Auth[]),
    ),
    lang: fc.constantFrom('th', 'en', 'xx'),
    params: fc.tuple(...operation.pathParams.map(() => pathValue)),
    query: fc.tuple(...operation.query.map((q) => fc.option(valueFor(q.schema), { nil: undefined }))),
    body: operation.body ? fc.option(bodyFor(operation.body), { freq: 8, nil: undefined }) : fc.constant(undefined),
  });
}

function envelopeProblem(status: number, body: unknown): string | null {
  if (!body || typeof body !== 'object') return 'not a JSON envelope';
  const envelope = body as Record<string, unknown>;
  if (envelope.responseCode !== String(status)) return `responseCode ${String(envelope.responseCode)} for HTTP ${status}`;
  if (!('result' in envelope) || !('errorMessage' in envelope)) return 'result or errorMessage missing';
  if (status >= 400) {
    const message = envelope.errorMessage;
    const readable =
      (typeof message === 'string' && message.length > 0) ||
      (Array.isArray(message) &&
        message.length > 0 &&
        message.every((m) => m && typeof m === 'object' && Object.values(m).every((v) => typeof v === 'string' && v.length > 0)));
    if (!readable) return `errorMessage is not a message: ${JSON.stringify(message)}`;
  }
  return null;
}

/** fast-check's report, cut to what names the request and the fault (its counterexample is long). */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const seed = error.message.split('\n').find((line) => line.startsWith('{ seed')) ?? '';
  const cause = error.cause instanceof Error ? error.cause.message : String(error.cause ?? error.message);
  return `${cause}\n${seed}`;
}

describe('every operation of the OpenAPI document, with generated bad input', () => {
  it('has the operations the shop documents', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('answers each in the envelope, never with a 5xx, and every 200 as documented', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const operation of operations) {
      const key = `${operation.method} ${operation.path}`;
      if (operation.okSchema && !okValidators.has(key)) okValidators.set(key, ajv.compile(forAjv(operation.okSchema) as object));
      await fc
        .assert(
          fc.asyncProperty(requestFor(operation), async (input) => {
            let path = operation.path;
            operation.pathParams.forEach((name, i) => (path = path.replace(`{${name}}`, encodeURIComponent(input.params[i]!))));
            const search = new URLSearchParams();
            operation.query.forEach((q, i) => {
              const value = input.query[i];
              if (value !== undefined) search.set(q.name, typeof value === 'string' ? value : JSON.stringify(value));
            });
            const url = search.size > 0 ? `${path}?${search}` : path;
            const headers: Record<string, string> = { ...authHeader(input.auth, operation), lang: input.lang };
            if (input.body) headers['content-type'] = input.body.contentType;
            requests++;
            const res = await server.request(url, { method: operation.method, headers, body: input.body?.text });
            const where = `${operation.method} ${url.slice(0, 200)} (${input.auth}) → ${res.status}`;
            if (['/healthz', '/readyz', '/livez'].includes(operation.path)) return res.status === 200;
            if (res.status >= 500) throw new Error(`${where}: ${res.text.slice(0, 300)}\nsent: ${input.body?.text.slice(0, 600) ?? 'no body'}`);
            // a provider's call answers in its own words; what the shop refuses before it (429, 415) is the envelope
            if (operation.plainText && res.headers.get('content-type')?.startsWith('text/plain')) return true;
            if (res.status === 200 && operation.okMedia) {
              if (!res.headers.get('content-type')?.startsWith(operation.okMedia)) throw new Error(`${where}: not ${operation.okMedia}`);
              return true;
            }
            const problem = envelopeProblem(res.status, res.body);
            if (problem) throw new Error(`${where}: ${problem}`);
            const validate = okValidators.get(key);
            if (res.status === 200 && validate && !validate(res.body)) {
              throw new Error(`${where}: answer differs from the documented schema: ${ajv.errorsText(validate.errors)}`);
            }
            return true;
          }),
          { numRuns: RUNS, endOnFailure: false, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
        )
        .catch((error: unknown) => failures.push(describeFailure(error)));
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(operations.length * RUNS);
  }, 600_000);
});
