// bench:editing's administrator, in a process of their own (started by scripts/bench-editing.mjs at
// the lowest CPU priority, like bench:admin's administrators: their browser's work is theirs, not the
// server's). Two loops on their own schedules: every `publishEveryMs` the page `slug` gets a new
// draft (PUT .../draft: a changed subtitle) and is published (POST .../publish), as the page editor
// does; every `uploadEveryMs` an upload address is asked for (POST /api/objects/upload) and the photo
// is PUT to it, each time with a comment segment of its own (so each upload is a new image, decoded,
// encoded and stored, never "the same image was stored already"). An action still under way when the
// next is due delays it (one administrator does one publish and one upload at a time).
// The first message from the parent says what to do:
// { baseURL, cookie, slug, photoFile, publishEveryMs, uploadEveryMs }; the message 'stop' ends the
// loops, and the process answers with its statistics.
import { readFileSync } from 'node:fs';

const { baseURL, cookie, slug, photoFile, publishEveryMs, uploadEveryMs } = await new Promise(
  (resolve) => process.once('message', resolve),
);
const photo = readFileSync(photoFile);
const stop = { now: false };
const stats = {
  publishes: [],
  uploads: [],
  failures: 0,
  failed: [],
};
const failed = (what, status) => {
  stats.failures++;
  if (!stats.failed.includes(`${what} ${status}`)) stats.failed.push(`${what} ${status}`);
};
const headers = { cookie, origin: baseURL };
const json = (method, path, body) =>
  fetch(baseURL + path, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The photo with a JPEG comment segment (FF FE) right after its start marker: new bytes, same picture. */
function uniquePhoto(n) {
  const text = Buffer.from(`bench:editing upload ${process.pid}-${n}`);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([photo.subarray(0, 2), segment, text, photo.subarray(2)]);
}

/**
 * Runs `action` every `everyMs` (from the loop's start; never when 0), until stopped; the durations of
 * those that succeeded into `times`.
 */
async function every(everyMs, times, action) {
  if (!everyMs) return;
  const start = performance.now();
  for (let n = 0; !stop.now; n++) {
    const due = start + n * everyMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (stop.now) return;
    const began = performance.now();
    if (await action(n)) times.push(performance.now() - began);
  }
}

let page = await (await json('GET', `/api/admin/pages/${slug}`)).json();

async function publish(n) {
  const content = structuredClone(page.draft ?? page.published);
  content.hero.subtitle = `${content.hero.subtitle.replace(/ \(edit \d+\)$/, '')} (edit ${n})`;
  const saved = await json('PUT', `/api/admin/pages/${slug}/draft`, {
    content,
    version: page.version,
  });
  if (!saved.ok) {
    failed(`PUT /api/admin/pages/${slug}/draft`, saved.status);
    page = await (await json('GET', `/api/admin/pages/${slug}`)).json();
    return false;
  }
  page = await saved.json();
  const published = await json('POST', `/api/admin/pages/${slug}/publish`, {
    version: page.version,
  });
  if (!published.ok) {
    failed(`POST /api/admin/pages/${slug}/publish`, published.status);
    page = await (await json('GET', `/api/admin/pages/${slug}`)).json();
    return false;
  }
  page = await published.json();
  return true;
}

async function upload(n) {
  const started = await json('POST', '/api/objects/upload', {});
  if (!started.ok) {
    failed('POST /api/objects/upload', started.status);
    return false;
  }
  const { uploadURL } = await started.json();
  const put = await fetch(baseURL + uploadURL, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'image/jpeg' },
    body: uniquePhoto(n),
  });
  await put.arrayBuffer();
  if (put.status !== 201) {
    failed('PUT /api/objects/upload/{token}', put.status);
    return false;
  }
  return true;
}

const done = Promise.all([
  every(publishEveryMs, stats.publishes, publish),
  every(uploadEveryMs, stats.uploads, upload),
]);
process.on('message', async (message) => {
  if (message !== 'stop') return;
  stop.now = true;
  await done;
  process.send(stats);
});
// The bench went away (interrupted): so does its administrator.
process.once('disconnect', () => process.exit(0));
