import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TESTIMONIALS } from '../../../test/testimonials';
import { mockFetch, renderWithProviders } from '../../../test/utils';
import AboutPage from './AboutPage';

vi.mock('embla-carousel-react', async () => ({
  default: (await import('../../../test/fakeEmbla')).useFakeEmblaCarousel,
}));

/** Renders the page and waits for its sections below the hero (a chunk of their own). */
async function setup(testimonials: unknown = TESTIMONIALS) {
  mockFetch({ 'GET /api/testimonials': { body: testimonials } });
  renderWithProviders(<AboutPage />, { path: '/about' });
  await screen.findByRole('region', { name: 'Our Mission and Vision' });
  return { user: userEvent.setup() };
}

describe('AboutPage', () => {
  it("has its own title and a hero with 'Our Programs' and 'Join the Movement'", async () => {
    await setup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Our Programs' })).toHaveAttribute('href', '/programs');
    expect(screen.getByRole('link', { name: 'Join the Movement' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await waitFor(() => expect(document.title).toMatch(/^About Us/));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /mission, vision and core values/,
    );
  });

  it('shows the mission and vision blocks and the five core values, in order', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 3, name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Our Vision' })).toBeInTheDocument();
    const values = screen.getByRole('region', { name: 'Our Core Values' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Encouragement, Faith and Hope',
      'Empowerment Through Storytelling',
      'Inclusion and Acceptance',
      'Authenticity and Integrity',
      'Collaboration and Community',
    ]);
    expect(within(values).getAllByRole('listitem')).toHaveLength(5);
  });

  it('shows the impact strip: 50+ speaking events, 10,000+ inspired attendees, 100% satisfaction', async () => {
    await setup();
    const strip = screen.getByRole('region', { name: 'Our Impact So Far' });
    const pairs = within(strip)
      .getAllByRole('term')
      .map((term) => [term.nextElementSibling?.textContent, term.textContent]);
    expect(pairs).toEqual([
      ['50+', 'Speaking events'],
      ['10,000+', 'Inspired attendees'],
      ['100%', 'Satisfaction'],
    ]);
  });

  it('tells the story: an image with alt text, the tagline, and a single-open accordion', async () => {
    const { user } = await setup();
    const story = screen.getByRole('region', { name: 'Our Story' });
    const image = within(story).getByRole('img');
    expect(image.getAttribute('alt')?.length).toBeGreaterThan(20);
    expect(within(story).getByText('Building Bridges. Breaking Barriers.')).toBeInTheDocument();

    const buttons = within(story).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'The Transformative Power of Neuro-Inclusion',
      'Our Partnership Approach',
      "The Founders' Journey",
    ]);
    buttons.forEach((b) => expect(b.closest('h3')).not.toBeNull());
    const panel = (button: HTMLElement) =>
      document.getElementById(button.getAttribute('aria-controls') as string) as HTMLElement;
    const expanded = () => buttons.map((b) => b.getAttribute('aria-expanded'));

    // The first item is open to begin with.
    expect(expanded()).toEqual(['true', 'false', 'false']);
    expect(panel(buttons[0])).toBeVisible();
    expect(panel(buttons[0])).toHaveAccessibleName('The Transformative Power of Neuro-Inclusion');

    // Opening another closes it.
    await user.click(buttons[1]);
    expect(expanded()).toEqual(['false', 'true', 'false']);
    expect(panel(buttons[1])).toBeVisible();
    expect(panel(buttons[0])).not.toBeVisible();

    // An open item can be closed (keyboard too).
    buttons[1].focus();
    await user.keyboard(' ');
    expect(expanded()).toEqual(['false', 'false', 'false']);
    expect(panel(buttons[1])).not.toBeVisible();

    await user.click(buttons[2]);
    expect(expanded()).toEqual(['false', 'false', 'true']);
  });

  it('ends with the testimonials section', async () => {
    await setup();
    const carousel = await screen.findByRole('region', { name: 'Client testimonials' });
    expect(within(carousel).getByText(TESTIMONIALS[0].content)).toBeInTheDocument();
    expect(screen.getByText('Use arrows or dots to navigate testimonials')).toBeInTheDocument();
  });

  it('has no skipped heading levels', async () => {
    await setup();
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.reduce((previous, level) => {
      expect(level - previous).toBeLessThanOrEqual(1);
      return level;
    });
  });
});
