import type { Request } from 'express';
import { UPLOAD_MESSAGES, UploadRefusedError } from './image-pipeline';

/**
 * Reads a request body of at most `limit` bytes, counting as it arrives: a declared Content-Length
 * over the limit is refused before reading anything, and a body that grows past it is refused as
 * soon as it does (413), so at most `limit` bytes are ever held. The stream is left paused; the
 * caller's answer closes the connection (`Connection: close`) rather than reading the rest.
 */
export function readBodyLimited(req: Request, limit: number): Promise<Buffer> {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit)
    return Promise.reject(new UploadRefusedError(413, UPLOAD_MESSAGES.tooLarge));
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const finish = (error: Error | null, body?: Buffer) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
      if (error) {
        req.pause();
        reject(error);
      } else resolve(body!);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        chunks.length = 0;
        return finish(new UploadRefusedError(413, UPLOAD_MESSAGES.tooLarge));
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish(null, Buffer.concat(chunks, received));
    const onError = () => finish(new UploadRefusedError(400, UPLOAD_MESSAGES.interrupted));
    const onClose = () => {
      if (!req.complete) finish(new UploadRefusedError(400, UPLOAD_MESSAGES.interrupted));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}
