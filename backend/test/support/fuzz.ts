/**
 * Malformed requests for every operation of an OpenAPI document, generated deterministically from a
 * seed (test/fuzz.e2e-spec.ts). Each operation gets a valid request built from its schema (examples,
 * enums, formats) and mutations of it: wrong types, missing and extra fields, huge strings, deep
 * nesting, invalid JSON, wrong content types, lone surrogates and NUL bytes, odd numbers, odd path
 * parameters. Nothing here knows a route: a new documented route is fuzzed as it is.
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
  query?: Record<string, string>;
  contentType?: string;
  body?: string;
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

  /** The cases for one operation: the valid request, then its mutations (a seeded sample of them). */
  cases(method: string, template: string, op: Operation, perOperation: number): FuzzCase[] {
    const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
    const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
    const validPath = template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      const param = pathParams.find((p) => p.name === name);
      return encodeURIComponent(String(this.valid(param?.schema ?? { format: 'uuid' })));
    });
    const validQuery = Object.fromEntries(
      queryParams.map((p) => [p.name, String(this.valid(p.schema))]),
    );
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

    const mutations: FuzzCase[] = [];

    // Path and query parameters.
    for (const param of pathParams)
      for (const [name, value] of this.oddPathValues())
        mutations.push({
          ...base,
          name: `path ${param.name}: ${name}`,
          path: template.replace(`{${param.name}}`, value).replace(/\{[^}]+\}/g, 'x'),
          ...(validBody ? { body: json(validBody), contentType: 'application/json' } : {}),
        });
    for (const param of queryParams)
      for (const [name, value] of [...this.nastyStrings(), ...this.oddNumbers()])
        mutations.push({
          ...base,
          name: `query ${param.name}: ${name}`,
          query: { ...validQuery, [param.name]: value.slice(0, 2000) },
        });
    mutations.push({
      ...base,
      name: 'query: repeated and unexpected',
      query: { ...validQuery, 'a[b]': '1', __proto__x: '1' },
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

    return [
      {
        ...base,
        name: 'valid',
        ...(validBody ? { body: json(validBody), contentType: 'application/json' } : {}),
      },
      ...this.pick(mutations, perOperation),
    ];
  }
}
