// Visitors at a steady rate (open loop), for bench:admin's latency target.
//
// Request i is due at start + i / rate, whatever happened to the ones before it (a visitor does not
// wait for another visitor's answer), and its latency runs from that due time to the answer's last
// byte: time spent waiting for a free connection, or for this process's own timer, counts against
// the server, never in its favour (the coordinated-omission correction, done by measuring rather
// than by estimating). Every latency is kept, and the percentiles are read from the sorted values.
//
// Why not autocannon's `overallRate`: autocannon 9 sends each connection's share of a second
// back to back when the second starts (lib/httpClient.js: `reqsMadeThisSecond`, reset by a 1 s
// interval), so 200 requests a second arrive as one burst a second; and it back-fills every answer
// slower than 1 / rate (rounded up to 1 ms) with synthetic values one millisecond apart
// (lib/run.js: `recordValueWithExpectedInterval(responseTime, Math.ceil(1 / rate))`), so one 30 ms
// answer counts as 30 samples. Together they report a raw node:http server alone, on an idle machine,
// at p99 7-34 ms. autocannon stays for the capacity runs (as fast as the server answers).
import http from 'node:http';

/**
 * GET `url` `rate` times a second for `duration` seconds over at most `connections` kept-alive
 * connections (with `urls`, request i asks for urls[i % urls.length]; `headers` go with every
 * request). Resolves to { rps, p50, p99, max, non2xx, errors } (milliseconds, to a tenth).
 */
export async function steadyVisitors({
  url,
  urls = [url],
  headers = {},
  rate,
  duration,
  connections = 10,
  timeoutMs = 10_000,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const interval = 1000 / rate;
  const total = Math.round(rate * duration);
  const latencies = [];
  let sent = 0;
  let finished = 0;
  let non2xx = 0;
  let errors = 0;
  const start = performance.now() + 20;
  await new Promise((resolve) => {
    const settle = () => {
      if (++finished === total) resolve();
    };
    const send = (due, i) => {
      const req = http.get(urls[i % urls.length], { agent, headers }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          latencies.push(performance.now() - due);
          if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
          settle();
        });
      });
      req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        settle();
      });
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        send(start + sent * interval, sent);
        sent++;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies.length ? Math.round(latencies[Math.ceil(q * latencies.length) - 1] * 10) / 10 : NaN;
  return {
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    max: at(1),
    non2xx,
    errors,
  };
}
