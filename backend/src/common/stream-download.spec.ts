// Streamed downloads (common/csv.ts) over real HTTP: an Express app on a free port, read by
// node:http clients, one of them not reading at all.
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportTurns, streamCsvTextDownload } from './csv';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Batches of text, each "read" over two ticks, noting when each read starts and ends. */
async function* batches(name: string, texts: string[], log: string[]): AsyncGenerator<string> {
  for (const [i, text] of texts.entries()) {
    log.push(`${name}${i} reads`);
    await tick();
    await tick();
    log.push(`${name}${i} read`);
    yield text;
  }
}

describe('streamed downloads', () => {
  let server: http.Server;
  let base: string;
  const log: string[] = [];
  const exports = new Map<string, string[]>();

  beforeAll(async () => {
    const app = express();
    app.get('/export/:name', (req, res) => {
      const name = req.params.name;
      void streamCsvTextDownload(
        res,
        (date) => `${name}-${date}.csv`,
        ['Column'],
        batches(name, exports.get(name)!, log),
      );
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => (log.length = 0));

  const get = (name: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get(`${base}/export/${name}`, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        })
        .on('error', reject);
    });

  it('interleaves exports running at once batch by batch, never reading two batches together', async () => {
    exports.set('a', ['a1\r\n', 'a2\r\n', 'a3\r\n']);
    exports.set('b', ['b1\r\n', 'b2\r\n', 'b3\r\n']);
    const [a, b] = await Promise.all([get('a'), get('b')]);
    expect(a).toEqual({ status: 200, body: 'Column\r\na1\r\na2\r\na3\r\n' });
    expect(b).toEqual({ status: 200, body: 'Column\r\nb1\r\nb2\r\nb3\r\n' });
    // Each batch's read ends before any other starts...
    for (let i = 0; i < log.length; i += 2)
      expect(log[i + 1]).toBe(log[i].replace('reads', 'read'));
    // ...and both exports advanced side by side, not one after the other.
    const reads = log.filter((line) => line.endsWith('reads'));
    expect(reads.indexOf('b0 reads')).toBeLessThan(reads.indexOf('a2 reads'));
    expect(exportTurns.queued).toBe(0);
  });

  it('lets other exports go on while a client does not read its own', async () => {
    // 8 batches of 4 MB: far more than the sockets' buffers hold.
    exports.set(
      'stalled',
      Array.from({ length: 8 }, () => 'x'.repeat(4 * 1024 * 1024) + '\r\n'),
    );
    exports.set('other', ['o1\r\n', 'o2\r\n']);
    const stalled = http.get(`${base}/export/stalled`);
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      stalled.once('response', resolve),
    );
    response.pause();
    try {
      // The stalled export has read its first batch and waits for its client, holding no turn.
      while (!log.includes('stalled0 read')) await tick();
      await expect(get('other')).resolves.toEqual({
        status: 200,
        body: 'Column\r\no1\r\no2\r\n',
      });
      expect(log).not.toContain('stalled7 read');
    } finally {
      stalled.destroy();
    }
  });
});
