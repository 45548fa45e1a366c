// bench:admin's administrators, in a process of their own (started by scripts/bench-admin.mjs at the
// lowest CPU priority): they read list pages and stream the exports on this process's event loop,
// not on the one that measures the visitor. The first message from the parent says what to do:
// { baseURL, cookie, clients, lists: [{ path, search }], exports: [path] }; the message 'stop' ends
// the loops, and the process answers with its statistics.
const { baseURL, cookie, clients, lists, exports } = await new Promise((resolve) =>
  process.once('message', resolve),
);
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
process.on('message', async (message) => {
  if (message !== 'stop') return;
  stop.now = true;
  await done;
  process.send(stats);
});
// The bench went away (interrupted): so do its administrators.
process.once('disconnect', () => process.exit(0));
