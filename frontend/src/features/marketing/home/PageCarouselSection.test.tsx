import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Carousel, CarouselSlug } from '../../../api/carousels';
import { callsTo, mockFetch, renderWithProviders } from '../../../test/utils';
import HomePage from '../HomePage';
import ProgramsPage from '../programs/ProgramsPage';

// The home and programs pages show their own carousel (slugs home and programs) when it has
// published photos, and nothing at all (no heading, no empty frame) when it has none.

function carousel(slug: CarouselSlug, count: number): Carousel {
  return {
    slug,
    autoPlay: false,
    intervalMs: 5000,
    loop: true,
    items: Array.from({ length: count }, (_, i) => ({
      id: `${slug}-${i}`,
      imageUrl: `/uploads/${String(i).repeat(32)}-1600x900-960.webp`,
      altText: `${slug} photo ${i + 1}`,
      youtubeUrl: i === 0 ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' : null,
      sortOrder: i,
    })),
  };
}

interface Case {
  page: ReactElement;
  path: string;
  slug: CarouselSlug;
  /** A heading of the page's sections below the hero (they load as a chunk of their own). */
  loaded: string;
  heading: string;
  label: string;
}

const CASES: Case[] = [
  {
    page: <HomePage />,
    path: '/',
    slug: 'home',
    loaded: 'Three Pillars of Lasting Change',
    heading: 'Moments from Our Work',
    label: 'Photos from our work',
  },
  {
    page: <ProgramsPage />,
    path: '/programs',
    slug: 'programs',
    loaded: 'Find the Right Program',
    heading: 'Programs in Action',
    label: 'Photos of our programs',
  },
];

describe.each(CASES)(
  'the $slug carousel on $path',
  ({ page, path, slug, loaded, heading, label }) => {
    it('shows a section with the carousel of the published photos, in order, with responsive images', async () => {
      mockFetch({ [`GET /api/carousel/${slug}`]: { body: carousel(slug, 2) } });
      renderWithProviders(page, { path });
      const section = await screen.findByRole('region', { name: heading });
      const region = await within(section).findByRole('region', { name: label });
      const slides = within(region)
        .getAllByRole('group')
        .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
      expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
      const first = within(region).getByRole('img', { name: `${slug} photo 1` });
      // An upload: its stored widths as a srcset, its size reserved.
      expect(first).toHaveAttribute('width', '1600');
      expect(first).toHaveAttribute('height', '900');
      expect(first.parentElement?.querySelector('source[type="image/avif"]')).toHaveAttribute(
        'srcset',
        expect.stringContaining('-480.avif 480w'),
      );
      expect(
        within(region).getByRole('link', {
          name: 'Watch the video on YouTube (opens in a new tab)',
        }),
      ).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    });

    it('shows nothing for it when no photo is published', async () => {
      const fetchMock = mockFetch({ [`GET /api/carousel/${slug}`]: { body: carousel(slug, 0) } });
      renderWithProviders(page, { path });
      await screen.findByRole('region', { name: loaded });
      await waitFor(() => expect(callsTo(fetchMock, `GET /api/carousel/${slug}`)).toHaveLength(1));
      // Give the answer time to be rendered.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('heading', { name: heading })).toBeNull();
      expect(screen.queryByRole('region', { name: label })).toBeNull();
      expect(screen.queryByTestId('carousel-skeleton')).toBeNull();
    });
  },
);
