import path from 'node:path';
import request from 'supertest';
import { SITEMAP_PATHS } from '../src/seo/seo';
import { createTestApp, TestApp } from './support/test-app';

describe('robots.txt and sitemap.xml at the site root', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://bridges.example.org',
      TRUST_PROXY: '1',
      // Without a built frontend, so these tests see only the API's answers.
      FRONTEND_DIST: path.join(__dirname, 'no-frontend-build'),
    });
  });
  afterAll(() => t.close());

  it('serves robots.txt: everything allowed except admin, member area and API, with the sitemap', async () => {
    const res = await request(t.http).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.text).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /my/',
        'Disallow: /api/',
        '',
        'Sitemap: https://bridges.example.org/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('serves sitemap.xml listing the eleven public pages as absolute URLs', async () => {
    const res = await request(t.http).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(res.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...res.text.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<\/url>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://bridges.example.org/',
      'https://bridges.example.org/about',
      'https://bridges.example.org/mwo-show',
      'https://bridges.example.org/book-mwo-show',
      'https://bridges.example.org/programs',
      'https://bridges.example.org/impact',
      'https://bridges.example.org/corporate',
      'https://bridges.example.org/corporate-engagement',
      'https://bridges.example.org/contact',
      'https://bridges.example.org/privacy',
      'https://bridges.example.org/terms',
      // The newsletter archive (its issues are reached from it).
      'https://bridges.example.org/newsletter',
    ]);
    expect(SITEMAP_PATHS).toHaveLength(12);
    expect(res.text.trim().endsWith('</urlset>')).toBe(true);
  });

  it('answers HEAD too, and only at the root (not under /api)', async () => {
    await request(t.http).head('/robots.txt').expect(200);
    await request(t.http).get('/api/robots.txt').expect(404);
    await request(t.http).get('/api/sitemap.xml').expect(404);
  });

  it('keeps every other route under /api', async () => {
    await request(t.http).get('/api/testimonials').expect(200);
    await request(t.http).get('/testimonials').expect(404);
  });
});
