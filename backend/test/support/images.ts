import sharp from 'sharp';
import type { signedIn } from './accounts';

/**
 * Test images made with sharp, with what a phone's photo carries: an author, a camera, a GPS
 * position and an EXIF orientation.
 */
export const EXIF_ARTIST = 'Avery Photographer';
export const EXIF_CAMERA = 'PocketCam 3000';

/**
 * A JPEG stored sideways, `width` x `height` as stored, whose EXIF says "turn 90 degrees clockwise"
 * (orientation 6): upright it is `height` x `width`. Its stored left half is red and its right half
 * blue, so upright the top half is red and the bottom half blue.
 */
export async function sidewaysPhoto(width = 1600, height = 1000): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const red = await sharp({
    create: { width: half, height, channels: 3, background: { r: 220, g: 20, b: 20 } },
  })
    .png()
    .toBuffer();
  return sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 20, b: 220 } },
  })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Artist: EXIF_ARTIST, Make: 'PocketCam', Model: EXIF_CAMERA },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2640/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3960/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A plain image of the given format and size, with some texture so encoders have work. */
export function plainImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  width = 300,
  height = 200,
): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40, g: 120, b: 90 },
      noise: { type: 'gaussian', mean: 100, sigma: 30 },
    },
  })
    .toFormat(format)
    .toBuffer();
}

/** A PNG with transparency: a half-transparent square on a clear background (a logo's kind). */
export function transparentPng(width = 400, height = 300): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: {
          create: {
            width: Math.round(width / 2),
            height: Math.round(height / 2),
            channels: 4,
            background: { r: 59, g: 42, b: 120, alpha: 0.6 },
          },
        },
        left: Math.round(width / 4),
        top: Math.round(height / 4),
      },
    ])
    .png()
    .toBuffer();
}

/**
 * A decompression bomb: a 10000 x 10000 PNG (100 megapixels, 300 MB decoded) of one colour, which
 * compresses to a few hundred kilobytes.
 */
export function pixelBomb(): Promise<Buffer> {
  return sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * An image uploaded as the editors do (POST /api/objects/upload, then PUT of the bytes) by `admin`,
 * a signed-in administrator: its address, which saves of testimonials, carousel items, pages and
 * campaigns accept only while the image is in the media library. `width` makes it a new image.
 */
export async function uploadedImage(
  admin: Awaited<ReturnType<typeof signedIn>>,
  width = 300,
  height = 200,
  bytes?: Buffer,
): Promise<string> {
  const { uploadURL } = (await admin.post('/api/objects/upload').expect(201)).body as {
    uploadURL: string;
  };
  const res = await admin
    .put(uploadURL)
    .set('Content-Type', 'image/png')
    .send(bytes ?? (await plainImage('png', width, height)))
    .expect(201);
  return (res.body as { url: string }).url;
}
