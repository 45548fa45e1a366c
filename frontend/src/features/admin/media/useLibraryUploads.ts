import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '@bb/shared/admin-content';
import { mediaListChanged } from '../../../api/admin/media';
import { uploadImage } from '../../../api/admin/uploads';
import { useApiDispatch } from '../../../api/base';
import { parseUploadUrl } from '@bb/shared/site';
import { useToast } from '../../../components/toast/useToast';

// The library's own upload: each chosen file in turn, as it is (no crop), named and marked as a
// library upload; each row shows its progress or why it failed, and the list is read again once
// the batch is done. The images the batch stored are then offered for describing, one by one
// (DescribeUploadsDialog).

export const LIBRARY_ACCEPT = UPLOAD_ACCEPT;
export const NOT_AN_IMAGE = 'Not a JPEG, PNG, WebP or GIF image.';
export const TOO_LARGE = `Larger than ${UPLOAD_MAX_MB}MB.`;

export interface LibraryUploadRow {
  key: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  message?: string;
}

/** An image a batch stored: its id (the content hash), URL and the chosen file's name. */
export interface UploadedLibraryImage {
  id: string;
  url: string;
  name: string;
}

const ACCEPTED = new Set(LIBRARY_ACCEPT.split(','));
const images = (n: number) => (n === 1 ? '1 image' : `${n} images`);

export function useLibraryUploads() {
  const dispatch = useApiDispatch();
  const { toast } = useToast();
  const [rows, setRows] = useState<readonly LibraryUploadRow[]>([]);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  /** The images the last batch stored, to describe (empty: nothing to ask). */
  const [stored, setStored] = useState<readonly UploadedLibraryImage[]>([]);
  const abort = useRef<AbortController | null>(null);
  const batch = useRef(0);

  useEffect(() => () => abort.current?.abort(), []);

  const patch = (key: string, changes: Partial<LibraryUploadRow>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...changes } : row)));

  const start = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      const controller = new AbortController();
      abort.current = controller;
      const id = ++batch.current;
      const keys = files.map((_, i) => `${id}-${i}`);
      setRows(
        files.map((file, i) => ({ key: keys[i], name: file.name, progress: 0, status: 'waiting' })),
      );
      setBusy(true);
      setStatus(`Uploading ${images(files.length)}…`);
      let done = 0;
      let failed = 0;
      const storedImages: UploadedLibraryImage[] = [];
      /** Stopped (the page left): what did arrive is in the list next time. */
      const stopped = () => {
        if (done > 0) dispatch(mediaListChanged());
      };
      for (const [i, file] of files.entries()) {
        if (controller.signal.aborted) return stopped();
        const key = keys[i];
        const fail = (message: string) => {
          failed += 1;
          patch(key, { status: 'failed', message });
          toast({
            title: `${file.name} was not uploaded`,
            description: message,
            variant: 'destructive',
          });
        };
        // A file the browser gives no type is left to the server, which reads its bytes.
        if (file.type && !ACCEPTED.has(file.type)) {
          fail(NOT_AN_IMAGE);
          continue;
        }
        if (file.size > UPLOAD_MAX_BYTES) {
          fail(TOO_LARGE);
          continue;
        }
        patch(key, { status: 'uploading' });
        try {
          const url = await uploadImage(file, {
            signal: controller.signal,
            fileName: file.name,
            library: true,
            onProgress: (progress) => patch(key, { progress }),
          });
          done += 1;
          const id = parseUploadUrl(url)?.hash;
          // The same bytes twice in one batch are one image.
          if (id && !storedImages.some((image) => image.id === id))
            storedImages.push({ id, url, name: file.name });
          patch(key, { status: 'done', progress: 1 });
        } catch (error) {
          if (controller.signal.aborted) return stopped();
          fail(error instanceof Error && error.message ? error.message : 'Failed to upload image');
        }
      }
      if (batch.current !== id) return;
      setBusy(false);
      abort.current = null;
      dispatch(mediaListChanged());
      const summary =
        failed === 0 ? `${images(done)} uploaded` : `${images(done)} uploaded, ${failed} failed`;
      setStatus(summary);
      if (done > 0) toast({ title: summary });
      // The finished rows go; the failed ones stay with their reason until dismissed.
      setRows((list) => list.filter((row) => row.status === 'failed'));
      setStored(storedImages);
    },
    [dispatch, toast],
  );

  const dismiss = useCallback(
    (key: string) => setRows((list) => list.filter((row) => row.key !== key)),
    [],
  );

  /** The images offered for describing have been seen (described or skipped). */
  const described = useCallback(() => setStored([]), []);

  return { rows, busy, status, start, dismiss, stored, described };
}
