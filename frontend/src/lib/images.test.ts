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
    expect(IMAGE_WIDTHS).toEqual([480, 960, 1440]);
    expect(responsiveFromUrl('/images/gallery-1-960.webp')).toEqual({
      src: '/images/gallery-1-960.webp',
      avifSrcSet:
        '/images/gallery-1-480.avif 480w, /images/gallery-1-960.avif 960w, /images/gallery-1-1440.avif 1440w',
      webpSrcSet:
        '/images/gallery-1-480.webp 480w, /images/gallery-1-960.webp 960w, /images/gallery-1-1440.webp 1440w',
      size: { width: 1440, height: 960 },
    });
  });

  it('recognises any width and format of a catalog image', () => {
    const sources = responsiveFromUrl('/images/case-study-2-480.avif');
    expect(sources.size).toEqual({ width: 1440, height: 960 });
    expect(sources.webpSrcSet).toContain('/images/case-study-2-1440.webp 1440w');
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
