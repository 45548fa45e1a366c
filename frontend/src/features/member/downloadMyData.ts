import { downloadAttachment } from '../../lib/download';

// Download Your Data: saving the server's export as a file (the account endpoints are in
// api/account.ts).

export const EXPORT_URL = '/api/user/export';

/**
 * Download Your Data: fetches GET /api/user/export and saves it as a file (the server's file name,
 * e.g. my-data-2026-01-31.json). Rejects with an ApiError-like object on failure.
 */
export function downloadMyData(): Promise<string> {
  return downloadAttachment(EXPORT_URL, {
    accept: 'application/json',
    fallbackName: `my-data-${new Date().toISOString().slice(0, 10)}.json`,
  });
}
