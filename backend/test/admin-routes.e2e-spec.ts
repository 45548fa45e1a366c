import { Controller, Get, Module } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AuditService } from '../src/audit/audit.service';
import { AccessGuard } from '../src/auth/access.guard';
import { ACCESS_MESSAGES, AdminOnly, Public } from '../src/common/access';
import { createUser, signedIn } from './support/accounts';
import { registeredRoutes, RegisteredRoute } from './support/routes';
import { createTestApp, TestApp } from './support/test-app';

const ADMIN_ONLY_MESSAGE = ACCESS_MESSAGES.notAdmin;
const ADMIN_UNVERIFIED_MESSAGE = ACCESS_MESSAGES.unverified;

/**
 * Every /api/admin or upload route that the one role guard would not keep to staff holding a
 * declared permission: not `admin`, or `admin` without a permission (which the guard refuses to all).
 */
function unguardedAdminRoutes(app: INestApplication): string[] {
  return registeredRoutes(app)
    .filter((r) => /^\/api\/(admin|objects\/upload)(\/|$)/.test(r.path))
    .filter((r) => r.access !== 'admin' || !r.permissions.length)
    .map((r) => `${r.method} ${r.path} (${r.controller}.${r.handler})`);
}

// A stand-in admin controller, only in this test: the spec's admin API comes with the admin panel.
@AdminOnly('dashboard')
@Controller('admin/test-only')
class TestOnlyAdminController {
  @Get()
  list() {
    return { ok: true };
  }
}

@Module({ controllers: [TestOnlyAdminController] })
class TestOnlyAdminModule {}

describe('/api/admin: every route needs a verified administrator', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, [TestOnlyAdminModule]);
  });
  afterAll(() => t.close());
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limit'));

  it('no route of the app under /api/admin is open to anyone but administrators', () => {
    const routes = registeredRoutes(t.app);
    // The enumeration sees the real routes (not only the documented ones)...
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /api/user', 'POST /api/login', 'GET /api/admin/test-only']),
    );
    expect(routes.length).toBeGreaterThan(20);
    // ...and every admin one is guarded.
    expect(unguardedAdminRoutes(t.app)).toEqual([]);
  });

  it('the check catches an admin route without the guard, however it is declared', async () => {
    @Controller('admin/leaky')
    class LeakyController {
      @Get()
      list() {
        return [];
      }
    }
    @Controller()
    class SneakyController {
      @Get('admin/sneaky')
      sneaky() {
        return [];
      }
      @Get('not-admin')
      fine() {
        return [];
      }
    }
    @Controller('admin/half')
    class HalfGuardedController {
      @AdminOnly('dashboard')
      @Get('guarded')
      guarded() {
        return [];
      }
      // Kept to staff, but with no permission declared: the guard refuses everyone.
      @AdminOnly()
      @Get('undeclared')
      undeclared() {
        return [];
      }
      @Get('open')
      open() {
        return [];
      }
    }
    @AdminOnly('dashboard')
    @Controller('admin/overridden')
    class OverriddenController {
      @Public()
      @Get()
      opened() {
        return [];
      }
    }
    const moduleRef = await Test.createTestingModule({
      controllers: [
        LeakyController,
        SneakyController,
        HalfGuardedController,
        OverriddenController,
        TestOnlyAdminController,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        // The guard records refused admin requests; this app only lists its routes.
        { provide: AuditService, useValue: { recordRefusal: () => Promise.resolve() } },
      ],
    }).compile();
    const app = moduleRef.createNestApplication({ logger: false });
    app.setGlobalPrefix('api');
    await app.init();
    try {
      const found: RegisteredRoute[] = registeredRoutes(app);
      expect(found).toHaveLength(8);
      expect(unguardedAdminRoutes(app).sort()).toEqual([
        'GET /api/admin/half/open (HalfGuardedController.open)',
        'GET /api/admin/half/undeclared (HalfGuardedController.undeclared)',
        'GET /api/admin/leaky (LeakyController.list)',
        'GET /api/admin/overridden (OverriddenController.opened)',
        'GET /api/admin/sneaky (SneakyController.sneaky)',
      ]);
    } finally {
      await app.close();
    }
  });

  it('answers 401 to visitors, 403 to members and unverified administrators, 200 to a verified administrator', async () => {
    await request(t.http).get('/api/admin/test-only').expect(401);

    await createUser(t, { username: 'plainmember' });
    const member = await signedIn(t, 'plainmember');
    const denied = await member.get('/api/admin/test-only').expect(403);
    expect(denied.body).toEqual({ statusCode: 403, message: ADMIN_ONLY_MESSAGE });

    const unverified = await createUser(t, { username: 'newadmin', isAdmin: true });
    const agent = await signedIn(t, 'newadmin');
    await agent.get('/api/admin/test-only').expect(200, { ok: true });
    await t.dataSource.query('UPDATE app_user SET email_verified = false WHERE id = $1', [
      unverified.id,
    ]);
    const res = await agent.get('/api/admin/test-only').expect(403);
    expect(res.body.message).toBe(ADMIN_UNVERIFIED_MESSAGE);
  });

  it('a demoted administrator loses access on the next request', async () => {
    const admin = await createUser(t, { username: 'demoted', isAdmin: true });
    const agent = await signedIn(t, 'demoted');
    await agent.get('/api/admin/test-only').expect(200);
    await t.dataSource.query('UPDATE app_user SET is_admin = false WHERE id = $1', [admin.id]);
    await agent.get('/api/admin/test-only').expect(403);
  });
});
