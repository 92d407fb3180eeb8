import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';

/** One route of the app as the router knows it, with the field names its OpenAPI schema declares. */
export interface FuzzRoute {
  method: string;
  url: string;
  bodyKeys: string[];
  queryKeys: string[];
}

/**
 * Every method+url under /api, read from the router's own tree (`printRoutes`), so a route added
 * later is fuzzed without editing the test; HEAD is left out (GET's twin, and it has no body to check).
 */
export function listApiRoutes(app: FastifyInstance): FuzzRoute[] {
  const spec = app.swagger() as {
    paths?: Record<
      string,
      Record<string, { requestBody?: unknown; parameters?: { in: string; name: string }[] }>
    >;
  };
  const stack: string[] = [];
  const routes: FuzzRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const url = stack.join('');
    if (!url.startsWith('/api') || !match[3]) continue;
    for (const method of match[3].split(', ').filter((m) => m !== 'HEAD')) {
      const openApiPath = url.replace(/:(\w+)/g, '{$1}');
      const operation = spec.paths?.[openApiPath]?.[method.toLowerCase()];
      routes.push({
        method,
        url,
        bodyKeys: keysOf(operation?.requestBody),
        queryKeys: (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      });
    }
  }
  return routes;
}

function keysOf(requestBody: unknown): string[] {
  const content = (requestBody as { content?: Record<string, { schema?: { properties?: object } }> })
    ?.content;
  const schema = content && Object.values(content)[0]?.schema;
  return Object.keys(schema?.properties ?? {});
}

/** Inputs that broke parsers elsewhere: radix and exponent forms, int32 overflow, NUL, lone surrogates. */
const NASTY = [
  '0x1',
  '1e309',
  '-1',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  'NaN',
  'Infinity',
  '-0',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'null',
  'true',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  '%',
  '%zz',
  '1,5',
  '١٢٣',
  'ıİŞğ',
  '9'.repeat(400),
];
const nastyString = fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: 'binary', maxLength: 40 }));
const plausible = fc.oneof(
  fc.integer({ min: 1, max: 500_000 }),
  fc.constantFrom('ihtiyac', 'konut', 'AJK', 'Akbank', 'ali@example.com', 'Gizli-Parola-42', 'Admin', 'USD'),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  plausible,
  fc.double(),
  fc.constantFrom(1e308, -1e308, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 0.1 + 0.2, 5e-324),
  fc.boolean(),
  fc.constant(null),
  fc.constant('x'.repeat(70_000)),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** A raw body text: JSON of a schema-shaped object, any JSON, deep nesting, or text that is not JSON. */
function bodyText(keys: string[]): fc.Arbitrary<string> {
  const shaped = fc
    .record(Object.fromEntries(keys.map((key) => [key, nastyValue])), { requiredKeys: [] })
    .map((value) => JSON.stringify(value));
  return fc.oneof(
    { arbitrary: shaped, weight: keys.length > 0 ? 5 : 0 },
    { arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)), weight: 2 },
    { arbitrary: fc.constantFrom(deep(5000), deep(100_000).slice(0, 150_000)), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        '{"amount":1e309,"maturity":12}',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
        '{"a":',
        'null',
        '"\\ud800"',
        '',
      ),
      weight: 1,
    },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 200 }), weight: 1 },
  );
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/vnd.api+json',
  '*/*',
  undefined,
];

// encodeURIComponent throws on a lone surrogate: those go in as their raw (invalid UTF-8) bytes.
const encode = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
const pathValue = fc.oneof(
  fc.constantFrom(
    '0x1',
    '1e309',
    '-1',
    '2147483648',
    '%00',
    '%',
    '%zz',
    '%ED%A0%80',
    '..',
    '0',
    '1',
    '2',
    '3',
  ),
  fc.constantFrom('a'.repeat(200)),
  fc.string({ unit: 'binary', maxLength: 30 }).map(encode),
  nastyString.map(encode),
);

/** One generated request for a route, as Admin (`adminAuth`), anonymous or with a broken token. */
export function requestFor(route: FuzzRoute, adminAuth: string): fc.Arbitrary<InjectOptions> {
  const queryKeys = [...route.queryKeys, 'page', 'pageSize', 'q', 'lang'];
  return fc
    .record({
      params: fc.array(pathValue, { minLength: 3, maxLength: 3 }),
      query: fc.dictionary(fc.constantFrom(...queryKeys), nastyString, { maxKeys: 3 }),
      rawQuery: fc.constantFrom('', '&%', '&a[b][c][d]=1', '&x=%zz', '&pageSize=1e309&pageNumber=-1'),
      body: bodyText(route.bodyKeys),
      contentType: fc.constantFrom(...CONTENT_TYPES),
      // Admin half the time, so the handlers behind the role checks see most inputs too.
      auth: fc.constantFrom(adminAuth, adminAuth, adminAuth, '', 'Bearer garbage', `${adminAuth}x`),
      lang: fc.constantFrom(undefined, 'tr', 'en', 'xx', '*;q=abc'),
      address: fc.integer({ min: 0, max: 63 }),
    })
    .map((input) => {
      let index = 0;
      const path = route.url.replace(/:\w+|\*/g, () => input.params[index++ % 3] ?? '1');
      const search = new URLSearchParams(input.query as Record<string, string>).toString();
      const headers: Record<string, string> = {};
      if (input.auth) headers.authorization = input.auth;
      if (input.contentType) headers['content-type'] = input.contentType;
      if (input.lang) headers['accept-language'] = input.lang;
      const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
      return {
        method: route.method as InjectOptions['method'],
        url: `${path}?${search}${input.rawQuery}`,
        headers,
        remoteAddress: `10.77.${input.address >> 3}.${input.address & 7}`,
        ...(hasBody ? { payload: input.body } : {}),
      };
    });
}
