import { expect, type APIRequestContext } from '@playwright/test';
import type { UploadStart } from '@bb/shared/admin-content';
import type { MediaDetail } from '@bb/shared/media';
import { parseUploadUrl } from '@bb/shared/site';
import { json, photoJpeg } from './admin-content';

// Helpers of the media library specs (issue 24 part 3): images put in the library through the API,
// as the library's "Upload images" does (X-File-Name, X-Media-Library), and read back.

/** Uploads `buffer` (a JPEG) into the library under `fileName`; the stored image's id and URL. */
export async function libraryImage(
  request: APIRequestContext,
  fileName: string,
  buffer: Buffer,
): Promise<{ id: string; url: string }> {
  const { uploadURL } = await json<UploadStart>(await request.post('/api/objects/upload'), 201);
  const { url } = await json<{ url: string }>(
    await request.put(uploadURL, {
      headers: {
        'Content-Type': 'image/jpeg',
        'X-File-Name': encodeURIComponent(fileName),
        'X-Media-Library': '1',
      },
      data: buffer,
    }),
    201,
  );
  return { id: parseUploadUrl(url)!.hash, url };
}

/** The library's details of one image. */
export const mediaDetail = async (request: APIRequestContext, id: string) =>
  json<MediaDetail>(await request.get(`/api/admin/media/${id}`));

/** Deletes a library image if it is still there and unused (a test's clean-up). */
export async function removeLibraryImage(request: APIRequestContext, id: string) {
  const response = await request.delete(`/api/admin/media/${id}`);
  expect([204, 404], await response.text()).toContain(response.status());
}

/**
 * A photo no other test or run uploads: an image is known by its bytes, so two tests uploading the
 * same photo (the desktop and phone projects side by side) would share one library entry.
 */
export const uniquePhoto = (width: number, height: number) =>
  photoJpeg(width, height, Math.random() * 360);
