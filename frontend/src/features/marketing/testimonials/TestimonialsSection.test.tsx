import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch, renderWithProviders } from '../../../test/utils';
import { fakeEmblas, fakeEmblaSettings } from '../../../test/fakeEmbla';
import { TESTIMONIALS } from '../../../test/testimonials';
import { TestimonialsSection } from './TestimonialsSection';
import { fakeMediaQueryList } from '../../../test/mediaQuery';

vi.mock('embla-carousel-react', async () => ({
  default: (await import('../../../test/fakeEmbla')).useFakeEmblaCarousel,
}));

function reduceMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) =>
    fakeMediaQueryList(query, reduce && query.includes('prefers-reduced-motion')),
  );
}

beforeEach(() => {
  fakeEmblas.length = 0;
  fakeEmblaSettings.perView = 1;
});
afterEach(() => reduceMotion(false));

async function renderPopulated(testimonials = TESTIMONIALS) {
  const fetchMock = mockFetch({ 'GET /api/testimonials': { body: testimonials } });
  renderWithProviders(<TestimonialsSection />);
  const carousel = await screen.findByRole('region', { name: 'Client testimonials' });
  return { fetchMock, carousel, user: userEvent.setup() };
}

const slides = (carousel: HTMLElement) => within(carousel).getAllByRole('group');
const dots = () => screen.getAllByRole('button', { name: /^Show testimonial/ });

describe('TestimonialsSection', () => {
  it('loading: a heading and placeholders (no message, no carousel) while the list loads', () => {
    mockFetch({ 'GET /api/testimonials': () => new Promise(() => {}) });
    renderWithProviders(<TestimonialsSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'What Our Partners Say' })).toBeVisible();
    const skeleton = screen.getByTestId('testimonials-loading');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton).toHaveTextContent('Loading testimonials');
    expect(screen.queryByText('No testimonials available at this time.')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Client testimonials' })).not.toBeInTheDocument();
  });

  it("empty: shows 'No testimonials available at this time.'", async () => {
    mockFetch({ 'GET /api/testimonials': { body: [] } });
    renderWithProviders(<TestimonialsSection />);
    expect(await screen.findByText('No testimonials available at this time.')).toBeVisible();
    expect(screen.queryByTestId('testimonials-loading')).not.toBeInTheDocument();
  });

  it('a failed request shows the empty message rather than an error', async () => {
    mockFetch({ 'GET /api/testimonials': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<TestimonialsSection />);
    expect(await screen.findByText('No testimonials available at this time.')).toBeVisible();
  });

  it('populated: an APG carousel with one slide per testimonial, named "n of N"', async () => {
    const { fetchMock, carousel } = await renderPopulated();
    expect(callsTo(fetchMock, 'GET /api/testimonials')).toHaveLength(1);
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = slides(carousel);
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    groups.forEach((g) => expect(g).toHaveAttribute('aria-roledescription', 'slide'));
    expect(screen.getByText('Use arrows or dots to navigate testimonials')).toBeVisible();
    expect(fakeEmblas[0].options).toMatchObject({ loop: true, duration: 25, dragThreshold: 10 });
  });

  it('each slide shows the quote, the stars with a text alternative, initials, name, title, company', async () => {
    const { carousel } = await renderPopulated();
    const [first, second] = slides(carousel);
    expect(within(first).getByText(TESTIMONIALS[0].content)).toBeInTheDocument();
    const stars = within(first).getByRole('img', { name: 'Rated 4 out of 5' });
    expect(stars.querySelectorAll('svg')).toHaveLength(4);
    expect(within(first).getByText('JD')).toBeInTheDocument();
    expect(within(first).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(first).getByText('Chief People Officer')).toBeInTheDocument();
    expect(within(first).getByText('Harborlight Logistics')).toBeInTheDocument();
    // Initials: the uppercased first letter of each word.
    expect(within(second).getByText('MLO')).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('one dot per slide; the selected one is marked aria-current and only its slide is not inert', async () => {
    const { carousel } = await renderPopulated();
    expect(dots()).toHaveLength(3);
    expect(dots()[0]).toHaveAttribute('aria-current', 'true');
    expect(dots()[1]).not.toHaveAttribute('aria-current');
    const [first, second, third] = slides(carousel);
    expect(first).not.toHaveAttribute('inert');
    expect(second).toHaveAttribute('inert');
    expect(third).toHaveAttribute('inert');
  });

  it('next and previous move one slide and loop; a dot jumps to its slide', async () => {
    const { carousel, user } = await renderPopulated();
    const next = screen.getByRole('button', { name: 'Next testimonial' });
    const previous = screen.getByRole('button', { name: 'Previous testimonial' });
    expect(next).toBeEnabled();
    expect(previous).toBeEnabled(); // looping: never at an end

    await user.click(next);
    expect(dots()[1]).toHaveAttribute('aria-current', 'true');
    expect(slides(carousel)[1]).not.toHaveAttribute('inert');
    expect(slides(carousel)[0]).toHaveAttribute('inert');

    await user.click(previous);
    await user.click(previous);
    expect(dots()[2]).toHaveAttribute('aria-current', 'true');

    await user.click(dots()[0]);
    expect(dots()[0]).toHaveAttribute('aria-current', 'true');
    expect(fakeEmblas.at(-1)?.calls).toEqual(['next', 'prev', 'prev', 'to 0']);
  });

  it('never moves by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderPopulated();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(dots()[0]).toHaveAttribute('aria-current', 'true');
      expect(fakeEmblas.at(-1)?.calls).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('under reduced motion the buttons jump instead of animating', async () => {
    reduceMotion(true);
    const { user } = await renderPopulated();
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    await user.click(dots()[2]);
    expect(fakeEmblas.at(-1)?.calls).toEqual(['next jump', 'prev jump', 'to 2 jump']);
  });

  it('with a single testimonial there is nowhere to go: both buttons are disabled', async () => {
    await renderPopulated([TESTIMONIALS[0]]);
    expect(screen.getByRole('button', { name: 'Next testimonial' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous testimonial' })).toBeDisabled();
    expect(dots()).toHaveLength(1);
  });
});
