import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEmblas, fakeEmblaSettings } from '../../../test/fakeEmbla';
import { TESTIMONIALS } from '../../../test/testimonials';
import type { Testimonial } from '../../../api/testimonials';
import { mockFetch, renderWithProviders, type Handlers } from '../../../test/utils';
import ImpactPage from './ImpactPage';

vi.mock('embla-carousel-react', async () => ({
  default: (await import('../../../test/fakeEmbla')).useFakeEmblaCarousel,
}));

const MORE: Testimonial[] = [
  ...TESTIMONIALS,
  { ...TESTIMONIALS[0], id: 't4', name: 'Ana Ruiz', rating: 3, content: 'Fourth quote.' },
  { ...TESTIMONIALS[1], id: 't5', name: 'Ben Cole', content: 'Fifth quote.' },
];

/** Renders the page and waits for its sections below the hero (a chunk of their own). */
async function setup(answer: Handlers[string] = { body: MORE }) {
  mockFetch({ 'GET /api/testimonials': answer });
  renderWithProviders(<ImpactPage />, { path: '/impact' });
  await screen.findByRole('region', { name: 'Results That Speak for Themselves' });
  return { user: userEvent.setup() };
}

beforeEach(() => {
  fakeEmblas.length = 0;
  fakeEmblaSettings.perView = 3;
});

describe('ImpactPage', () => {
  it('has its own title and a hero with the four headline figures', async () => {
    await setup();
    const hero = screen.getByRole('region', { name: /Measurable Change/ });
    expect(within(hero).getByRole('heading', { level: 1 })).toBeInTheDocument();
    const pairs = within(hero)
      .getAllByRole('term')
      .map((dt) => [dt.nextElementSibling?.textContent, dt.textContent]);
    expect(pairs).toEqual([
      ['500+', 'Companies served'],
      ['25,000+', 'Employees trained'],
      ['750+', 'Events delivered'],
      ['98%', 'Client satisfaction'],
    ]);
    await waitFor(() => expect(document.title).toMatch(/^Our Impact/));
  });

  it('shows four stat cards', async () => {
    await setup();
    const section = screen.getByRole('region', { name: 'Results That Speak for Themselves' });
    expect(
      within(section)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['92%', '43%', '85%', '10K+']);
  });

  it('shows three case studies with industry, size, challenge, solution, four results, a quote and the executive role', async () => {
    await setup();
    const section = screen.getByRole('region', { name: 'Inclusion in Practice' });
    const studies = within(section).getAllByRole('article');
    expect(studies).toHaveLength(3);
    for (const study of studies) {
      expect(within(study).getByRole('img').getAttribute('alt')).not.toBe('');
      expect(within(study).getByText('Industry')).toBeInTheDocument();
      expect(within(study).getByText('Company size')).toBeInTheDocument();
      expect(within(study).getByRole('heading', { name: 'The Challenge' })).toBeInTheDocument();
      expect(within(study).getByRole('heading', { name: 'Our Solution' })).toBeInTheDocument();
      expect(within(study).getAllByRole('listitem')).toHaveLength(4);
      expect(study.querySelector('blockquote')).not.toBeNull();
      expect(study.querySelector('figcaption')?.textContent).toMatch(/^(Chief|Vice President)/);
    }
  });

  it('testimonials loading: a skeleton of three cards', async () => {
    await setup(() => new Promise(() => {}));
    const skeleton = screen.getByTestId('testimonials-loading');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton.querySelectorAll(':scope > div:first-of-type > div')).toHaveLength(3);
  });

  it('testimonials empty: the spec message', async () => {
    await setup({ body: [] });
    expect(
      await screen.findByText(
        'New testimonials coming soon. Check back to see what our clients are saying!',
      ),
    ).toBeInTheDocument();
  });

  it('testimonials: a looping carousel of cards with stars and n/5, previous and next', async () => {
    const { user } = await setup();
    const carousel = await screen.findByRole('region', { name: 'Client testimonials' });
    const slides = () => within(carousel).getAllByRole('group');
    expect(slides()).toHaveLength(5);
    expect(within(slides()[3]).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    expect(within(slides()[3]).getByText('3/5')).toBeInTheDocument();
    expect(within(slides()[0]).getByText('4/5')).toBeInTheDocument();
    expect(within(slides()[0]).getByText('JD')).toBeInTheDocument();
    expect(fakeEmblas[0].options).toMatchObject({
      loop: true,
      duration: 25,
      dragThreshold: 10,
      align: 'start',
    });
    // No dots on this carousel.
    expect(within(carousel).queryByRole('button', { name: /^Show testimonial/ })).toBeNull();

    // Three in view: the others are inert.
    const inert = () => slides().map((s) => s.hasAttribute('inert'));
    expect(inert()).toEqual([false, false, false, true, true]);
    await user.click(within(carousel).getByRole('button', { name: 'Next testimonial' }));
    expect(inert()).toEqual([true, false, false, false, true]);
    await user.click(within(carousel).getByRole('button', { name: 'Previous testimonial' }));
    await user.click(within(carousel).getByRole('button', { name: 'Previous testimonial' }));
    expect(inert()).toEqual([false, false, true, true, false]); // looped to the last card
  });

  it('closes with six recognition cards, including the 2021 Dream on 3 Award', async () => {
    await setup();
    const section = screen.getByRole('region', { name: 'Awards and Recognition' });
    const awards = within(section).getAllByRole('listitem');
    expect(awards).toHaveLength(6);
    const dream = awards.find((a) =>
      within(a).queryByRole('heading', { name: 'Dream on 3 Award' }),
    );
    expect(dream).toBeDefined();
    expect(within(dream as HTMLElement).getByText('2021')).toBeInTheDocument();
  });
});
