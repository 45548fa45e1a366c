import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import ts from 'typescript';
import { SESSION_SCHEME } from '../src/common/api-document';
import { registeredRoutes } from './support/routes';
import { createTestApp, type TestApp } from './support/test-app';

const run = promisify(execFile);

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface OpenApiDocument {
  servers?: { url: string }[];
  security?: unknown;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}
interface LintProblem {
  rule: string;
  severity: string;
  message: string;
  at: string;
}

/**
 * The rules of Redocly's recommended set turned off, each with its reason. `info-license` (and
 * `-strict`, which wants its URL): the API is the site's own, offered to no one under any licence;
 * stating one would be a legal statement the organisation has not made.
 */
const RULES_OFF = { 'info-license': 'off', 'info-license-strict': 'off' };

/** Public routes that use a session all the same (common/access.ts: SessionUse). */
const OPTIONAL_SESSION = [
  'POST /api/logout',
  'POST /api/contact',
  'POST /api/speaking-request',
  'POST /api/corporate-partnership',
  // The same forms without JavaScript (issue 46): a member's inquiry is linked to them alike.
  'POST /forms/contact',
  'POST /forms/speaking-request',
  'POST /forms/corporate-partnership',
];
const PENDING_SIGN_IN = [
  'POST /api/login/two-factor',
  'POST /api/login/two-factor/setup',
  'POST /api/login/two-factor/enable',
];

const ERROR_REF = '#/components/schemas/ErrorResponseDto';

/**
 * A small client of the API on the generated types (openapi-fetch), which must compile as it is: the
 * `@ts-expect-error` lines must be errors, so the types are not `any`.
 */
const CLIENT = `
import createClient from 'openapi-fetch';
import type { components, paths } from './api';

const api = createClient<paths>({ baseUrl: '/' });

type LoginBody = NonNullable<paths['/api/login']['post']['requestBody']>['content']['application/json'];
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const loginNeedsBoth: Same<RequiredKeys<LoginBody>, 'username' | 'password'> = true;

type ApiError = components['schemas']['ErrorResponseDto'];

export async function signIn(username: string, password: string): Promise<string> {
  const { data, error } = await api.POST('/api/login', { body: { username, password } });
  if (error) {
    const answer: ApiError = error;
    return answer.message;
  }
  return 'nextStep' in data ? data.nextStep : data.username;
}

export async function signInCount(id: string): Promise<number | undefined> {
  const { data } = await api.GET('/api/admin/users/{id}/activity', { params: { path: { id } } });
  return data?.signIns.length;
}

export async function refusals(): Promise<void> {
  // @ts-expect-error a sign-in needs a password
  await api.POST('/api/login', { body: { username: 'jordan' } });
  // @ts-expect-error no such route
  await api.GET('/api/nothing-here');
  // @ts-expect-error an administrator's route needs its path parameter
  await api.GET('/api/admin/users/{id}/activity');
}
`;

/** The TypeScript diagnostics of compiling `file` (and what it imports) strictly. */
function diagnostics(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
    // The temporary folder has no node_modules of its own.
    paths: { 'openapi-fetch': [require.resolve('openapi-fetch').replace(/\.cjs$/, '.d.mts')] },
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
    .map((text, i, all) => (all.length > 20 && i === 20 ? `... ${all.length} in all` : text))
    .slice(0, 21);
}

describe('the OpenAPI document (/api/docs-json)', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let dir: string;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.entries(methods).map(
        ([method, op]) =>
          [`${method.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`, op] as const,
      ),
    );

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await request(t.http).get('/api/docs-json').expect(200)).body as OpenApiDocument;
    dir = mkdtempSync(path.join(tmpdir(), 'bb-openapi-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("lints clean with Redocly's recommended rules, and generates a typed client that compiles", async () => {
    const documentFile = path.join(dir, 'openapi.json');
    writeFileSync(documentFile, JSON.stringify(doc));
    const { stdout } = await run(
      process.execPath,
      [
        path.join(__dirname, 'support', 'openapi-tools.mjs'),
        documentFile,
        // .ts, not .d.ts: checked like the client, while skipLibCheck skips the libraries' types.
        path.join(dir, 'api.ts'),
        JSON.stringify(RULES_OFF),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const problems = JSON.parse(stdout) as LintProblem[];
    expect(problems).toEqual([]);

    const client = path.join(dir, 'client.ts');
    writeFileSync(client, CLIENT);
    expect(diagnostics(client)).toEqual([]);
  }, 120_000);

  it('declares the session cookie and a server that holds on any host', () => {
    expect(doc.components.securitySchemes[SESSION_SCHEME]).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }),
    );
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('puts the session cookie on exactly the operations whose guard needs a session', () => {
    const access = new Map(registeredRoutes(t.app).map((r) => [`${r.method} ${r.path}`, r.access]));
    const cookie = { [SESSION_SCHEME]: [] };
    const wrong: string[] = [];
    for (const [route, op] of operations()) {
      const expected =
        access.get(route) !== 'public' || PENDING_SIGN_IN.includes(route)
          ? [cookie]
          : OPTIONAL_SESSION.includes(route)
            ? [{}, cookie]
            : [];
      if (!access.has(route)) wrong.push(`${route}: no such route registered`);
      else if (JSON.stringify(op.security) !== JSON.stringify(expected))
        wrong.push(`${route} (${access.get(route)}): ${JSON.stringify(op.security)}`);
    }
    expect(wrong).toEqual([]);
    // Public routes with no session at all: sign-in, registration, the forms' neighbours, content...
    const open = operations().filter(([, op]) => op.security?.length === 0);
    expect(open.map(([route]) => route)).toEqual(
      expect.arrayContaining([
        'POST /api/login',
        'POST /api/register',
        'POST /api/newsletter/subscribe',
        'GET /api/testimonials',
        'GET /api/site',
      ]),
    );
    expect(open.length).toBeGreaterThanOrEqual(15);
  });

  it("documents the guards' refusals and answers every error with the one JSON error schema", () => {
    const access = new Map(registeredRoutes(t.app).map((r) => [`${r.method} ${r.path}`, r]));
    const missing: string[] = [];
    for (const [route, op] of operations()) {
      const r = access.get(route)!;
      const needs = [
        ...(r.access !== 'public' ? ['401'] : []),
        ...(r.access === 'admin' || r.access === 'member' ? ['403'] : []),
        ...(route.startsWith('GET ') ? [] : ['403']),
        ...(route.includes('/:id') ? ['404'] : []),
        ...(op.requestBody ? ['400', '415'] : []),
        ...(r.guards.some((g) => (g as { name?: string }).name === 'ThrottlerGuard')
          ? ['429']
          : []),
        'default',
      ];
      for (const status of needs) if (!op.responses[status]) missing.push(`${route} ${status}`);
      for (const [status, response] of Object.entries(op.responses)) {
        if (!(status === 'default' || status >= '400')) continue;
        if (route === 'GET /api/health' && status === '503') continue; // its own body (HealthDto)
        const content = response.content ?? {};
        if (
          Object.keys(content).join() !== 'application/json' ||
          content['application/json'].schema?.$ref !== ERROR_REF
        )
          missing.push(`${route} ${status}: ${JSON.stringify(content)}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
