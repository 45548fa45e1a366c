import { uploadVariantUrl, UPLOADS_PREFIX } from '@bb/shared/admin-content';
import {
  ORPHAN_FILE_AGE_MS,
  UPLOAD_FILES_UNCOMMITTED_MAX_MS,
  uploadFileName,
} from './orphaned-files';
import { mailRenditionName } from './mail-rendition';

describe('stored files that no upload row names', () => {
  const hash = '0123456789abcdef0123456789abcdef';
  const name = uploadVariantUrl({ hash, width: 1200, height: 800 }, 960, 'avif').slice(
    UPLOADS_PREFIX.length,
  );

  it("waits far longer than an upload's files can exist before its row is committed", () => {
    expect(UPLOAD_FILES_UNCOMMITTED_MAX_MS).toBeGreaterThan(10 * 60_000);
    expect(ORPHAN_FILE_AGE_MS).toBeGreaterThanOrEqual(4 * UPLOAD_FILES_UNCOMMITTED_MAX_MS);
  });

  it("knows an upload's files and the local driver's temporary files by name", () => {
    expect(uploadFileName(name)).toEqual({ hash, temporary: false });
    expect(uploadFileName(`.tmp-00112233aabbccdd-${name}`)).toEqual({ hash, temporary: true });
  });

  it("knows an upload's mail rendition (JPEG or PNG) by name", () => {
    const image = { hash, width: 1200, height: 800 };
    for (const format of ['jpg', 'png'] as const) {
      const rendition = mailRenditionName(image, format);
      expect(rendition).toBe(`${hash}-1200x800-960.${format}`);
      expect(uploadFileName(rendition)).toEqual({ hash, temporary: false });
      expect(uploadFileName(`.tmp-00112233aabbccdd-${rendition}`)).toEqual({
        hash,
        temporary: true,
      });
    }
    // Another width than the rendition's is no upload's file.
    expect(uploadFileName(`${hash}-1200x800-480.jpg`)).toBeNull();
  });

  it.each([
    'README.txt',
    '.bucket-check',
    `exports/${name}`,
    `${name}.bak`,
    `.tmp-00112233aabbccdd-README.txt`,
    `.tmp-short-${name}`,
    `${hash.toUpperCase()}-1200x800-960.avif`,
    `${hash}-1200x800-960.jpeg`,
    `${hash}-1200x800-960.gif`,
  ])('leaves any other name alone: %s', (other) => {
    expect(uploadFileName(other)).toBeNull();
  });
});
