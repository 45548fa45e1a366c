// bench:admin's administrators, in a worker thread of their own: they read list pages and stream
// the exports on this thread's event loop, so the visitor's latency measured by autocannon on the
// main thread is the app's, not the bench's own loop busy with 3 export streams.
// workerData: { baseURL, cookie, clients, lists: [{ path, search }], exports: [path] }.
// Message 'stop' from the parent ends the loops; the worker answers with its statistics.
import { parentPort, workerData } from 'node:worker_threads';

const { baseURL, cookie, clients, lists, exports } = workerData;
const stop = { now: false };
const stats = { pages: 0, exports: 0, exportBytes: 0, failures: 0, failed: [] };
const failed = (what, status) => {
  stats.failures++;
  if (!stats.failed.includes(`${what} ${status}`)) stats.failed.push(`${what} ${status}`);
};

async function client(k) {
  for (let round = 0; !stop.now; round++) {
    const list = lists[(k + round) % lists.length];
    for (const query of ['', '?page=50', list.search]) {
      if (stop.now) return;
      const res = await fetch(baseURL + list.path + query, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.ok) stats.pages++;
      else failed(list.path + query, res.status);
    }
    if (stop.now) return;
    const exportPath = exports[(k + round) % exports.length];
    const res = await fetch(baseURL + exportPath, { headers: { cookie } });
    if (!res.ok) {
      failed(exportPath, res.status);
      await res.arrayBuffer();
      continue;
    }
    for await (const chunk of res.body) stats.exportBytes += chunk.length;
    stats.exports++;
  }
}

const done = Promise.all(Array.from({ length: clients }, (_, k) => client(k)));
parentPort.on('message', async (message) => {
  if (message !== 'stop') return;
  stop.now = true;
  await done;
  parentPort.postMessage(stats);
});
