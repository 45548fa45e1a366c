import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Rows from the product's embedded PostgreSQL (read-only checks; the product owns the data). */
export async function queryProduct<Row>(sql: string, params: unknown[]): Promise<Row[]> {
  const env = JSON.parse(process.env.E2E_PRODUCT_ENV ?? '{}') as { DATA_DIR?: string };
  if (!env.DATA_DIR) throw new Error('E2E_PRODUCT_ENV is not set (global setup did not run)');
  const secrets = JSON.parse(readFileSync(path.join(env.DATA_DIR, 'secrets.json'), 'utf8')) as {
    postgresPassword: string;
  };
  const pid = readFileSync(path.join(env.DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8');
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(pid.split('\n')[3]),
    user: 'postgres',
    password: secrets.postgresPassword,
    database: 'app',
  });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}
