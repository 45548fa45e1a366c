import sharp from 'sharp';

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

/**
 * A decompression bomb: a 10000 x 10000 PNG (100 megapixels, 300 MB decoded) of one colour, which
 * compresses to a few hundred kilobytes.
 */
export function pixelBomb(): Promise<Buffer> {
  return sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
