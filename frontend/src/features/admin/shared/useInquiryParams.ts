import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query parameters of an inquiry inbox: search, filters and the open item. */
export type InquiryParam = 'q' | 'status' | 'type' | 'id';

export type InquiryParams = Record<InquiryParam, string>;

/**
 * The inbox's state in the URL query (`?q=...&status=...&type=...&id=...`), so that a view can be
 * linked (the bell links to `?id=`, the dashboard to `?status=`) and survives a reload. `update`
 * changes several at once (an empty value removes one), replacing the history entry.
 */
export function useInquiryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo<InquiryParams>(
    () => ({
      q: searchParams.get('q') ?? '',
      status: searchParams.get('status') ?? '',
      type: searchParams.get('type') ?? '',
      id: searchParams.get('id') ?? '',
    }),
    [searchParams],
  );
  const update = useCallback(
    (changes: Partial<InquiryParams>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [params, update] as const;
}

/** Whether `needle` (trimmed, any case) is in one of the texts; an empty needle matches all. */
export function matchesSearch(needle: string, texts: readonly (string | null | undefined)[]) {
  const wanted = needle.trim().toLowerCase();
  if (!wanted) return true;
  return texts.some((text) => text?.toLowerCase().includes(wanted));
}
