import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, mockFetch, renderWithProviders, type MockResponse } from '../../../test/utils';
import { LazyImageCarousel } from './LazyImageCarousel';
import { SHOW_CAROUSEL } from '../../../test/carousels';

const CAROUSEL = SHOW_CAROUSEL;

const PLACEHOLDER = { imageUrl: '/images/gallery-1-960.webp', altText: 'Placeholder photo' };

function renderLazy() {
  return renderWithProviders(
    <LazyImageCarousel
      slug="mwo-show"
      label="Photos from events"
      placeholder={PLACEHOLDER}
      emptyText="Photos from recent events will appear here."
      sizes="100vw"
    />,
  );
}

describe('LazyImageCarousel', () => {
  it('while loading, shows the same-size static frame: a skeleton behind the first photo', () => {
    const pending = deferred<MockResponse>();
    mockFetch({ 'GET /api/carousel/mwo-show': () => pending.promise });
    const { container } = renderLazy();
    expect(screen.getByRole('img', { name: 'Placeholder photo' })).toHaveAttribute(
      'src',
      '/images/gallery-1-960.webp',
    );
    expect(screen.getByTestId('carousel-skeleton')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('loads the carousel from GET /api/carousel/:slug', async () => {
    mockFetch({ 'GET /api/carousel/mwo-show': { body: CAROUSEL } });
    renderLazy();
    const region = await screen.findByRole('region', { name: 'Photos from events' });
    expect(
      within(region)
        .getAllByRole('group')
        .filter((group) => group.getAttribute('aria-roledescription') === 'slide'),
    ).toHaveLength(6);
    expect(within(region).getByRole('button', { name: 'Stop slide rotation' })).toBeInTheDocument();
    expect(screen.queryByTestId('carousel-skeleton')).toBeNull();
  });

  it('says photos will appear here when none are published', async () => {
    mockFetch({ 'GET /api/carousel/mwo-show': { body: { ...CAROUSEL, items: [] } } });
    renderLazy();
    expect(await screen.findByText('Photos from recent events will appear here.')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('keeps the static first photo when the photos cannot be loaded', async () => {
    mockFetch({ 'GET /api/carousel/mwo-show': { status: 500, body: { message: 'Boom' } } });
    renderLazy();
    await waitFor(() => expect(screen.queryByTestId('carousel-skeleton')).toBeNull());
    expect(screen.getByRole('img', { name: 'Placeholder photo' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
