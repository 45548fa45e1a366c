/**
 * The image worker's process (started by ImageWorker, image-worker.ts): runs the upload pipeline
 * (processImage) for each image its parent sends, one message per image, and answers with the
 * processed image or the refusal. Every thread of this process runs at the lowest CPU priority.
 */
import { lowerWholeProcess } from '../common/helper-threads';
import { processImage, UploadRefusedError } from './image-pipeline';
import type { ImageJob, ImageJobAnswer } from './image-worker';

/** A Buffer over the same bytes (structured clone sends a Buffer as a plain Uint8Array). */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

function answer(message: ImageJobAnswer): void {
  process.send?.(message);
}

// Before any image: this process's threads below everything else on the machine (libuv's pool and
// libvips' threads, started later by this thread, inherit it).
lowerWholeProcess();

process.on('message', (job: ImageJob) => {
  processImage(asBuffer(job.input)).then(
    (processed) => answer({ id: job.id, processed }),
    (error: unknown) =>
      answer({
        id: job.id,
        refused:
          error instanceof UploadRefusedError
            ? { status: error.status, message: error.message }
            : undefined,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
// The app went away (stopped, or killed): so does its worker.
process.once('disconnect', () => process.exit(0));
process.send?.({ ready: true });
