/**
 * Malformed requests for every operation of an OpenAPI document, generated deterministically from a
 * seed (test/fuzz.e2e-spec.ts). Each operation gets a valid request built from its schema (examples,
 * enums, formats) and mutations of it: every documented query parameter with every hostile value
 * (NUL bytes, bad percent-encoding, huge and odd text, odd numbers, arrays by repeated keys and
 * brackets), and a seeded sample of the rest: wrong types, missing and extra fields, huge strings,
 * deep nesting, invalid JSON, wrong content types, lone surrogates and NUL bytes, odd numbers, odd
 * path parameters. Nothing here knows a route: a new documented route is fuzzed as it is.
 */

export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** One request to send. `body` is raw text, so invalid JSON can be sent as it is. */
export interface FuzzCase {
  /** What the case does, for the failure report. */
  name: string;
  method: string;
  /** Path with parameters filled in (already URL-encoded where they are meant to be). */
  path: string;
  /** The query string without its `?`, already encoded (see queryString): sent as it is. */
  query?: string;
  contentType?: string;
  body?: string;
}

/**
 * One query parameter: `[key, value]`, percent-encoded when sent; `[key, value, 'raw']`, sent
 * exactly as written (bad percent-encoding, an encoded lone surrogate); `[key, '', 'bare']`, the key
 * alone without `=`. A key may repeat.
 */
export type QueryPair = [key: string, value: string, how?: 'raw' | 'bare'];

/** Percent-encodes a query value, sending a lone surrogate as the (invalid) UTF-8 bytes of one. */
export function encodeQueryValue(value: string): string {
  let out = '';
  for (const ch of value)
    out += /^[\ud800-\udfff]$/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch);
  return out;
}

/** The query string of `pairs`, in order, repeated keys kept. */
export function queryString(pairs: QueryPair[]): string {
  return pairs
    .map(([key, value, how]) =>
      how === 'bare'
        ? encodeQueryValue(key)
        : how === 'raw'
          ? `${key}=${value}`
          : `${encodeQueryValue(key)}=${encodeQueryValue(value)}`,
    )
    .join('&');
}

/** A small deterministic PRNG (mulberry32), so every run sends the same requests. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Fuzzer {
  private readonly random: () => number;

  constructor(
    private readonly doc: OpenApiDocument,
    seed: number,
  ) {
    this.random = prng(seed);
  }

  /** Every documented operation as `[METHOD, path template, operation]`. */
  operations(): [string, string, Operation][] {
    return Object.entries(this.doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, op]) => [method.toUpperCase(), path, op] as [string, string, Operation],
      ),
    );
  }

  private resolve(schema: Schema | undefined, depth = 0): Schema {
    if (!schema || depth > 10) return {};
    if (schema.$ref) {
      const name = schema.$ref.split('/').pop()!;
      return this.resolve(this.doc.components?.schemas?.[name], depth + 1);
    }
    const combined = schema.allOf ?? schema.oneOf ?? schema.anyOf;
    if (combined?.length) return { ...schema, ...this.resolve(combined[0], depth + 1) };
    return schema;
  }

  /** A value the schema accepts, as well as the generator can tell. */
  valid(schema: Schema | undefined, depth = 0): unknown {
    const s = this.resolve(schema);
    if (s.example !== undefined) return s.example;
    if (s.enum?.length) return s.enum[0];
    switch (s.type) {
      case 'object': {
        if (depth > 5) return {};
        const out: Record<string, unknown> = {};
        for (const [key, prop] of Object.entries(s.properties ?? {}))
          out[key] = this.valid(prop, depth + 1);
        return out;
      }
      case 'array':
        return depth > 5 ? [] : [this.valid(s.items, depth + 1)];
      case 'integer':
      case 'number':
        return s.minimum ?? 1;
      case 'boolean':
        return true;
      case 'string':
      default:
        switch (s.format) {
          case 'email':
            return 'fuzz@example.org';
          case 'uuid':
            return '00000000-0000-4000-8000-000000000000';
          case 'date':
            return '2099-06-30';
          case 'date-time':
            return '2099-06-30T10:00:00.000Z';
          case 'password':
            return 'Fuzz-Password-123';
          default:
            return 'fuzz';
        }
    }
  }

  private pick<T>(items: T[], n: number): T[] {
    const copy = [...items];
    const out: T[] = [];
    while (copy.length && out.length < n)
      out.push(copy.splice(Math.floor(this.random() * copy.length), 1)[0]);
    return out;
  }

  /** Odd values for a path parameter. */
  private oddPathValues(): [string, string][] {
    return [
      ['dot-dot', '..%2F..%2Fetc%2Fpasswd'],
      ['raw dot-dot', '..'],
      ['NUL', '%00'],
      ['very long', 'a'.repeat(4000)],
      ['not a UUID', 'not-a-uuid'],
      ['unknown UUID', '6f1c2b1e-5d4a-4c3b-9a8e-7f6d5c4b3a21'],
      ['nil UUID', '00000000-0000-0000-0000-000000000000'],
      ['encoded lone surrogate', '%ED%A0%80'],
      ['bad percent-encoding', '%E0%A4%A'],
      ['negative number', '-1'],
      ['huge number', '1e308'],
      ['SQL', "1'%20OR%20'1'%3D'1"],
      ['unicode', encodeURIComponent('ünïcødé-🙂')],
    ];
  }

  /** Values of the wrong type for a field that expects `schema`. */
  private wrongTypes(schema: Schema): [string, unknown][] {
    const s = this.resolve(schema);
    const all: [string, unknown][] = [
      ['null', null],
      ['number', 12345],
      ['boolean', false],
      ['array', ['a', 1]],
      ['object', { nested: { deeper: 'x' } }],
      ['string', 'not-the-right-type'],
      ['empty string', ''],
    ];
    return all.filter(([name]) => {
      if (s.type === 'string') return name !== 'string';
      if (s.type === 'integer' || s.type === 'number') return name !== 'number';
      if (s.type === 'boolean') return name !== 'boolean';
      if (s.type === 'array') return name !== 'array';
      return true;
    });
  }

  /** Strings that break naive code. */
  private nastyStrings(): [string, string][] {
    return [
      ['lone high surrogate', 'a\ud800b'],
      ['lone low surrogate', '\udc00'],
      ['NUL byte', 'ab\u0000cd'],
      ['control characters', '\u0001\u0007\u001b[31m\u007f'],
      ['huge string', 'x'.repeat(90_000)],
      ['only spaces', '   \t\n  '],
      ['right-to-left override', '\u202egnp.exe'],
      ['SQL', "'; DROP TABLE app_user; --"],
      ['HTML', '<script>alert(1)</script>'],
      ['template', '{{constructor.constructor("return process")()}}'],
      ['path', '../../../../etc/passwd'],
    ];
  }

  /** Odd numbers for a numeric field. */
  private oddNumbers(): [string, string][] {
    return [
      ['negative', '-1'],
      ['zero', '0'],
      ['fraction', '1.5'],
      ['huge', '1e308'],
      ['beyond safe integers', '9007199254740993'],
      ['negative zero', '-0'],
      ['exponent', '2e3'],
    ];
  }

  /**
   * Hostile values for one query parameter, each as the pairs to send in its place: every nasty
   * string and odd number, text the query parser decodes oddly (bad percent-encoding, an encoded
   * lone surrogate, a NUL), arrays by repeated keys and brackets, objects by brackets, a key without
   * a value, and values a number or date parser may misread.
   */
  private hostileQueryValues(name: string, valid: string): [string, QueryPair[]][] {
    const one = (value: string): QueryPair[] => [[name, value]];
    const raw = (value: string): QueryPair[] => [[name, value, 'raw']];
    return [
      ...this.nastyStrings().map(([label, value]): [string, QueryPair[]] => [
        label,
        // A query string over Node's 16 kB header limit never reaches the app (431): 10,000 is plenty.
        one(value.slice(0, 10_000)),
      ]),
      ...this.oddNumbers().map(([label, value]): [string, QueryPair[]] => [label, one(value)]),
      ['NUL only', raw('%00')],
      ['NUL after the valid value', one(`${valid}\u0000`)],
      ['encoded lone surrogate', raw('%ED%A0%80')],
      ['bad percent-encoding', raw('%E0%A4%A')],
      ['lone percent sign', raw('%')],
      ['plus signs', raw('a+b++')],
      ['empty', one('')],
      ['key without a value', raw('')],
      ['bare key (no =)', [[name, '', 'bare']]],
      ['unicode', one('ünïcødé-🙂-中文-עברית')],
      ['many emoji', one('🙂'.repeat(1000))],
      ['zero-width and combining', one(`${valid}\u200b\u0301\ufeff`)],
      ['spaces around the valid value', one(`  ${valid}  `)],
      ['upper case', one(valid.toUpperCase())],
      ['NaN', one('NaN')],
      ['Infinity', one('-Infinity')],
      ['hexadecimal', one('0x1F')],
      ['Arabic-Indic digits', one('٣')],
      ['400 digits', one('9'.repeat(400))],
      ['impossible date', one('2025-02-30')],
      ['date out of range', one('275760-09-14')],
      ['negative year', one('-002025-01-01')],
      ['null', one('null')],
      ['undefined', one('undefined')],
      ['true', one('true')],
      ['JSON object', one('{"$gt":""}')],
      ['JSON array', one('["a","b"]')],
      [
        'repeated: twice the valid value',
        [
          [name, valid],
          [name, valid],
        ],
      ],
      [
        'repeated: valid then NUL',
        [
          [name, valid],
          [name, '%00', 'raw'],
        ],
      ],
      ['repeated 200 times', Array.from({ length: 200 }, (): QueryPair => [name, valid])],
      ['brackets: array', [[`${name}[]`, valid]]],
      ['brackets: index', [[`${name}[0]`, valid]]],
      ['brackets: object', [[`${name}[$ne]`, valid]]],
      ['brackets: prototype', [[`${name}[__proto__][x]`, '1']]],
    ];
  }

  /** Hostile query strings of the operation as a whole, whatever its documented parameters. */
  private hostileQueries(validPairs: QueryPair[]): [string, QueryPair[]][] {
    return [
      ['unexpected key', [...validPairs, ['unexpected', '1']]],
      ['prototype keys', [...validPairs, ['__proto__', '1'], ['constructor', '1']]],
      ['object-method keys', [...validPairs, ['toString', '1'], ['hasOwnProperty', '1']]],
      ['bracket keys', [...validPairs, ['a[b]', '1'], ['__proto__[isAdmin]', 'true']]],
      ['NUL in a key', [...validPairs, ['a%00b', '1', 'raw']]],
      ['bad percent-encoding in a key', [...validPairs, ['%E0%A4%A', '1', 'raw']]],
      ['1,000 keys', Array.from({ length: 1000 }, (_, i): QueryPair => [`k${i}`, '1'])],
      ['stray ampersands', [...validPairs, ['&', '', 'raw']]],
    ];
  }

  /**
   * The cases for one operation: the valid request, then a seeded sample of `perOperation`
   * mutations (path parameters, bodies and query strings). With `everyQueryCase`, every query-string
   * mutation is sent besides the sample (each documented query parameter with every hostile value,
   * and hostile query strings as a whole): the fuzz test does so for the role that gets past every
   * route's guard, where the query reaches validation and the handler.
   */
  cases(
    method: string,
    template: string,
    op: Operation,
    perOperation: number,
    everyQueryCase = false,
  ): FuzzCase[] {
    const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
    const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
    const validPath = template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      const param = pathParams.find((p) => p.name === name);
      return encodeURIComponent(String(this.valid(param?.schema ?? { format: 'uuid' })));
    });
    const validValues = Object.fromEntries(
      queryParams.map((p) => [p.name, String(this.valid(p.schema))]),
    );
    const validPairs = Object.entries(validValues).map(([k, v]): QueryPair => [k, v]);
    const validQuery = queryString(validPairs);
    const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
    const body = jsonSchema ? this.resolve(jsonSchema) : undefined;
    const validBody = body ? (this.valid(body) as Record<string, unknown>) : undefined;
    const json = (value: unknown) => JSON.stringify(value);
    const base = { method, path: validPath, query: validQuery };
    const withBody = (name: string, text: string, contentType = 'application/json'): FuzzCase => ({
      ...base,
      name,
      body: text,
      contentType,
    });
    const validBodyFields = validBody
      ? { body: json(validBody), contentType: 'application/json' }
      : {};

    // Query strings.
    const queryCases: FuzzCase[] = [];
    for (const param of queryParams)
      for (const [name, pairs] of this.hostileQueryValues(param.name, validValues[param.name])) {
        const others = validPairs.filter(([key]) => key !== param.name);
        queryCases.push({
          ...base,
          ...validBodyFields,
          name: `query ${param.name}: ${name}`,
          query: queryString([...others, ...pairs]),
        });
      }
    // Whole hostile query strings where a handler reads the query (others never look at it).
    if (queryParams.length)
      for (const [name, pairs] of this.hostileQueries(validPairs))
        queryCases.push({
          ...base,
          ...validBodyFields,
          name: `query: ${name}`,
          query: queryString(pairs),
        });

    const mutations: FuzzCase[] = [];

    // Path parameters.
    for (const param of pathParams)
      for (const [name, value] of this.oddPathValues())
        mutations.push({
          ...base,
          name: `path ${param.name}: ${name}`,
          path: template.replace(`{${param.name}}`, value).replace(/\{[^}]+\}/g, 'x'),
          ...validBodyFields,
        });

    // Bodies, whether or not the operation takes one.
    mutations.push(
      withBody('invalid JSON: truncated', '{"a":'),
      withBody('invalid JSON: trailing comma', '{"a":1,}'),
      withBody('invalid JSON: bare word', 'nul'),
      withBody('invalid JSON: raw NUL', '{"a":"\u0000"}'),
      withBody('JSON null', 'null'),
      withBody('JSON array', '[1,2,3]'),
      withBody('JSON string', '"text"'),
      withBody('JSON number', '42'),
      withBody('empty object', '{}'),
      withBody(
        'prototype keys',
        '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
      ),
      withBody('nested 40 deep', `{"a":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`),
      withBody('nested 8000 deep', `{"a":${'{"a":'.repeat(8000)}1${'}'.repeat(8000)}}`),
      withBody('arrays 5000 deep', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`),
      withBody('over the size limit', json({ a: 'x'.repeat(150_000) })),
      withBody('text/plain', validBody ? json(validBody) : 'hello', 'text/plain'),
      withBody('form-encoded', 'a=1&b=2', 'application/x-www-form-urlencoded'),
      withBody(
        'multipart',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
        'multipart/form-data; boundary=x',
      ),
      withBody('XML', '<a>1</a>', 'application/xml'),
      withBody(
        'JSON with a Latin-1 charset',
        json(validBody ?? {}),
        'application/json; charset=latin1',
      ),
      withBody('no content type', json(validBody ?? {}), ''),
    );

    if (validBody && body) {
      mutations.push(withBody('extra field', json({ ...validBody, unexpectedField: 'x' })));
      for (const key of Object.keys(body.properties ?? {})) {
        const prop = body.properties![key];
        const { [key]: _removed, ...without } = validBody;
        mutations.push(withBody(`missing ${key}`, json(without)));
        for (const [name, value] of this.wrongTypes(prop))
          mutations.push(withBody(`${key}: ${name}`, json({ ...validBody, [key]: value })));
        const resolved = this.resolve(prop);
        if (
          resolved.type !== 'integer' &&
          resolved.type !== 'number' &&
          resolved.type !== 'boolean'
        )
          for (const [name, value] of this.nastyStrings())
            mutations.push(withBody(`${key}: ${name}`, json({ ...validBody, [key]: value })));
        if (resolved.type === 'integer' || resolved.type === 'number' || resolved.type === 'string')
          for (const [name, value] of this.oddNumbers())
            mutations.push(
              withBody(
                `${key}: ${name} number`,
                json({ ...validBody, [key]: 0 }).replace(`"${key}":0`, `"${key}":${value}`),
              ),
            );
        if (resolved.type === 'object' || resolved.type === 'array')
          mutations.push(
            withBody(
              `${key}: nested junk`,
              json({ ...validBody, [key]: { a: [{ b: { c: [null] } }] } }),
            ),
          );
      }
    }

    if (!everyQueryCase)
      return [
        { ...base, name: 'valid', ...validBodyFields },
        ...this.pick([...queryCases, ...mutations], perOperation),
      ];
    return [
      { ...base, name: 'valid', ...validBodyFields },
      ...queryCases,
      ...this.pick(mutations, perOperation),
    ];
  }
}
