import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { LOWEST_PRIORITY } from '../common/helper-threads';
import { type ProcessedImage, UploadRefusedError } from './image-pipeline';

/** An image sent to the worker. */
export interface ImageJob {
  id: number;
  input: Uint8Array;
}

/** The worker's answer: the processed image, or the pipeline's refusal, or another failure. */
export type ImageJobAnswer =
  | { id: number; processed: ProcessedImage }
  | {
      id: number;
      refused?: { status: UploadRefusedError['status']; message: string };
      error: string;
    };

/** The worker's own module: the build's JavaScript, or (under the tests' ts-jest) the TypeScript. */
const WORKER_MAIN = path.join(__dirname, `image-worker-main${path.extname(__filename)}`);

/**
 * How the worker process is started: the TypeScript source (the tests run the app from it) needs
 * ts-node; the build runs as it is. No inspector, profiler or preloaded module of the app's own
 * command line is passed on.
 */
const WORKER_EXEC_ARGV = WORKER_MAIN.endsWith('.ts')
  ? ['--require', 'ts-node/register/transpile-only']
  : [];

/** The longest one image may take (a 25-megapixel PNG on a busy machine takes a few seconds). */
const TIMEOUT_MS = 120_000;
/** How long the worker process waits for another image before it ends. */
const IDLE_MS = 60_000;

/** A Buffer over the same bytes (structured clone sends a Buffer as a plain Uint8Array). */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

interface Waiting {
  resolve(image: ProcessedImage): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * The upload pipeline (image-pipeline.ts, processImage) in a process of its own at the lowest CPU
 * priority (docs/decisions.md, "Image work in a process of its own"): decoding and encoding a
 * 12-megapixel photo takes about a second of CPU on every thread libvips and libuv give it, which
 * in the app's process took all four of libuv's threads (the ones that hash and compress the public
 * answers and pages a visitor waits for) and competed with the visitors' requests for both cores.
 * Here it only takes the CPU that nothing else wants, and the app's thread pool stays free.
 *
 * One image at a time, in the order they arrived (a second upload waits for the first). The
 * process starts at the first image and ends after IDLE_MS without one (it holds libvips, some
 * tens of megabytes); one that fails, or takes longer than TIMEOUT_MS for an image, is ended, and
 * the next image starts a new one. The answer is the pipeline's, as if it had run here: the same
 * processed image, the same refusals (UploadRefusedError). The process never keeps the app alive.
 */
@Injectable()
export class ImageWorker implements OnModuleDestroy {
  private readonly logger = new Logger('ImageWorker');
  private worker?: ChildProcess;
  private ready?: Promise<ChildProcess>;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();
  private idleTimer?: NodeJS.Timeout;

  /** processImage(input), run in the worker process after the images before it. */
  process(input: Buffer): Promise<ProcessedImage> {
    const turn = this.queue.then(() => this.run(input));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /** The worker process's id while it runs. */
  get pid(): number | undefined {
    return this.worker?.pid;
  }

  onModuleDestroy(): void {
    this.stop(new Error('The app is stopping'));
  }

  private async run(input: Buffer): Promise<ProcessedImage> {
    clearTimeout(this.idleTimer);
    const worker = await this.start();
    const id = this.nextId++;
    return new Promise<ProcessedImage>((resolve, reject) => {
      const timer = setTimeout(
        () => this.stop(new Error(`Processing the image took longer than ${TIMEOUT_MS} ms`)),
        TIMEOUT_MS,
      );
      this.waiting.set(id, { resolve, reject, timer });
      worker.send({ id, input } satisfies ImageJob, (error) => {
        if (error && this.worker === worker) this.stop(error);
      });
    });
  }

  private start(): Promise<ChildProcess> {
    // Gone without its exit seen yet (killed a moment ago): a new one.
    if (this.worker && !this.worker.connected) this.stop();
    if (this.ready) return this.ready;
    const worker = fork(WORKER_MAIN, [], {
      execArgv: WORKER_EXEC_ARGV,
      // Buffers travel as bytes, not as JSON arrays of numbers.
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // At once, before it loads anything (the process lowers all its threads itself once started).
    try {
      if (worker.pid) setPriority(worker.pid, LOWEST_PRIORITY);
    } catch {
      // Gone already: the exit below reports it.
    }
    // The requests waiting for it keep the app alive; the idle worker must not.
    worker.unref();
    worker.channel?.unref();
    this.worker = worker;
    this.ready = new Promise<ChildProcess>((resolve, reject) => {
      worker.on('message', (message: ImageJobAnswer | { ready: true }) => {
        if ('ready' in message) return resolve(worker);
        this.answered(message);
      });
      worker.once('exit', (code, signal) => {
        if (this.worker !== worker) return;
        const error = new Error(`The image worker stopped (${signal ?? code})`);
        reject(error);
        this.stop(error);
      });
      worker.on('error', (error) => {
        if (this.worker !== worker) return;
        reject(error);
        this.stop(error);
      });
    });
    return this.ready;
  }

  private answered(message: ImageJobAnswer): void {
    const waiting = this.waiting.get(message.id);
    if (!waiting) return;
    this.waiting.delete(message.id);
    clearTimeout(waiting.timer);
    if (!this.waiting.size) {
      this.idleTimer = setTimeout(() => this.stop(), IDLE_MS);
      this.idleTimer.unref();
    }
    if ('processed' in message) {
      const { processed } = message;
      waiting.resolve({
        ...processed,
        variants: processed.variants.map((variant) => ({
          ...variant,
          data: asBuffer(variant.data),
        })),
      });
    } else if (message.refused)
      waiting.reject(new UploadRefusedError(message.refused.status, message.refused.message));
    else waiting.reject(new Error(message.error));
  }

  /** Ends the worker process; every image waiting for it gets `error` (none: it was idle). */
  private stop(error?: Error): void {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    this.ready = undefined;
    if (error && this.waiting.size) this.logger.warn(`The image worker ended: ${error.message}`);
    for (const waiting of this.waiting.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(error ?? new Error('The image worker stopped'));
    }
    this.waiting.clear();
    if (worker && worker.exitCode === null && worker.signalCode === null) worker.kill();
  }
}
