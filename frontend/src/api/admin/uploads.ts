import type { UploadResult, UploadStart } from '@bb/shared/admin-content';
import { MEDIA_FILE_NAME_HEADER, MEDIA_LIBRARY_HEADER } from '@bb/shared/media';
import { errorMessage } from '../base';

// Image uploads (administrators): POST /api/objects/upload answers a signed, single-use
// `uploadURL` on this server; PUT {uploadURL} with the raw image body answers the stored image's
// `url`. The PUT goes through XMLHttpRequest because fetch reports no upload progress.

export const START_UPLOAD_FAILED = 'Failed to get upload URL';
export const UPLOAD_FILE_FAILED = 'Failed to upload file';

export interface UploadImageOptions {
  /** Called with the share of the body sent, 0 to 1 (1 once the server has answered). */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload: the promise rejects with an AbortError. */
  signal?: AbortSignal;
  /**
   * The original file's name (a cropped blob has none: pass the chosen File's), sent
   * percent-encoded in the X-File-Name header for the media library.
   */
  fileName?: string;
  /** An upload made through the media library itself (the X-Media-Library header). */
  library?: boolean;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The server's `message` of a refused answer, or the fallback. */
function refusal(status: number, text: string, fallback: string): Error {
  return new Error(
    errorMessage({ status, message: `${status}: ${text}`, data: parseJson(text) }, fallback),
  );
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

/** POST /api/objects/upload: where to PUT one image. */
export async function startUpload(signal?: AbortSignal): Promise<UploadStart> {
  let response: Response;
  let text: string;
  try {
    // As every API call is made (api/base.ts): the session cookie, JSON answers; the browser adds
    // the Origin header that the server's cross-site check reads. No body.
    response = await fetch('/api/objects/upload', {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'include',
      signal,
    });
    text = await response.text();
  } catch (cause) {
    if (signal?.aborted) throw abortError();
    throw new Error(START_UPLOAD_FAILED, { cause });
  }
  if (!response.ok) throw refusal(response.status, text, START_UPLOAD_FAILED);
  const answer = parseJson(text) as Partial<UploadStart> | undefined;
  if (typeof answer?.uploadURL !== 'string' || answer.uploadURL === '') {
    throw new Error(START_UPLOAD_FAILED);
  }
  return { uploadURL: answer.uploadURL, publicPath: answer.publicPath ?? '' };
}

/** PUT the raw body to `uploadURL`, reporting progress; resolves with the stored image's URL. */
function putImage(uploadURL: string, file: Blob, options: UploadImageOptions): Promise<string> {
  const { onProgress, signal, fileName, library } = options;
  return new Promise<string>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('PUT', uploadURL);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    if (fileName) xhr.setRequestHeader(MEDIA_FILE_NAME_HEADER, encodeURIComponent(fileName));
    if (library) xhr.setRequestHeader(MEDIA_LIBRARY_HEADER, '1');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(1, event.loaded / event.total));
      }
    };
    xhr.onload = () => {
      done();
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(refusal(xhr.status, text, UPLOAD_FILE_FAILED));
        return;
      }
      const answer = parseJson(text) as Partial<UploadResult> | undefined;
      if (typeof answer?.url !== 'string' || answer.url === '') {
        reject(new Error(UPLOAD_FILE_FAILED));
        return;
      }
      onProgress?.(1);
      resolve(answer.url);
    };
    xhr.onerror = () => {
      done();
      reject(new Error(UPLOAD_FILE_FAILED));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort);
    xhr.send(file);
  });
}

/**
 * Uploads one image: asks for an upload address, then PUTs the raw body there with the file's
 * content type (a cropped image is image/jpeg), reporting progress from 0 to 1. Resolves with the
 * stored image's URL; rejects with an Error whose message is the server's, or 'Failed to get
 * upload URL' / 'Failed to upload file'.
 */
export async function uploadImage(file: Blob, options: UploadImageOptions = {}): Promise<string> {
  options.onProgress?.(0);
  const { uploadURL } = await startUpload(options.signal);
  return putImage(uploadURL, file, options);
}
