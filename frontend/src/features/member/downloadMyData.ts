import type { ApiError } from '../../api/base';

// Download Your Data: saving the server's export as a file (the account endpoints are in
// api/account.ts).

export const EXPORT_URL = '/api/user/export';

/** The file name from a Content-Disposition header, or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  return match ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Download Your Data: fetches GET /api/user/export and saves it as a file (the server's file name,
 * e.g. my-data-2026-01-31.json). Rejects with an ApiError-like object on failure.
 */
export async function downloadMyData(): Promise<string> {
  let response: Response;
  try {
    response = await fetch(EXPORT_URL, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
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
  const name = attachmentName(
    response.headers.get('Content-Disposition'),
    `my-data-${new Date().toISOString().slice(0, 10)}.json`,
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
