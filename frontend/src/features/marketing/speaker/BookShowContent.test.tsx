import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { AppRoutes } from '../../../app/routes';
import { mockFetch, renderWithProviders } from '../../../test/utils';

describe('BookShowPage with an edited document', () => {
  it('shows the edited texts, figures, formats, steps and alt text, with placeholders filled', async () => {
    mockFetch();
    const page = structuredClone(DEFAULT_PAGES['book-mwo-show']);
    page.hero.headline = 'Book {speaker} with {name}';
    page.hero.portrait.alt = 'A new portrait of {speaker}';
    page.includes.facts[0] = { value: '50 to 10,000+', label: 'Audience size' };
    page.includes.formats = page.includes.formats.filter((format) => format.name !== 'Panel');
    page.steps.items.push({ title: 'Stay in touch', text: 'We check in a month later.' });
    renderWithProviders(<AppRoutes />, {
      path: '/book-mwo-show',
      pages: { 'book-mwo-show': page },
    });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Book Our Founder with Building Bridges Inclusion',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A new portrait of Our Founder' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'How It Works' }, { timeout: 5000 });
    const includes = screen.getByRole('region', { name: 'What Booking Includes' });
    expect(within(includes).getByText('50 to 10,000+')).toBeInTheDocument();
    expect(
      within(includes)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Keynote', 'Workshop', 'Conference', 'With Every Booking']);
    const steps = screen.getByRole('region', { name: 'How It Works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    expect(within(steps).getByText('Stay in touch')).toBeInTheDocument();
  });
});
