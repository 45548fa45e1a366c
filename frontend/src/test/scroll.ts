import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Gives every element a fresh scrollIntoView mock before each test of the file (jsdom has none)
 * and takes it away after: `stub.mock` is the current test's mock.
 */
export function stubScrollIntoView() {
  const stub = { mock: vi.fn() };
  beforeEach(() => {
    stub.mock = vi.fn();
    Element.prototype.scrollIntoView = stub.mock as unknown as Element['scrollIntoView'];
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  return stub;
}
