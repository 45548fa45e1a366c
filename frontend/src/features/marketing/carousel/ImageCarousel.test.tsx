import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarouselItem } from '../../../api/carousels';
import { fakeEmblaSettings } from '../../../test/fakeEmbla';
import { stubReducedMotion } from '../../../test/observers';
import { renderWithProviders } from '../../../test/utils';
import ImageCarousel, { TRANSITION_MS } from './ImageCarousel';
// Loaded up front so that the lazily imported lightbox is ready when a test opens it.
import './Lightbox';

const ITEMS: CarouselItem[] = Array.from({ length: 6 }, (_, i) => ({
  id: `photo-${i + 1}`,
  imageUrl: `/images/gallery-${i + 1}-960.webp`,
  altText: `Photo description ${i + 1}`,
  youtubeUrl: null,
  sortOrder: i,
}));

function renderCarousel(props: Partial<Parameters<typeof ImageCarousel>[0]> = {}) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <ImageCarousel
      label="Photos from our events"
      items={ITEMS}
      autoPlay
      intervalMs={4000}
      loop
      sizes="100vw"
      {...props}
    />,
  );
  return { user, region: screen.getByRole('region', { name: 'Photos from our events' }) };
}

/** The names of the slides that are on screen (not inert), also while a dialog hides the page. */
function visibleSlides(): string[] {
  return screen
    .getAllByRole('group', { hidden: true })
    .filter((group) => group.getAttribute('aria-roledescription') === 'slide')
    .filter((group) => !group.hasAttribute('inert'))
    .map((group) => group.getAttribute('aria-label') ?? '');
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  // Testing Library advances fake timers through `jest` when it finds them (it drains with a 0 ms
  // timeout after each interaction); give it Vitest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  stubReducedMotion(false);
  // Embla's spring settles about a second after a move starts; the carousel counts it over at 500 ms.
  fakeEmblaSettings.settleMs = 2 * TRANSITION_MS;
});

afterEach(() => {
  fakeEmblaSettings.settleMs = 0;
  vi.useRealTimers();
});

describe('ImageCarousel', () => {
  it('is a named carousel region of six slide groups named "n of 6", one on screen', () => {
    const { region } = renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region)
      .getAllByRole('group')
      .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 6',
      '2 of 6',
      '3 of 6',
      '4 of 6',
      '5 of 6',
      '6 of 6',
    ]);
    expect(visibleSlides()).toEqual(['1 of 6']);
    // Embla loops by moving the slides themselves: no cloned slides, nothing hidden twice.
    expect(region.querySelectorAll('[aria-hidden="true"][inert]')).toHaveLength(0);
    // Only the visible photo is a button to reach.
    expect(
      within(slides[0]).getByRole('button', { name: 'View larger: Photo description 1' }),
    ).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('puts the rotation button first in tab order', async () => {
    const { user } = renderCarousel();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stop slide rotation' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next photo' })).toHaveFocus();
  });

  it('moves with the next and previous buttons, looping at the ends', async () => {
    const { user } = renderCarousel({ autoPlay: false });
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(visibleSlides()).toEqual(['2 of 6']);
    advance(TRANSITION_MS + 100);
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    advance(TRANSITION_MS + 100);
    expect(visibleSlides()).toEqual(['1 of 6']);
    // Before the first photo comes the last.
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(visibleSlides()).toEqual(['6 of 6']);
    advance(TRANSITION_MS + 100);
    expect(visibleSlides()).toEqual(['6 of 6']);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    advance(TRANSITION_MS + 100);
    expect(visibleSlides()).toEqual(['1 of 6']);
    expect(screen.getByText('Photo 1 of 6: Photo description 1')).toBeInTheDocument();
  });

  it('has one dot per slide that jumps to it and marks the current one', async () => {
    const { user } = renderCarousel({ autoPlay: false });
    const dots = screen.getAllByRole('button', { name: /^Show photo \d$/ });
    expect(dots).toHaveLength(6);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Show photo 4' }));
    expect(visibleSlides()).toEqual(['4 of 6']);
    expect(screen.getByRole('button', { name: 'Show photo 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('advances every intervalMs, and the rotation button stops and starts it', async () => {
    const { user, region } = renderCarousel();
    advance(3900);
    expect(visibleSlides()).toEqual(['1 of 6']);
    advance(100);
    expect(visibleSlides()).toEqual(['2 of 6']);
    // No advance while the transition is in progress; the interval restarts after it.
    advance(TRANSITION_MS + 100);
    advance(4000);
    expect(visibleSlides()).toEqual(['3 of 6']);
    advance(TRANSITION_MS + 100);

    await user.click(screen.getByRole('button', { name: 'Stop slide rotation' }));
    await user.unhover(region);
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeInTheDocument();
    advance(20_000);
    expect(visibleSlides()).toEqual(['3 of 6']);

    await user.click(screen.getByRole('button', { name: 'Start slide rotation' }));
    await user.unhover(region);
    expect(screen.getByRole('button', { name: 'Stop slide rotation' })).toHaveFocus();
    advance(4000);
    expect(visibleSlides()).toEqual(['4 of 6']);
  });

  it('never advances by itself under prefers-reduced-motion, unless the visitor starts it', async () => {
    stubReducedMotion(true);
    const { user, region } = renderCarousel();
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeInTheDocument();
    advance(30_000);
    expect(visibleSlides()).toEqual(['1 of 6']);
    // Moving by hand changes the photo at once, without a transition.
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(visibleSlides()).toEqual(['2 of 6']);
    expect(region.querySelector('[data-transitioning]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Start slide rotation' }));
    await user.unhover(region);
    (document.activeElement as HTMLElement).blur();
    advance(4000);
    expect(visibleSlides()).toEqual(['3 of 6']);
  });

  it('pauses while the pointer is over it', async () => {
    const { user, region } = renderCarousel();
    await user.hover(region);
    advance(12_000);
    expect(visibleSlides()).toEqual(['1 of 6']);
    await user.unhover(region);
    advance(4000);
    expect(visibleSlides()).toEqual(['2 of 6']);
  });

  it('pauses while keyboard focus is inside it (other than on the rotation button)', async () => {
    const { user } = renderCarousel();
    await user.tab(); // the rotation button: rotation goes on, so its effect can be seen
    advance(4000);
    expect(visibleSlides()).toEqual(['2 of 6']);
    advance(TRANSITION_MS + 100);
    await user.tab(); // Previous photo
    advance(12_000);
    expect(visibleSlides()).toEqual(['2 of 6']);
    // Focus leaves the carousel: rotation resumes.
    act(() => {
      (document.activeElement as HTMLElement).blur();
    });
    advance(4000);
    expect(visibleSlides()).toEqual(['3 of 6']);
  });

  it('shows no rotation button when the carousel is not set to advance by itself', () => {
    renderCarousel({ autoPlay: false });
    expect(screen.queryByRole('button', { name: /slide rotation/ })).toBeNull();
    advance(20_000);
    expect(visibleSlides()).toEqual(['1 of 6']);
  });

  it('without loop, disables previous at the first photo and next at the last', async () => {
    const { user } = renderCarousel({ autoPlay: false, loop: false });
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Show photo 6' }));
    advance(TRANSITION_MS + 100);
    expect(visibleSlides()).toEqual(['6 of 6']);
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
  });
});

describe('Lightbox', () => {
  async function openSecondPhoto() {
    const rendered = renderCarousel();
    await rendered.user.click(screen.getByRole('button', { name: 'Next photo' }));
    advance(TRANSITION_MS + 100);
    const opener = screen.getByRole('button', { name: 'View larger: Photo description 2' });
    await rendered.user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 of 6' });
    return { ...rendered, opener, dialog };
  }

  it('opens on a click with the photo, its caption and a "2 of 6" counter', async () => {
    const { dialog } = await openSecondPhoto();
    expect(within(dialog).getByText('2 of 6')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Photo description 2' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Photo description 2', { selector: 'figcaption' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Close photo viewer' })).toBeInTheDocument();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Page scrolling is locked while it is open.
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('moves with its buttons and the arrow keys, wrapping at the ends', async () => {
    const { user, dialog } = await openSecondPhoto();
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('3 of 6')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('4 of 6')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByText('6 of 6')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Photo 6 of 6' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(within(dialog).getByText('5 of 6')).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the photo that opened it', async () => {
    const { user, opener } = await openSecondPhoto();
    await user.keyboard('{Escape}');
    advance(400);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).not.toBe('hidden');
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openSecondPhoto();
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('pauses auto-advance while open and resumes it when closed', async () => {
    const { user, region, dialog } = await openSecondPhoto();
    advance(20_000);
    expect(visibleSlides()).toEqual(['2 of 6']);
    await user.click(within(dialog).getByRole('button', { name: 'Close photo viewer' }));
    advance(400);
    await user.unhover(region);
    advance(4000);
    expect(visibleSlides()).toEqual(['3 of 6']);
  });
});

describe('ImageCarousel: a slide with a video', () => {
  const withVideo: CarouselItem[] = ITEMS.slice(0, 3).map((item, i) =>
    i === 1 ? { ...item, youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ?t=42' } : item,
  );

  it('offers a plain link to the video on youtube.com, reachable only while its slide is on screen', async () => {
    const { user, region } = renderCarousel({ items: withVideo, autoPlay: false });
    // Off screen (inert) its slide is hidden from the accessibility tree.
    const [link] = within(region).getAllByRole('link', { hidden: true });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // One link only: the photos without a video have none.
    expect(within(region).getAllByRole('link', { hidden: true })).toHaveLength(1);
    expect(link.closest('[inert]')).not.toBeNull();
    // No player, frame or script of YouTube is on the page.
    expect(document.querySelector('iframe, script[src*="youtube"], img[src*="ytimg"]')).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Next photo' }));
    advance(TRANSITION_MS + 100);
    expect(visibleSlides()).toEqual(['2 of 3']);
    expect(link.closest('[inert]')).toBeNull();
    expect(
      within(region).getByRole('link', { name: 'Watch the video on YouTube (opens in a new tab)' }),
    ).toBe(link);
  });
});
