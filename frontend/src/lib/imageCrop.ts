import {
  centerCrop,
  convertToPercentCrop,
  convertToPixelCrop,
  makeAspectCrop,
  type PercentCrop,
  type PixelCrop,
} from 'react-image-crop';
import { CROP_DEFAULT_SHARE, CROP_JPEG_QUALITY, UPLOAD_WIDTHS } from '@bb/shared/admin-content';

// The crop maths of the 'Upload and Crop Image' dialog (features/admin/shared/ImageUploadCropDialog):
// the default crop, drawing a crop turned and zoomed as shown, and the JPEG that is uploaded.

/** The widest stored variant: a larger cropped image would only be scaled down by the server. */
const OUTPUT_MAX_PX = Math.max(...UPLOAD_WIDTHS);

/**
 * The default crop: CROP_DEFAULT_SHARE of the image at the aspect, centred; larger when that would
 * be smaller than the smallest crop (`minWidth` by `minHeight` displayed pixels).
 */
export function defaultCrop(
  aspect: number,
  width: number,
  height: number,
  minWidth: number,
  minHeight: number,
): PercentCrop {
  const share = CROP_DEFAULT_SHARE * 100;
  let crop = makeAspectCrop({ unit: '%', width: share }, aspect, width, height);
  if (crop.height > share)
    crop = makeAspectCrop({ unit: '%', height: share }, aspect, width, height);
  const pixels = convertToPixelCrop(crop, width, height);
  if (pixels.width < minWidth || pixels.height < minHeight) {
    const smallest = Math.min(width, Math.max(minWidth, minHeight * aspect));
    crop = convertToPercentCrop(
      makeAspectCrop({ unit: 'px', width: smallest }, aspect, width, height),
      width,
      height,
    );
  }
  return centerCrop(crop, width, height);
}

/** The displayed size of the image (its natural size where nothing is laid out). */
export function displayedSize(image: HTMLImageElement) {
  return {
    width: image.width || image.naturalWidth,
    height: image.height || image.naturalHeight,
  };
}

/**
 * Draws the crop of `image` (a crop of its displayed box) onto `canvas`, with the image zoomed by
 * `scale` and turned by `rotate` degrees about its centre as it is shown, at the image's own
 * resolution, no side longer than `maxSide`. False when the canvas cannot draw.
 */
export function drawCrop(
  image: HTMLImageElement,
  canvas: HTMLCanvasElement,
  crop: PixelCrop,
  scale: number,
  rotate: number,
  maxSide: number,
): boolean {
  const shown = displayedSize(image);
  const ratioX = image.naturalWidth / shown.width;
  const ratioY = image.naturalHeight / shown.height;
  const sourceWidth = crop.width * ratioX;
  const sourceHeight = crop.height * ratioY;
  const factor = Math.min(1, maxSide / Math.max(sourceWidth, sourceHeight));
  canvas.width = Math.max(1, Math.round(sourceWidth * factor));
  canvas.height = Math.max(1, Math.round(sourceHeight * factor));
  const context = canvas.getContext('2d');
  if (!context) return false;
  // JPEG has no transparency: what the turned or zoomed-out image leaves uncovered is white.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  const centreX = image.naturalWidth / 2;
  const centreY = image.naturalHeight / 2;
  context.save();
  context.scale(factor, factor);
  context.translate(-crop.x * ratioX, -crop.y * ratioY);
  context.translate(centreX, centreY);
  context.rotate((rotate * Math.PI) / 180);
  context.scale(scale, scale);
  context.translate(-centreX, -centreY);
  context.drawImage(image, 0, 0, image.naturalWidth, image.naturalHeight);
  context.restore();
  return true;
}

/** The cropped image as a JPEG (quality CROP_JPEG_QUALITY), or null when none was produced. */
export function cropToJpeg(
  image: HTMLImageElement,
  crop: PixelCrop,
  scale: number,
  rotate: number,
): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  if (!drawCrop(image, canvas, crop, scale, rotate, OUTPUT_MAX_PX)) return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => resolve(blob), 'image/jpeg', CROP_JPEG_QUALITY);
    } catch {
      // A tainted or too large canvas throws instead of giving null.
      resolve(null);
    }
  });
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
