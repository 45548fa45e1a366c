import { describe, expect, it } from 'vitest';
import catalog from '../assets/images.json';
import { IMAGE_WIDTHS, responsiveFromUrl } from './images';

// The artwork sources (frontend/art/*.svg) as text, keyed by file name.
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../art/*.svg', { query: '?raw', import: 'default', eager: true }),
  ).map(([path, text]) => [path.replace(/^.*\//, '').replace(/\.svg$/, ''), text]),
);

function viewBox(svg: string): [number, number] | undefined {
  const match =
    /<svg\b[^>]*\bviewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

const expected: [string, { width: number; height: number }][] = [
  ...Object.entries(catalog.images),
  ['og-default', { width: 1200, height: 630 }],
];

describe('image artwork', () => {
  it.each(expected)('%s has an SVG source with the aspect ratio of the catalog', (name, size) => {
    const svg = sources[name];
    expect(svg, `frontend/art/${name}.svg`).toBeDefined();
    const box = viewBox(svg);
    expect(box, `viewBox of ${name}.svg`).toBeDefined();
    const [width, height] = box!;
    expect(width / height).toBeCloseTo(size.width / size.height, 3);
  });

  it.each(expected)('%s describes what it shows in a comment at the top', (name) => {
    // The comment is where pages take their alt text from.
    expect(sources[name]).toMatch(/^(<\?xml[^>]*>\s*)?<!-- \S.{20,}-->/);
  });

  it('has no SVG source that the catalog does not know', () => {
    expect(Object.keys(sources).sort()).toEqual(expected.map(([name]) => name).sort());
  });
});

describe('responsiveFromUrl', () => {
  it('gives a catalog image its AVIF and WebP sources in every width, and its size', () => {
    expect(IMAGE_WIDTHS).toEqual([480, 720, 960, 1440]);
    expect(responsiveFromUrl('/images/gallery-1-960.webp')).toEqual({
      src: '/images/gallery-1-960.webp',
      avifSrcSet:
        '/images/gallery-1-480.avif 480w, /images/gallery-1-720.avif 720w, /images/gallery-1-960.avif 960w, /images/gallery-1-1440.avif 1440w',
      webpSrcSet:
        '/images/gallery-1-480.webp 480w, /images/gallery-1-720.webp 720w, /images/gallery-1-960.webp 960w, /images/gallery-1-1440.webp 1440w',
      size: { width: 1440, height: 960 },
    });
  });

  it('recognises any width and format of a catalog image', () => {
    const sources = responsiveFromUrl('/images/case-study-2-480.avif');
    expect(sources.size).toEqual({ width: 1440, height: 960 });
    expect(sources.webpSrcSet).toContain('/images/case-study-2-1440.webp 1440w');
  });

  it('gives an upload its AVIF and WebP sources in its stored widths, and its size from the name', () => {
    const hash = 'a'.repeat(32);
    expect(responsiveFromUrl(`/uploads/${hash}-2000x1125-960.webp`)).toEqual({
      src: `/uploads/${hash}-2000x1125-960.webp`,
      avifSrcSet: `/uploads/${hash}-2000x1125-480.avif 480w, /uploads/${hash}-2000x1125-960.avif 960w, /uploads/${hash}-2000x1125-1440.avif 1440w`,
      webpSrcSet: `/uploads/${hash}-2000x1125-480.webp 480w, /uploads/${hash}-2000x1125-960.webp 960w, /uploads/${hash}-2000x1125-1440.webp 1440w`,
      size: { width: 2000, height: 1125 },
    });
  });

  it('lists only the widths an upload was stored in (none wider than the original)', () => {
    const hash = '0123456789abcdef0123456789abcdef';
    const wide = responsiveFromUrl(`/uploads/${hash}-1000x1000-960.avif`);
    expect(wide.webpSrcSet).toBe(
      `/uploads/${hash}-1000x1000-480.webp 480w, /uploads/${hash}-1000x1000-960.webp 960w`,
    );
    expect(wide.size).toEqual({ width: 1000, height: 1000 });
    const small = responsiveFromUrl(`/uploads/${hash}-300x300-300.webp`);
    expect(small.webpSrcSet).toBe(`/uploads/${hash}-300x300-300.webp 300w`);
    expect(small.avifSrcSet).toBe(`/uploads/${hash}-300x300-300.avif 300w`);
    expect(small.size).toEqual({ width: 300, height: 300 });
  });

  it('passes any other URL through unchanged', () => {
    expect(responsiveFromUrl('/uploads/2024/abc-960.webp')).toEqual({
      src: '/uploads/2024/abc-960.webp',
    });
    expect(responsiveFromUrl('/images/unknown-960.webp')).toEqual({
      src: '/images/unknown-960.webp',
    });
    expect(responsiveFromUrl('https://example.org/images/gallery-1-960.webp')).toEqual({
      src: 'https://example.org/images/gallery-1-960.webp',
    });
  });
});
