import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TWO_FACTOR_MESSAGES } from '@bb/shared/two-factor';
import request from 'supertest';
import { SettingsService } from '../src/settings/settings.service';
import { createTestApp, TestApp } from './support/test-app';

const SPA = path.join(__dirname, 'fixtures', 'spa');

describe('platform: health, errors, security, SPA serving', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ FRONTEND_DIST: SPA });
  });
  afterAll(() => t.close());

  it('reports database and mail queue as up', async () => {
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: { status: 'up' },
      mailQueue: { status: 'up', waiting: 0, failed: 0 },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 with a JSON message from /api/user when nobody is signed in', async () => {
    const res = await request(t.http).get('/api/user').expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'You are not signed in.' });
    expect(res.headers['set-cookie']).toBeUndefined(); // no session for anonymous visitors
  });

  it('denies by default: every API route answers 401 without a session unless it is meant to be public', async () => {
    // Public routes are listed here on purpose: making a route public must be a visible change.
    const PUBLIC = [
      'GET /api/coming-soon-status',
      'GET /api/site',
      'GET /api/health',
      'POST /api/newsletter/subscribe',
      'POST /api/newsletter/confirm',
      'POST /api/newsletter/unsubscribe',
      // The archive of published newsletters; {slug}: not a slug, 400.
      'GET /api/newsletter/archive',
      'GET /api/newsletter/archive/00000000-0000-4000-8000-000000000000',
      'GET /api/testimonials',
      'GET /api/carousel/00000000-0000-4000-8000-000000000000', // {slug}: an unknown carousel, 404
      'GET /api/pages/00000000-0000-4000-8000-000000000000', // {slug}: an unknown page, 404
      'POST /api/contact',
      'POST /api/speaking-request',
      'POST /api/corporate-partnership',
      'GET /api/partnership-packet',
      // The inquiry forms' plain posts, without JavaScript (issue 46): public like their API routes.
      'POST /forms/contact',
      'POST /forms/speaking-request',
      'POST /forms/corporate-partnership',
      'POST /api/login',
      'POST /api/register',
      'POST /api/logout',
      'POST /api/forgot-password',
      'POST /api/resend-verification',
      'POST /api/verify-email',
      'POST /api/reset-password',
      'POST /api/set-password',
      'GET /robots.txt',
      'GET /sitemap.xml',
      // Uploaded images and the alias an upload's publicPath names: public, like the built images.
      'GET /uploads/00000000-0000-4000-8000-000000000000',
      'GET /uploads/t/00000000-0000-4000-8000-000000000000',
    ];
    // The second step of a sign-in: no session is needed, a pending sign-in (made by a correct
    // password) is. Without one they refuse with their own message, not "not signed in".
    const PENDING_SIGN_IN = [
      'POST /api/login/two-factor',
      'POST /api/login/two-factor/setup',
      'POST /api/login/two-factor/enable',
    ];
    const doc = (await request(t.http).get('/api/docs-json').expect(200)).body as {
      paths: Record<string, object>;
    };
    const routes = Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.keys(methods).map(
        (m) =>
          `${m.toUpperCase()} ${p.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')}`,
      ),
    );
    expect(routes.length).toBeGreaterThanOrEqual(PUBLIC.length + 1);
    for (const route of PENDING_SIGN_IN) expect(routes).toContain(route);
    for (const route of routes) {
      const [method, path] = route.split(' ');
      const res = await request(t.http)[method.toLowerCase() as 'get' | 'post'](path).send({});
      if (PUBLIC.includes(route))
        expect({ route, status: res.status }).not.toEqual({ route, status: 401 });
      else if (PENDING_SIGN_IN.includes(route))
        expect({ route, status: res.status, message: res.body.message }).toEqual(
          res.status === 400
            ? { route, status: 400, message: expect.any(String) }
            : { route, status: 401, message: TWO_FACTOR_MESSAGES.noPendingSignIn },
        );
      else expect({ route, status: res.status }).toEqual({ route, status: 401 });
    }
  });

  it('answers unknown /api paths with a JSON 404, never the SPA', async () => {
    for (const p of ['/api/nope', '/api/newsletter/nope', '/api']) {
      const res = await request(t.http).get(p).expect(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body.statusCode).toBe(404);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('serves the app shell for any other path, uncached, and the prerendered pages for theirs', async () => {
    for (const p of [
      '/some/client/route',
      '/my/dashboard?x=1',
      '/login',
      '/prerendered/about.html',
    ]) {
      const res = await request(t.http).get(p).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('fixture-spa-index');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const about = await request(t.http).get('/About/').expect(200);
    expect(about.text).toContain('fixture-prerendered-about');
    const home = await request(t.http).get('/').expect(200);
    expect(home.text).toContain('fixture-prerendered-home');
    // The build's origin placeholder becomes PUBLIC_URL's origin.
    expect(home.text).toContain('<link rel="canonical" href="http://localhost:3000/" />');
    expect(home.text).not.toContain('public-origin.invalid');
  });

  it('sends Referrer-Policy: no-referrer with the pages whose links carry a token, and only with them', async () => {
    for (const p of [
      '/reset-password?token=abc',
      '/set-password?token=abc',
      '/verify-email?token=abc',
      '/newsletter/unsubscribe?token=abc',
      '/newsletter/confirm?token=abc',
      '/reset-password',
      '/Set-Password/',
    ]) {
      const res = await request(t.http).get(p).expect(200);
      expect({ p, policy: res.headers['referrer-policy'] }).toEqual({ p, policy: 'no-referrer' });
      expect(res.text).toContain('fixture-spa-index');
    }
    for (const p of ['/', '/login', '/forgot-password', '/about'])
      expect((await request(t.http).get(p).expect(200)).headers['referrer-policy']).toBe(
        'strict-origin-when-cross-origin',
      );
  });

  it('leaves robots.txt and sitemap.xml to the API, not the build folder', async () => {
    const robots = await request(t.http).get('/robots.txt').expect(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await request(t.http).get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain('<loc>http://localhost:3000/about</loc>');
  });

  it('sends the app shell instead of prerendered pages while coming-soon mode is on', async () => {
    const settings = t.app.get(SettingsService);
    await settings.setComingSoon(true);
    try {
      for (const p of ['/', '/about']) {
        const res = await request(t.http).get(p).expect(200);
        expect(res.text).toContain('fixture-spa-index');
      }
    } finally {
      await settings.setComingSoon(false);
    }
    expect((await request(t.http).get('/about').expect(200)).text).toContain(
      'fixture-prerendered-about',
    );
  });

  it('caches hashed assets immutably and answers a missing asset with a plain 404', async () => {
    const asset = await request(t.http).get('/assets/app-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const missing = await request(t.http).get('/assets/app-old999.js').expect(404);
    expect(missing.text).not.toContain('fixture-spa-index');
  });

  it("lets any origin load the build's JPEGs (the artwork's sizes for e-mail), and only this site its page images", async () => {
    const mail = await request(t.http)
      .get('/images/story-mail.jpg')
      .set('Origin', 'https://mail.example.net')
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(200);
    expect(mail.headers['content-type']).toBe('image/jpeg');
    expect(mail.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(mail.headers['access-control-allow-origin']).toBe('*');
    const page = await request(t.http).get('/images/story-480.webp').expect(200);
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("sends an asset's compressed copy from the build when the browser accepts it, the file otherwise", async () => {
    const file = (name: string) => readFileSync(path.join(SPA, 'assets', name));
    // superagent's parser: the response is a readable stream of the (decompressed) body.
    const raw = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
      const stream = res as unknown as NodeJS.ReadableStream;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    };
    for (const [accept, encoding, copy] of [
      ['gzip, deflate, br, zstd', 'br', 'app-abc123.js.br'],
      ['br;q=0.5, gzip', 'gzip', 'app-abc123.js.gz'],
    ]) {
      const res = await request(t.http)
        .get('/assets/app-abc123.js')
        .set('Accept-Encoding', accept)
        .buffer(true)
        .parse(raw)
        .expect(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      // The build's copy as it is (supertest decompresses it): not compressed again per request.
      expect(Number(res.headers['content-length'])).toBe(file(copy).length);
      expect(res.body).toEqual(file('app-abc123.js'));
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const plain = await request(t.http)
      .get('/assets/app-abc123.js')
      .set('Accept-Encoding', 'identity')
      .buffer(true)
      .parse(raw)
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(file('app-abc123.js'));
    const head = await request(t.http)
      .head('/assets/app-abc123.js')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(head.headers['content-encoding']).toBe('br');
    // A missing asset is still a plain 404, whatever the browser accepts.
    const missing = await request(t.http)
      .get('/assets/app-old999.js')
      .set('Accept-Encoding', 'br')
      .expect(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });

  it('never serves dot-folders of the build (the Vite manifest)', async () => {
    const res = await request(t.http).get('/.vite/manifest.json').expect(404);
    expect(res.text).not.toContain('app-abc123');
  });

  it('compresses responses', async () => {
    const res = await request(t.http)
      .get('/api/docs-json')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends security headers with a CSP that allows no inline script but the prerendered pages' own", async () => {
    const res = await request(t.http).get('/').expect(200);
    const csp = res.headers['content-security-policy'];
    const scriptSrc = csp.split(';').find((d: string) => d.trim().startsWith('script-src'));
    // The one inline script of the fixture build (prerendered/about.html), by its SHA-256.
    const hash = createHash('sha256')
      .update("document.documentElement.dataset.fixture = 'inline';")
      .digest('base64');
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // frame-ancestors 'none' forbids framing; no X-Frame-Options: SAMEORIGIN contradicting it.
    expect(res.headers['x-frame-options']).toBeUndefined();
    const policy = res.headers['permissions-policy'];
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(policy).toContain(`${feature}=()`);
    expect(policy).toContain('fullscreen=(self "https://www.youtube-nocookie.com")');
    expect((await request(t.http).get('/api/site').expect(200)).headers['permissions-policy']).toBe(
      policy,
    );
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined(); // plain-http PUBLIC_URL
  });

  it('gives every answer a request id, reusing a well-formed one from the client', async () => {
    const generated = await request(t.http).get('/api/coming-soon-status');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await request(t.http)
      .get('/api/coming-soon-status')
      .set('X-Request-Id', 'abc-123');
    expect(given.headers['x-request-id']).toBe('abc-123');
    const bad = await request(t.http)
      .get('/api/coming-soon-status')
      .set('X-Request-Id', 'no spaces <allowed>');
    expect(bad.headers['x-request-id']).not.toBe('no spaces <allowed>');
  });

  describe('cross-site request defence on state-changing requests', () => {
    const body = { email: 'someone@example.org' };

    it('refuses Sec-Fetch-Site: cross-site', async () => {
      const res = await request(t.http)
        .post('/api/newsletter/subscribe')
        .set('Sec-Fetch-Site', 'cross-site')
        .send(body)
        .expect(403);
      expect(res.body).toEqual({
        statusCode: 403,
        message: 'Cross-site requests are not allowed.',
      });
    });

    it('refuses a foreign Origin', async () => {
      const res = await request(t.http)
        .post('/api/newsletter/subscribe')
        .set('Origin', 'https://evil.example')
        .send(body)
        .expect(403);
      expect(res.body.message).toBe('Requests from other sites are not allowed.');
    });

    it('refuses a form-encoded body (what a cross-site form could send)', async () => {
      const res = await request(t.http)
        .post('/api/newsletter/subscribe')
        .type('form')
        .send('email=someone@example.org')
        .expect(415);
      expect(res.body.message).toMatch(/must be JSON/);
    });

    it('accepts the site’s own Origin and same-origin fetches', async () => {
      await request(t.http)
        .post('/api/newsletter/subscribe')
        .set('Origin', 'http://localhost:3000')
        .set('Sec-Fetch-Site', 'same-origin')
        .send(body)
        .expect(201);
    });

    it('does not check reads', async () => {
      await request(t.http)
        .get('/api/coming-soon-status')
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(200);
    });
  });

  it('answers malformed JSON with a 400 message, not a 500', async () => {
    const res = await request(t.http)
      .post('/api/newsletter/subscribe')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await request(t.http)
      .post('/api/newsletter/subscribe')
      .send({ email: 'a'.repeat(200_000) })
      .expect(413);
    expect(res.body).toEqual({ statusCode: 413, message: 'The request body is too large.' });
  });

  describe('coming-soon status', () => {
    it('is off on a new site and follows the stored setting', async () => {
      await request(t.http).get('/api/coming-soon-status').expect(200, { enabled: false });
      await t.app.get(SettingsService).setComingSoon(true);
      await request(t.http).get('/api/coming-soon-status').expect(200, { enabled: true });
      await t.app.get(SettingsService).setComingSoon(false);
      await request(t.http).get('/api/coming-soon-status').expect(200, { enabled: false });
    });
  });

  it('serves organisation details with neutral defaults', async () => {
    const res = await request(t.http).get('/api/site').expect(200);
    expect(res.body.organizationName).toBe('Building Bridges Inclusion');
    expect(res.body.tagline).toBe('Building Bridges. Breaking Barriers.');
    expect(res.body.socialLinks).toHaveLength(2);
  });

  it('serves Swagger UI and an OpenAPI document that documents every route', async () => {
    const ui = await request(t.http).get('/api/docs/').expect(200);
    expect(ui.text).toContain('swagger-ui');
    const doc = await request(t.http).get('/api/docs-json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/user',
        '/api/coming-soon-status',
        '/api/site',
        '/api/newsletter/subscribe',
        '/api/newsletter/unsubscribe',
        '/api/testimonials',
        '/api/carousel/{slug}',
        '/api/contact',
        '/api/speaking-request',
        '/api/corporate-partnership',
        '/api/partnership-packet',
        '/api/login',
        '/api/register',
        '/api/logout',
        '/api/forgot-password',
        '/api/resend-verification',
        '/api/verify-email',
        '/api/reset-password',
        '/api/set-password',
        '/api/my/bookings',
        '/api/my/bookings/{id}',
        '/api/my/messages',
        '/api/my/messages/{id}/read',
        '/api/my/messages/{id}/reply',
        '/api/my/summary',
        '/robots.txt',
        '/sitemap.xml',
      ]),
    );
    expect(doc.body.components.schemas.SubscribeDto.properties.email).toBeDefined();
    expect(Object.keys(doc.body.components.schemas.RegisterDto.properties).sort()).toEqual([
      'email',
      'isAdmin',
      'password',
      'username',
    ]);
  });
});
