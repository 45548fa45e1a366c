import type { ApiError } from '../api/base';

// Saving a server's attachment (a data export, a CSV) as a file: fetched with the session cookie,
// named as the server's Content-Disposition says.

/** The file name from a Content-Disposition header, or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  return match ? decodeURIComponent(match[1]) : fallback;
}

/** Saves a blob as a file called `name` (a hidden link with the download attribute). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Fetches `url` (GET, with the session cookie) and saves the answer as a file under the server's
 * file name, or `fallbackName`. Answers the name; rejects with an ApiError-like object on failure.
 */
export async function downloadAttachment(
  url: string,
  { accept, fallbackName }: { accept: string; fallbackName: string },
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', headers: { Accept: accept } });
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw { status: 0, message: `0: ${reason}` } satisfies ApiError;
  }
  if (!response.ok) {
    const text = await response.text();
    let data: unknown = undefined;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = text;
    }
    throw {
      status: response.status,
      message: `${response.status}: ${text || response.statusText}`,
      data,
    } satisfies ApiError;
  }
  const blob = await response.blob();
  const name = attachmentName(response.headers.get('Content-Disposition'), fallbackName);
  saveBlob(blob, name);
  return name;
}
