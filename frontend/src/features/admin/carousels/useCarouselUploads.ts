import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOAD_MAX_BYTES, type CarouselItemBody } from '@bb/shared/admin-content';
import type { CarouselSlug } from '@bb/shared/content';
import { useCreateCarouselItemMutation } from '../../../api/admin/carousels';
import { uploadImage } from '../../../api/admin/uploads';
import { errorMessage } from '../../../api/base';
import { useToast } from '../../../components/toast/useToast';
import { CAROUSEL_TOASTS, FILE_TOO_LARGE } from './carouselText';

// The multi-image upload of the Items tab: each file in turn is uploaded (with its progress) and
// becomes a carousel item numbered one above the highest (0 if none), published, with empty alt
// text and no video (spec 001, section 9). A file that fails gets the spec's toast and stays listed
// with the reason until dismissed; the others go on.

export interface UploadRow {
  key: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  status: 'waiting' | 'uploading' | 'adding' | 'failed';
  /** Why it failed. */
  message?: string;
}

export interface CarouselUploads {
  rows: readonly UploadRow[];
  /** A batch is under way. */
  busy: boolean;
  /** What a screen reader hears about the batch (a polite status). */
  status: string;
  /** Uploads `files` into the carousel `slug`, numbering from `highest + 1`. */
  start: (slug: CarouselSlug, files: readonly File[], highest: number) => Promise<void>;
  dismiss: (key: string) => void;
}

/** The body of an item made from an upload. */
export function uploadedItemBody(imageUrl: string, sortOrder: number): CarouselItemBody {
  return { imageUrl, altText: '', youtubeUrl: null, sortOrder, isPublished: true };
}

const plural = (n: number) => (n === 1 ? '1 image' : `${n} images`);

export function useCarouselUploads(): CarouselUploads {
  const [create] = useCreateCarouselItemMutation();
  const { toast } = useToast();
  const [rows, setRows] = useState<readonly UploadRow[]>([]);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const abort = useRef<AbortController | null>(null);
  const batch = useRef(0);

  // Leaving the page stops what is still uploading.
  useEffect(() => () => abort.current?.abort(), []);

  const patch = (key: string, changes: Partial<UploadRow>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...changes } : row)));

  const start = useCallback(
    async (slug: CarouselSlug, files: readonly File[], highest: number) => {
      if (files.length === 0) return;
      const controller = new AbortController();
      abort.current = controller;
      batch.current += 1;
      const keys = files.map((_file, i) => `${batch.current}-${i}`);
      // Earlier failures stay listed above the new batch.
      setRows((list) => [
        ...list.filter((row) => row.status === 'failed'),
        ...files.map((file, i) => ({
          key: keys[i],
          name: file.name,
          progress: 0,
          status: 'waiting' as const,
        })),
      ]);
      setBusy(true);
      setStatus(`Uploading ${plural(files.length)}.`);

      let next = highest + 1;
      let added = 0;
      for (const [i, file] of files.entries()) {
        if (controller.signal.aborted) return;
        const key = keys[i];
        const fail = (message: string) => {
          patch(key, { status: 'failed', message });
          toast({ ...CAROUSEL_TOASTS.uploadFailed(file.name), variant: 'destructive' });
        };
        if (file.size > UPLOAD_MAX_BYTES) {
          fail(FILE_TOO_LARGE);
          continue;
        }
        patch(key, { status: 'uploading' });
        try {
          const url = await uploadImage(file, {
            signal: controller.signal,
            onProgress: (progress) => patch(key, { progress }),
            fileName: file.name,
          });
          patch(key, { status: 'adding', progress: 1 });
          const item = await create({ slug, body: uploadedItemBody(url, next) }).unwrap();
          next = Math.max(next, item?.sortOrder ?? next) + 1;
          added += 1;
          setRows((list) => list.filter((row) => row.key !== key));
        } catch (error) {
          if (controller.signal.aborted) return;
          fail(
            error instanceof Error && error.message
              ? error.message
              : errorMessage(error, CAROUSEL_TOASTS.createFailed.fallback),
          );
        }
      }
      const failed = files.length - added;
      setBusy(false);
      setStatus(
        failed === 0
          ? `${plural(added)} added to the carousel.`
          : `${added} of ${plural(files.length)} added to the carousel; ${failed} failed.`,
      );
      // A failure's toast stays on screen rather than being replaced by the batch's success.
      if (added > 0 && failed === 0) toast(CAROUSEL_TOASTS.created);
    },
    [create, toast],
  );

  const dismiss = useCallback(
    (key: string) => setRows((list) => list.filter((row) => row.key !== key)),
    [],
  );

  return { rows, busy, status, start, dismiss };
}
