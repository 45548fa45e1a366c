import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { SHARED_SOURCE } from './vite.config';

/** Every test file under src/, relative to this folder. */
function testFiles(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Test files that replace modules with vi.mock(): a module mock would leak into the other files of a
 * worker that shares its module registry, so these run isolated, each in a fresh environment.
 */
const MOCKING = testFiles().filter((file) =>
  /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')),
);

export default defineConfig({
  ...SHARED_SOURCE,
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Rendering MUI forms and typing into them in jsdom is slow on a loaded two-core machine.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
    // Both cores: Vitest's default (cores - 1) runs one test file at a time on a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: MOCKING,
          // The files of a worker share one jsdom and one module registry: setting those up for
          // each of 50 files took about half of the suite's time. Every test renders with its own
          // store, and src/test/setup.ts resets what tests change globally.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING } },
    ],
  },
});
