import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PostedForm } from '@bb/shared/inquiry-forms';
import type { ColorMode } from '../sessions/color-mode';
import type { EmbeddedArchive } from './newsletter-archive';

/** What the frontend's server entry (frontend/src/entry-server.tsx) renders for one page. */
export interface RenderedPage {
  /** The page's <title>, <meta> and <link> tags. */
  head: string;
  /** The markup of #root. */
  html: string;
  /** <style> tags with the critical CSS of that markup. */
  styles: string;
  /** The details it was rendered with, as a JSON script element (escaped by the frontend). */
  data: string;
}

/**
 * The worker's code. The server bundle is an ES module that loads React and MUI: it runs in a worker
 * thread of its own, so a render (tens of milliseconds of synchronous work) never holds up the
 * requests of the main thread, and the CommonJS backend (and Jest's module sandbox, in tests) never
 * has to load ES modules itself. One render at a time, in the order asked.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
let entry;
parentPort.on('message', async ({ id, location, site, colorMode, doc, archive, posted }) => {
  try {
    entry ??= import(workerData.entryUrl);
    const page = await (await entry).render(location, site, colorMode, doc, archive, posted);
    parentPort.postMessage({ id, page: { head: page.head, html: page.html, styles: page.styles, data: page.data } });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

interface Pending {
  resolve(page: RenderedPage): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Renders public pages with the frontend's server bundle (`frontend/dist-ssr/entry-server.js`) in a
 * worker thread, started at the first render and ended after `idleMs` without one (it holds React and
 * MUI, some 50 MB, and the rendered pages are kept by the caller, so once they are made it has nothing
 * to do until the details change again or a page is first asked for in dark mode). A worker that
 * fails or takes longer than `timeoutMs` for a page is ended; the next render starts a new one. The
 * idle worker never keeps the process alive.
 */
export class SsrRenderer {
  private worker?: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer?: NodeJS.Timeout;

  constructor(
    private readonly entryFile: string,
    private readonly timeoutMs = 15_000,
    private readonly idleMs = 60_000,
  ) {}

  /**
   * Renders `location` with these organisation details, in this colour mode (light by default), with
   * `doc` as an editable page's document (`{ slug, content }`; the build's default when undefined),
   * and `archive` as a newsletter archive page's data; `posted`: an inquiry form posted without
   * JavaScript (the page shows its errors, or its confirmation).
   */
  render(
    location: string,
    site: object,
    colorMode: ColorMode = 'light',
    doc?: { slug: string; content: object },
    archive?: EmbeddedArchive,
    posted?: PostedForm,
  ): Promise<RenderedPage> {
    clearTimeout(this.idleTimer);
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<RenderedPage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fail(new Error(`Rendering ${location} took longer than ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, location, site, colorMode, doc, archive, posted });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_CODE, {
      eval: true,
      workerData: { entryUrl: pathToFileURL(this.entryFile).href },
    });
    // Requests in progress keep the process alive; an idle renderer must not.
    worker.unref();
    worker.on('message', (message: { id: number; page?: RenderedPage; error?: string }) => {
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      clearTimeout(pending.timer);
      if (!this.pending.size) {
        this.idleTimer = setTimeout(() => this.fail(new Error('idle')), this.idleMs);
        this.idleTimer.unref();
      }
      const page = message.page;
      if (
        page &&
        [page.head, page.html, page.styles, page.data].every((part) => typeof part === 'string')
      )
        pending.resolve(page);
      else pending.reject(new Error(message.error ?? 'The server bundle rendered no page'));
    });
    worker.on('error', (error) => {
      if (this.worker === worker) this.fail(error);
    });
    worker.on('exit', (code) => {
      if (this.worker === worker) this.fail(new Error(`The render worker stopped (${code})`));
    });
    this.worker = worker;
    return worker;
  }

  /** Refuses every render in progress and drops the worker (a new one starts for the next). */
  private fail(error: Error): void {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.pending.clear();
    if (worker) void worker.terminate().catch(() => undefined);
  }
}
