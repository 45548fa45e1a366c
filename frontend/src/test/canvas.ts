import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom has no canvas: a 2D context whose drawing calls do nothing (recorded by the spy), and a
 * `toBlob` that answers `blob` (null: the canvas produced nothing). Restored after the test
 * (`restoreMocks`).
 */
export function stubCanvas(blob: Blob | null = new Blob(['jpeg'], { type: 'image/jpeg' })) {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get(target, key) {
      if (!(key in target)) target[key] = vi.fn();
      return target[key];
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
  const getContext = vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  const toBlob = vi
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback: BlobCallback) => callback(blob));
  return { context, getContext, toBlob };
}

/** Lets an <img> "load" with the given natural size (jsdom decodes no images). */
export function loadImage(image: HTMLElement, naturalWidth: number, naturalHeight: number) {
  Object.defineProperty(image, 'naturalWidth', { configurable: true, value: naturalWidth });
  Object.defineProperty(image, 'naturalHeight', { configurable: true, value: naturalHeight });
  fireEvent.load(image);
}

/** An image file of `bytes` bytes. */
export function imageFile(name = 'photo.png', type = 'image/png', bytes = 1024): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** Every element lays out as a `width` by `height` box at the top left (jsdom lays nothing out). */
export function layOutAt(width: number, height: number) {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: width,
    bottom: height,
    width,
    height,
    toJSON: () => ({}),
  });
}
