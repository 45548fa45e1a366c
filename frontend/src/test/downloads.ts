import { vi } from 'vitest';
import type { mockFetch } from './utils';

// The CSV exports' tests: the file the server sends, and the name the page saves it under
// (jsdom has no object URLs and does not follow a download link).

type FetchMock = ReturnType<typeof mockFetch>;

/** Records the names of the files the page saves; `restore()` (in a `finally`) undoes it. */
export function catchDownloads(blobUrl: string) {
  const saved: string[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = () => blobUrl;
  URL.revokeObjectURL = () => {};
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return {
    saved,
    restore() {
      click.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    },
  };
}

/** From now on, requests to a URL starting with `prefix` answer `csv` as the file `fileName`. */
export function serveCsv(fetchMock: FetchMock, prefix: string, csv: string, fileName: string) {
  const fallback = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).startsWith(prefix))
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': `attachment; filename="${fileName}"`,
        },
      });
    return fallback(input, init);
  });
}

/** The query of the first request to a URL starting with `prefix`. */
export function querySentTo(fetchMock: FetchMock, prefix: string): Record<string, string> {
  const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith(prefix))!;
  return Object.fromEntries(new URL(String(call[0]), 'http://localhost').searchParams);
}
