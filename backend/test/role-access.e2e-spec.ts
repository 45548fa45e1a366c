import {
  allows,
  permissionRefusal,
  permissionsOf,
  type Permission,
  STAFF_ROLE_CODES,
  type StaffRoleCode,
} from '@bb/shared/staff-roles';
import type request from 'supertest';
import { ACCESS_MESSAGES } from '../src/common/access';
import { createUser, signedIn } from './support/accounts';
import { registeredRoutes, type RegisteredRoute } from './support/routes';
import { createTestApp, type TestApp } from './support/test-app';

/** Every route the role guard keeps to staff: /api/admin and the upload routes. */
const isStaffRoute = (r: RegisteredRoute) => /^\/api\/(admin|objects\/upload)(\/|$)/.test(r.path);

const SOME_ID = '7b1f4c2e-9d3a-4e5b-8c6d-1a2b3c4d5e6f';

/** The path with plausible values for its parameters (an id, a page's slug, a carousel's slug). */
export function concretePath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (name === 'slug') return path.includes('/carousel/') ? 'home' : 'about';
    return SOME_ID;
  });
}

/**
 * Who may use each route besides an administrator, written out from the role table
 * (issue 45, "Roles"), independently of the code: the first rule whose pattern matches
 * "METHOD /path" applies. The test fails when a route's declared permission and the shared role
 * table (@bb/shared/staff-roles) together give a role more or less than this, and when a new route
 * has no rule here yet.
 */
const REACH: [RegExp, StaffRoleCode[]][] = [
  [/^GET \/api\/admin\/users\/assignees$/, ['inbox']],
  [/^\w+ \/api\/admin\/(audit-log|users|system)(\/|$)/, []],
  [/^\w+ \/api\/admin\/newsletter-subscribers(\/|$)/, ['newsletter']],
  // Reviews: those who may publish or send decide (the list, a decline); anyone who may edit submits.
  [/^GET \/api\/admin\/reviews$/, ['editor', 'newsletter']],
  [/^POST \/api\/admin\/newsletter\/campaigns\/:id\/review\/decline$/, ['newsletter']],
  [/^POST \/api\/admin\/pages\/:slug\/review\/decline$/, ['editor']],
  [
    /^(DELETE \/api\/admin\/newsletter\/campaigns\/:id|POST \/api\/admin\/newsletter\/campaigns\/:id\/(send|pause|resume|cancel))$/,
    ['newsletter'],
  ],
  [/^\w+ \/api\/admin\/newsletter\/campaigns(\/|$)/, ['newsletter', 'contributor']],
  [/^\w+ \/api\/admin\/(testimonials|carousel)(\/|$)/, ['editor']],
  [
    /^(POST \/api\/admin\/pages\/:slug\/(publish|schedule)|DELETE \/api\/admin\/pages\/:slug\/(draft|schedule))$/,
    ['editor'],
  ],
  [/^\w+ \/api\/admin\/pages(\/|$)/, ['editor', 'contributor']],
  [/^DELETE \/api\/admin\/media\/:id$/, ['editor']],
  [/^\w+ \/api\/(admin\/media|objects\/upload)(\/|$)/, ['editor', 'newsletter', 'contributor']],
  [
    /^\w+ \/api\/admin\/(speaking-requests|contact-messages|corporate-partnerships|inbound-mail)(\/|$)/,
    ['inbox'],
  ],
  [
    /^GET \/api\/admin\/(stats|notifications|scheduled)$/,
    ['editor', 'inbox', 'newsletter', 'contributor'],
  ],
  // Site details only for an editor: the other settings are refused field by field (settings test).
  [/^\w+ \/api\/admin\/settings$/, ['editor']],
];

function reachOf(route: RegisteredRoute): StaffRoleCode[] | undefined {
  const key = `${route.method} ${route.path}`;
  return REACH.find(([pattern]) => pattern.test(key))?.[1];
}

type Who = StaffRoleCode | 'member';
const EVERYONE: Who[] = [...STAFF_ROLE_CODES, 'member'];

interface Outcome {
  who: Who;
  route: string;
  status: number;
  message: unknown;
}

/**
 * Sends every route once as `agent`, a few at a time, with an empty (or no) body: what the guard
 * says is all that matters here, not whether the request would have done anything.
 */
async function walk(
  agent: ReturnType<typeof request.agent>,
  who: Who,
  routes: RegisteredRoute[],
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const BATCH = 8;
  for (let i = 0; i < routes.length; i += BATCH) {
    const batch = routes.slice(i, i + BATCH);
    outcomes.push(
      ...(await Promise.all(
        batch.map(async (route) => {
          const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
          let req = agent[method](concretePath(route.path));
          if (method !== 'get') req = req.set('Content-Type', 'application/json').send('{}');
          const res = await req;
          return {
            who,
            route: `${route.method} ${route.path}`,
            status: res.status,
            message: (res.body as { message?: unknown } | undefined)?.message,
          };
        }),
      )),
    );
  }
  return outcomes;
}

/** What the shared role table says `who` gets from `route`: 403 with its message, or anything else. */
function expected(who: Who, route: RegisteredRoute): { status: 403; message: string } | 'allowed' {
  if (who === 'member') return { status: 403, message: ACCESS_MESSAGES.notAdmin };
  if (allows(permissionsOf([who]), route.permissions)) return 'allowed';
  return { status: 403, message: permissionRefusal(route.permissions) };
}

describe('every staff route with every role: the shared role table decides (issue 45)', () => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  const agents = new Map<Who, ReturnType<typeof request.agent>>();

  beforeAll(async () => {
    t = await createTestApp();
    routes = registeredRoutes(t.app).filter(isStaffRoute);
    await Promise.all(
      EVERYONE.map(async (who) => {
        const user = await createUser(t, {
          username: `access-${who}`,
          roles: who === 'member' ? [] : [who],
        });
        agents.set(who, await signedIn(t, user.username));
      }),
    );
  });
  afterAll(() => t.close());

  it('walks every route (and each declares a permission)', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => !r.permissions.length).map((r) => r.path)).toEqual([]);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'POST /api/objects/upload',
        'POST /api/admin/pages/:slug/publish',
        'PATCH /api/admin/settings',
      ]),
    );
  });

  it("each route's permission gives exactly the roles of the issue's role table", () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const reach = reachOf(route);
      if (!reach) {
        wrong.push(`${route.method} ${route.path}: no rule in REACH (add who may use it)`);
        continue;
      }
      for (const role of STAFF_ROLE_CODES) {
        const may = role === 'administrator' || reach.includes(role);
        if (allows(permissionsOf([role]), route.permissions) !== may)
          wrong.push(
            `${route.method} ${route.path} (${route.permissions.join(', ')}): ${role} ${may ? 'should' : 'should not'} reach it`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(EVERYONE)('%s: 403 exactly where the table refuses, with its message', async (who) => {
    const outcomes = await walk(agents.get(who)!, who, routes);
    const wrong: string[] = [];
    outcomes.forEach((outcome, i) => {
      const want = expected(who, routes[i]);
      if (want === 'allowed') {
        if (outcome.status === 403)
          wrong.push(`${outcome.route}: 403 (${String(outcome.message)}), allowed by the table`);
      } else if (outcome.status !== 403 || outcome.message !== want.message) {
        wrong.push(
          `${outcome.route}: ${outcome.status} (${String(outcome.message)}), the table refuses: ${want.message}`,
        );
      }
    });
    expect(wrong).toEqual([]);
    // Each role reaches something and (but the administrator) is refused something.
    const allowed = outcomes.filter((o) => o.status !== 403).length;
    if (who === 'member') expect(allowed).toBe(0);
    else expect(allowed).toBeGreaterThan(0);
    if (who !== 'administrator' && who !== 'member') expect(allowed).toBeLessThan(outcomes.length);
  });

  it('the refusal names the roles that would do (a contributor publishing a page)', async () => {
    const res = await agents
      .get('contributor')!
      .post('/api/admin/pages/about/publish')
      .send({ version: 1 });
    expect(res.status).toBe(403);
    const needed: Permission[] = ['pages.publish'];
    expect(res.body.message).toBe(permissionRefusal(needed));
    expect(res.body.message).toBe(
      'Publishing, scheduling and discarding page drafts needs the Editor or Administrator role.',
    );
  });
});
