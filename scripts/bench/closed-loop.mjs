// A closed-loop load generator for answers of any size, for bench:api's page reads side by side.
//
// Each of `connections` kept-alive TCP connections sends a GET, reads the answer (status line,
// headers up to the blank line, then Content-Length bytes, which are counted and dropped), and sends
// the next as soon as it has it: the server's capacity, as autocannon measures it. autocannon 9
// itself cannot measure a large answer: it appends every body to a string
// (lib/pipelinedRequestsQueue.js, `req.body += data`), decoding each byte as UTF-8, so for a
// compressed page of 40 KB its own thread is the bottleneck (a whole core at about 1,900 answers a
// second, against about 11,000 for the same size of plain ASCII), whatever the server does: it
// measures itself. Here a body is never looked at, so the generator's cost hardly grows with its
// size. Answers without a Content-Length (chunked) are not supported: the script stops with an
// error rather than measure them wrongly.
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * GETs `url` with `headers` over `connections` connections, each sending its next request when it
 * has its answer, for `duration` seconds (after `warmup` seconds not counted). Resolves to { rps,
 * p50, p99, total, non2xx, errors, bytes } (latencies in ms, to a tenth; bytes: the body bytes read).
 */
export async function closedLoop({ url, headers = {}, connections = 50, duration, warmup = 0 }) {
  const { hostname, port, pathname, search } = new URL(url);
  const request = Buffer.from(
    [
      `GET ${pathname}${search} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n'),
  );
  const latencies = [];
  let counting = false;
  let stopping = false;
  let non2xx = 0;
  let errors = 0;
  let bytes = 0;

  const connection = () =>
    new Promise((resolve) => {
      const socket = net.connect(Number(port), hostname);
      socket.setNoDelay(true);
      let pending = Buffer.alloc(0);
      let bodyLeft = -1;
      let sentAt = 0;
      let status = 0;
      const send = () => {
        if (stopping) {
          socket.end();
          return;
        }
        sentAt = performance.now();
        socket.write(request);
      };
      const answered = () => {
        if (counting) {
          latencies.push(performance.now() - sentAt);
          if (status < 200 || status >= 300) non2xx += 1;
        }
        bodyLeft = -1;
        send();
      };
      socket.on('connect', send);
      socket.on('data', (chunk) => {
        let data = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        pending = Buffer.alloc(0);
        while (data.length) {
          if (bodyLeft < 0) {
            const end = data.indexOf(HEADER_END);
            if (end === -1) {
              pending = data;
              return;
            }
            const head = data.subarray(0, end).toString('latin1');
            status = Number(head.slice(9, 12));
            const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
            if (!length && /\r\ntransfer-encoding:/i.test(head)) {
              socket.destroy(
                new Error(`${url}: a chunked answer; only Content-Length is supported`),
              );
              return;
            }
            bodyLeft = length ? Number(length[1]) : 0;
            data = data.subarray(end + HEADER_END.length);
          }
          const take = Math.min(bodyLeft, data.length);
          if (counting) bytes += take;
          bodyLeft -= take;
          data = data.subarray(take);
          if (bodyLeft === 0) answered();
        }
      });
      socket.on('error', () => {
        if (counting) errors += 1;
      });
      socket.on('close', resolve);
    });

  const all = Array.from({ length: connections }, connection);
  if (warmup > 0) await new Promise((r) => setTimeout(r, warmup * 1000));
  counting = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, duration * 1000));
  counting = false;
  const elapsed = (performance.now() - started) / 1000;
  stopping = true;
  await Promise.all(all);
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies.length ? Math.round(latencies[Math.ceil(q * latencies.length) - 1] * 10) / 10 : NaN;
  return {
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    total: latencies.length,
    non2xx,
    errors,
    bytes,
  };
}
