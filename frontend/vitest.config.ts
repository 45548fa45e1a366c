import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { SHARED_SOURCE } from './vite.config';

export default defineConfig({
  ...SHARED_SOURCE,
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Rendering MUI forms and typing into them in jsdom is slow on a loaded two-core machine.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
