import { rmSync } from 'node:fs';
import type { EmbeddedPostgres } from '../../src/database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>).__BB_TEST_PG__ as
    { pg: EmbeddedPostgres; dataDir: string } | undefined;
  if (!state) return;
  await state.pg.stop();
  rmSync(state.dataDir, { recursive: true, force: true });
}
